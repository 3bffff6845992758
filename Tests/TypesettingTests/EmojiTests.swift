import Foundation
import TestSupport
import Typesetting
import XCTest

/// Emoji are drawn by Noto Color Emoji (Debian's fonts-noto-color-emoji, a CBDT colour bitmap
/// font) and measured as Apple Color Emoji measures on iOS.
final class EmojiTests: XCTestCase {
    static let notoEmoji = FontBook.notoEmojiDirectory + "/" + FontBook.notoEmojiFile

    /// FreeType and HarfBuzz read the colour bitmap font: its em, and one advance for every emoji
    /// (2550 of 2048 units, as fontTools reads its hmtx table).
    func testTheColourBitmapFontOpensWithItsAdvances() throws {
        let face = try FontFace(path: Self.notoEmoji)
        XCTAssertEqual(face.familyName, "Noto Color Emoji")
        XCTAssertEqual(face.unitsPerEm, 2048)
        XCTAssertTrue(face.covers("\u{1F600}"))
        XCTAssertEqual(face.width(of: "\u{1F600}", size: 2048), 2550)
        XCTAssertEqual(face.width(of: "\u{1F44B}\u{1F3FD}", size: 2048), 2550, "a skin-tone sequence is one glyph")
    }

    /// An emoji in a system-font label is Apple Color Emoji's advance, 1.12 em, plus the font's
    /// tracking (none at 24 pt, where Inter Display stands in): the one-emoji 24 pt labels
    /// Interface Builder stored 27 pt wide at 2× and 3× measure 27 pt rounded up to either pixel.
    func testAnEmojiInTheSystemFontIsAsWideAsInterfaceBuilderStoredIt() throws {
        let font = try FontBook().font(size: 24)
        let width = Typesetter(font: font).line("\u{1F600}").width
        XCTAssertEqual(width, 24 * SystemFont.emojiAdvance + font.tracking, accuracy: 0.01)
        XCTAssertEqual((width * 2).rounded(.up) / 2, 27)
        XCTAssertEqual((width * 3).rounded(.up) / 3, 27)
        XCTAssertEqual(font.cascade.emojiFace?.familyName, "Noto Color Emoji")
    }

    /// What presents as emoji goes to the emoji font before the text font; digits, text symbols
    /// and letters stay with the text font, and a keycap or "❤️" (with U+FE0F) goes to emoji.
    func testOnlyWhatPresentsAsEmojiIsDrawnByTheEmojiFont() throws {
        let font = try FontBook().font(size: 17)
        let emoji = try XCTUnwrap(font.cascade.emojiFace)
        func faces(_ text: String) -> Set<Int> { Set(Typesetter(font: font).line(text).glyphs.map(\.glyph.face)) }
        XCTAssertEqual(faces("\u{1F600}"), [emoji.serial])
        XCTAssertEqual(faces("\u{1F1EF}\u{1F1F5}"), [emoji.serial], "a flag")
        XCTAssertEqual(faces("1\u{FE0F}\u{20E3}"), [emoji.serial], "a keycap")
        XCTAssertEqual(faces("\u{2764}\u{FE0F}"), [emoji.serial])
        XCTAssertEqual(faces("A1#©"), [font.primary.serial])
    }
}
