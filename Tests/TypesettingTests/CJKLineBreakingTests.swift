import Foundation
import Typesetting
import XCTest

/// Japanese and Korean line breaking, against the rules written out by hand: a line may break
/// between any two ideographs or kana, never before closing punctuation, small kana or ー, never
/// after an opening bracket (the basic kinsoku rules of JIS X 4051), and Korean only at spaces,
/// as UILabel keeps Hangul words whole. Noto Sans CJK draws every ideograph and kana 1 em wide,
/// so at 10 pt each is 10 points and the expectations count columns.
final class CJKLineBreakingTests: XCTestCase {
    static let size = 10.0
    var setter: Typesetter!
    var japanese: FontFace!
    var korean: FontFace!
    var mono: FontFace!

    override func setUpWithError() throws {
        let book = FontBook()
        let system = try book.font(family: "system", size: Self.size)
        // The emoji face comes first when installed; the Korean face, then the Japanese one, follow.
        let cjk = system.cascade.fallbacks.filter { !$0.emojiOnly }
        japanese = cjk[1].face
        korean = cjk[0].face
        // DejaVu Sans Mono (1233 units a character) for Latin, Noto Sans CJK behind it, no tracking.
        mono = try Fonts.face(Fonts.sansMono)
        setter = Typesetter(font: Font(cascade: FontCascade(primary: mono, fallbacks: system.cascade.fallbacks),
                                       size: Self.size, tracking: 0, metrics: mono.metrics(size: Self.size)))
    }

    /// Room for n full-width characters, a little generous so a fit never hinges on the last bit.
    func room(_ n: Double) -> Double { n * Self.size + 1 }

    func lines(_ text: String, _ columns: Double) -> [String] {
        setter.layout(text, maxWidth: room(columns), numberOfLines: 0, lineBreakMode: .byWordWrapping).lines.map(\.text)
    }

    func testIdeographsAndKanaBreakAnywhere() {
        XCTAssertEqual(lines("あいうえおかきくけこ", 4), ["あいうえ", "おかきく", "けこ"])
        XCTAssertEqual(lines("重なり順に苦しんだ話", 3), ["重なり", "順に苦", "しんだ", "話"])
    }

    func testClosingPunctuationNeverStartsALine() {
        // "。" would start the second line; "う" goes down with it.
        XCTAssertEqual(lines("あいう。えお", 3), ["あい", "う。え", "お"])
        XCTAssertEqual(lines("あいう、えお", 3), ["あい", "う、え", "お"])
        // Small kana and the long vowel mark stay with what precedes them.
        XCTAssertEqual(lines("ラーメン", 2), ["ラー", "メン"])
        XCTAssertEqual(lines("あいっぱ", 2), ["あ", "いっ", "ぱ"])
        XCTAssertEqual(lines("あい」うえ", 2), ["あ", "い」", "うえ"])
    }

    func testOpeningBracketNeverEndsALine() {
        XCTAssertEqual(lines("あい「うえ」お", 3), ["あい", "「う", "え」お"])
    }

    func testLatinNextToIdeographsBreaksBetweenThem() {
        // Latin is 1233/2048 em in the mono face: "iOS" is 18.06 pt, "開発" 20 pt.
        let block = setter.layout("iOS開発", maxWidth: 30, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        XCTAssertEqual(block.lines.map(\.text), ["iOS開", "発"])
        XCTAssertEqual(setter.layout("iOS開発", maxWidth: 25, numberOfLines: 0, lineBreakMode: .byWordWrapping).lines.map(\.text),
                       ["iOS", "開発"], "a Latin word is not split when the break before the ideograph is there")
    }

    /// Korean breaks at spaces, however narrow: a word moves whole to the next line.
    func testKoreanBreaksAtSpacesOnly() {
        let text = "김종권의 iOS 앱 개발 알아가기"
        let hangul = setter.line("가").width
        for columns in stride(from: 4.0, through: 12, by: 1) {
            let width = columns * hangul + 1
            let block = setter.layout(text, maxWidth: width, numberOfLines: 0, lineBreakMode: .byWordWrapping)
            let words = text.split(separator: " ").map(String.init)
            XCTAssertEqual(block.lines.flatMap { $0.text.split(separator: " ").map(String.init) }, words,
                           "every line is whole words at \(columns) syllables")
        }
    }

    /// Each character comes from the first face of the cascade that has it: Latin from the chosen
    /// face, kana and ideographs from the Japanese face, Hangul from the Korean one.
    func testFallbackFacesDrawWhatThePrimaryLacks() throws {
        let line = setter.line("aあ한")
        XCTAssertEqual(line.glyphs.map(\.glyph.face), [mono.serial, japanese.serial, korean.serial])
        XCTAssertEqual(line.width, 1233.0 / 2048 * Self.size + Self.size + setter.line("한").width, accuracy: 1e-9)
        XCTAssertFalse(line.glyphs.contains { $0.glyph.id == 0 }, "no .notdef box")
    }
}
