import LayoutTestSupport
import SceneModel
import Typesetting
import XCTest

/// A character of label or button text that no font has is warned about, once per character
/// per scene, at its first use, and at most 20 characters are named.
final class MissingGlyphTests: XCTestCase {
    /// Code points no installed font maps: the last of plane 16's private use area, the last of
    /// the BMP's, and the 100 before plane 16's last. Checked against the default cascade first,
    /// so a font that covers one fails here rather than hiding the warning.
    private static let plane16 = Character(Unicode.Scalar(0x10FFFD)!)
    private static let bmpPrivate = Character(Unicode.Scalar(0xF8FF)!)
    private static let hundred = (0x10FF00..<0x10FF64).map { Character(Unicode.Scalar($0)!) }

    override func setUpWithError() throws {
        let font = try FontBook().font(family: "system", size: 17)
        for character in [Self.plane16, Self.bmpPrivate] + Self.hundred {
            XCTAssertTrue(font.cascade.lacksGlyph(for: character), "an installed font has \(character.unicodeScalars.first!)")
        }
    }

    private func warnings(_ body: String) throws -> [Diagnostic] {
        try LaidOutScene("<scene width=\"300\" height=\"300\">\n\(body)\n</scene>").layout.diagnostics.filter { $0.id == .missingGlyph }
    }

    func testEachMissingCharacterIsWarnedOnceAtItsFirstUse() throws {
        let found = try warnings("""
            <label frame="0 0 200 20" text="a&#x10FFFD;b&#x10FFFD;"/>
            <button frame="0 30 200 20" title="&#xF8FF; and &#x10FFFD;"/>
            <label frame="0 60 200 20" text="&#xF8FF;"/>
            """)
        XCTAssertEqual(found.map(\.rendered), [
            "t.xml:2:27: warning: no font has a glyph for U+10FFFD '\u{10FFFD}'; it is drawn as the font's missing-glyph box",
            "t.xml:3:29: warning: no font has a glyph for U+F8FF '\u{F8FF}'; it is drawn as the font's missing-glyph box",
        ])
    }

    /// 100 distinct missing characters: 20 named, and one warning that counts the other 80.
    func testTheWarningsAreBounded() throws {
        let text = Self.hundred.map { "&#x\(String($0.unicodeScalars.first!.value, radix: 16));" }.joined()
        let found = try warnings("<label frame=\"0 0 200 20\" text=\"\(text)\"/>")
        XCTAssertEqual(found.count, 21)
        XCTAssertEqual(found.last?.message, "and 80 more characters of the scene's text that no font has a glyph for")
        XCTAssertEqual(found.first?.message, "no font has a glyph for U+10FF00 '\u{10FF00}'; it is drawn as the font's missing-glyph box")
    }

    /// Controls, format characters and separators draw nothing of their own: never missing.
    func testCharactersThatDrawNothingAreNotWarned() throws {
        let found = try warnings("""
            <label frame="0 0 200 20" numberOfLines="0" text="a&#x200B;b&#x200E;c&#x9;d&#x2028;e&#xAD;f&#x2060;h&#xFE0F;"/>
            """)
        XCTAssertEqual(found.map(\.rendered), [])
    }

    /// A letter under more than 8 marks is named by its first 8 codes, so one warning stays short.
    func testALongClusterIsNamedByItsFirstCodes() throws {
        let marks = String(repeating: "&#x10FFFD;", count: 1) + String(repeating: "&#x301;", count: 50)
        let found = try warnings("<label frame=\"0 0 200 20\" text=\"\(marks)\"/>")
        XCTAssertEqual(found.map(\.message), [
            "no font has a glyph for U+10FFFD U+0301 U+0301 U+0301 U+0301 U+0301 U+0301 U+0301 …; it is drawn as the font's missing-glyph box",
        ])
    }
}
