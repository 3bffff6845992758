import Foundation
import Typesetting
import XCTest

/// Line breaking in DejaVu Sans Mono, where every ASCII character and "…" advance 1233 units
/// (pinned by OracleTests.testMonoAdvancesAreUniform), so a line of n characters is n columns wide
/// and every expectation below is countable by hand.
final class LineBreakingTests: XCTestCase {
    static let size = 10.0
    var setter: Typesetter!

    override func setUpWithError() throws {
        setter = Typesetter(face: try Fonts.face(Fonts.sansMono), size: Self.size)
    }

    /// The width of n monospace columns, computed the way the typesetter must: integers first, one scaling.
    func cols(_ n: Int) -> Double { Double(n * 1233) * Self.size / 2048 }

    /// A slightly generous width, so "fits in n columns" does not hinge on the last bit.
    func room(_ n: Int) -> Double { cols(n) + cols(1) / 4 }

    func lines(_ text: String, _ columns: Int?, lines limit: Int = 0, _ mode: LineBreakMode = .byWordWrapping) -> [String] {
        setter.layout(text, maxWidth: columns.map(room), numberOfLines: limit, lineBreakMode: mode).lines.map(\.text)
    }

    func testWrapsAtSpacesAndMeasuresLinesWithoutTrailingSpaces() {
        let block = setter.layout("The quick brown fox", maxWidth: room(10), numberOfLines: 0, lineBreakMode: .byWordWrapping)
        XCTAssertEqual(block.lines, [TextLine(text: "The quick", width: cols(9)), TextLine(text: "brown fox", width: cols(9))])
        XCTAssertEqual(block.width, cols(9))
        XCTAssertEqual(block.height, 2 * block.lineHeight)
        XCTAssertFalse(block.isTruncated)
        XCTAssertEqual(block.lineHeight, Double(1901 + 483) * Self.size / 2048)
    }

    func testExactFitIsAFit() {
        let block = setter.layout("abcde fghij", maxWidth: cols(5), numberOfLines: 0, lineBreakMode: .byWordWrapping)
        XCTAssertEqual(block.lines.map(\.text), ["abcde", "fghij"])
        XCTAssertEqual(setter.layout("abcde", maxWidth: cols(5), numberOfLines: 0, lineBreakMode: .byWordWrapping).lines.count, 1)
        XCTAssertEqual(setter.layout("abcde", maxWidth: cols(5).nextDown, numberOfLines: 0, lineBreakMode: .byWordWrapping).lines.map(\.text), ["abcd", "e"])
    }

    func testOverlongWordIsBrokenBetweenCharacters() {
        XCTAssertEqual(lines("abcdefghijklmnop", 5), ["abcde", "fghij", "klmno", "p"])
        // The word first moves to its own line, then splits there.
        XCTAssertEqual(lines("Hi supercalifragilistic", 6), ["Hi", "superc", "alifra", "gilist", "ic"])
        // Grapheme clusters stay whole: "e" + combining acute is one character.
        let accented = String(repeating: "e\u{301}", count: 4)
        let split = lines(accented, 2)
        XCTAssertEqual(split.joined(), accented)
        XCTAssertTrue(split.allSatisfy { $0.unicodeScalars.count % 2 == 0 }, "\(split)")
    }

    func testCharWrappingBreaksAnywhereAndSpacesStillHang() {
        XCTAssertEqual(lines("The quick brown", 6, .byCharWrapping), ["The qu", "ick br", "own"])
        XCTAssertEqual(lines("abcdef ghi", 6, .byCharWrapping), ["abcdef", "ghi"])
    }

    func testHardBreaks() {
        XCTAssertEqual(lines("a\nb\r\nc\rd\u{2028}e\u{2029}f", nil), ["a", "b", "c", "d", "e", "f"])
        XCTAssertEqual(lines("a\n\nb", nil), ["a", "", "b"])
        XCTAssertEqual(lines("a\n", nil), ["a"], "a trailing break opens no empty line")
        XCTAssertEqual(lines("\n", nil), [""])
        XCTAssertEqual(lines("one two\nthree four five", 10), ["one two", "three four", "five"])
        XCTAssertEqual(setter.layout("a\n\nb", maxWidth: nil, numberOfLines: 0, lineBreakMode: .byWordWrapping).height,
                       3 * setter.font.primary.metrics(size: Self.size).lineHeight)
    }

    func testUnlimitedWidthGivesOneLinePerParagraph() {
        let block = setter.layout("a very long line that never wraps\nsecond", maxWidth: nil, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        XCTAssertEqual(block.lines, [TextLine(text: "a very long line that never wraps", width: cols(33)), TextLine(text: "second", width: cols(6))])
        XCTAssertEqual(block.width, cols(33))
    }

    func testSpacesHangAtTheBreak() {
        let block = setter.layout("abc    def", maxWidth: room(5), numberOfLines: 0, lineBreakMode: .byWordWrapping)
        XCTAssertEqual(block.lines, [TextLine(text: "abc", width: cols(3)), TextLine(text: "def", width: cols(3))])
        // Inner and leading spaces count; trailing ones never do.
        XCTAssertEqual(setter.layout("  a b  ", maxWidth: nil, numberOfLines: 0, lineBreakMode: .byWordWrapping).lines,
                       [TextLine(text: "  a b", width: cols(5))])
        // Spaces alone never push a line over, however many there are.
        XCTAssertEqual(lines("abcde" + String(repeating: " ", count: 50) + "f", 5), ["abcde", "f"])
        // No-break space keeps words together.
        XCTAssertEqual(lines("ab\u{A0}cd ef", 5), ["ab\u{A0}cd", "ef"])
    }

    func testBreaksAfterHyphenInsideWords() {
        XCTAssertEqual(lines("well-known fact", 8), ["well-", "known", "fact"])
        XCTAssertEqual(lines("well-known", 20), ["well-known"])
        // Not before a digit (a minus sign) and not after a leading hyphen.
        XCTAssertEqual(lines("ab-12345", 4), ["ab-1", "2345"])
        XCTAssertEqual(lines("x -abcdef", 6), ["x", "-abcde", "f"])
        // Char wrapping ignores hyphens and breaks where the width runs out.
        XCTAssertEqual(lines("well-known", 7, .byCharWrapping), ["well-kn", "own"])
    }

    // "one two three four" in 9 columns wraps to "one two" / "three" / "four".
    static let three = "one two three four"

    func testNumberOfLinesPerMode() {
        XCTAssertEqual(lines(Self.three, 9), ["one two", "three", "four"])
        XCTAssertEqual(lines(Self.three, 9, lines: 3), ["one two", "three", "four"])
        XCTAssertEqual(lines(Self.three, 9, lines: 2, .byWordWrapping), ["one two", "three"])
        XCTAssertEqual(lines(Self.three, 9, lines: 2, .byCharWrapping), ["one two t", "hree four"])
        XCTAssertEqual(lines(Self.three, 9, lines: 2, .byClipping), ["one two", "three four"])
        XCTAssertEqual(lines(Self.three, 9, lines: 2, .byTruncatingTail), ["one two", "three fo…"])
        XCTAssertEqual(lines(Self.three, 9, lines: 2, .byTruncatingHead), ["one two", "…ree four"])
        XCTAssertEqual(lines(Self.three, 9, lines: 2, .byTruncatingMiddle), ["one two", "thre…four"])
        // Char wrapping needs only two lines for this text, so nothing is dropped there.
        XCTAssertFalse(setter.layout(Self.three, maxWidth: room(9), numberOfLines: 2, lineBreakMode: .byCharWrapping).isTruncated)
        for mode in LineBreakMode.allCases where mode != .byCharWrapping {
            let limited = setter.layout(Self.three, maxWidth: room(9), numberOfLines: 2, lineBreakMode: mode)
            XCTAssertTrue(limited.isTruncated, "\(mode)")
            XCTAssertEqual(limited.height, 2 * limited.lineHeight, "\(mode)")
            let all = setter.layout(Self.three, maxWidth: room(9), numberOfLines: 3, lineBreakMode: mode)
            XCTAssertFalse(all.isTruncated, "\(mode) keeps everything in three lines")
        }
    }

    func testTailTruncation() {
        let block = setter.layout("Hello World", maxWidth: room(8), numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        XCTAssertEqual(block.lines, [TextLine(text: "Hello W…", width: cols(8))])
        XCTAssertTrue(block.isTruncated)
        // Trailing spaces go before the ellipsis is added.
        XCTAssertEqual(lines("Hello World", 7, lines: 1, .byTruncatingTail), ["Hello…"])
        // Text that fits is left alone.
        XCTAssertEqual(lines("Hello", 8, lines: 1, .byTruncatingTail), ["Hello"])
        // Dropped paragraphs are signalled too, even when the kept line fits.
        XCTAssertEqual(lines("ab\ncd", 8, lines: 1, .byTruncatingTail), ["ab…"])
        XCTAssertEqual(lines("ab\ncd", nil, lines: 1, .byTruncatingTail), ["ab…"])
        // A single line that fits but is followed by nothing is not truncated.
        XCTAssertFalse(setter.layout("ab\n", maxWidth: room(8), numberOfLines: 1, lineBreakMode: .byTruncatingTail).isTruncated)
    }

    func testClippingKeepsTheWholeLastLine() {
        let block = setter.layout("Hello World", maxWidth: room(8), numberOfLines: 1, lineBreakMode: .byClipping)
        XCTAssertEqual(block.lines, [TextLine(text: "Hello World", width: cols(11))])
        XCTAssertTrue(block.isTruncated)
        XCTAssertEqual(block.width, cols(11), "a clipped line keeps its real width")
    }

    func testEllipsisAloneWhenNothingElseFits() {
        for width in [cols(1) / 2, 0, -5] {
            let block = setter.layout("Hello", maxWidth: width, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
            XCTAssertEqual(block.lines.map(\.text), ["…"], "\(width)")
            XCTAssertEqual(setter.layout("Hello", maxWidth: width, numberOfLines: 1, lineBreakMode: .byTruncatingHead).lines.map(\.text), ["…"])
            XCTAssertEqual(setter.layout("Hello", maxWidth: width, numberOfLines: 1, lineBreakMode: .byTruncatingMiddle).lines.map(\.text), ["…"])
        }
    }

    func testEmptyText() {
        for mode in LineBreakMode.allCases {
            let block = setter.layout("", maxWidth: room(5), numberOfLines: 1, lineBreakMode: mode)
            XCTAssertEqual(block.lines, [])
            XCTAssertEqual(block.width, 0)
            XCTAssertEqual(block.height, 0)
            XCTAssertFalse(block.isTruncated)
        }
    }

    func testDegenerateWidthsNeitherCrashNorLoop() {
        XCTAssertEqual(lines("ab", 0), ["a", "b"])
        XCTAssertEqual(setter.layout("a b", maxWidth: 0, numberOfLines: 0, lineBreakMode: .byWordWrapping).lines.map(\.text), ["a", "b"])
        XCTAssertEqual(setter.layout("ab c", maxWidth: -10, numberOfLines: 0, lineBreakMode: .byCharWrapping).lines.map(\.text), ["a", "b", "c"])
        // NaN is no constraint at all, like nil.
        XCTAssertEqual(setter.layout("ab cd", maxWidth: .nan, numberOfLines: 0, lineBreakMode: .byWordWrapping).lines.map(\.text), ["ab cd"])
        XCTAssertEqual(setter.layout("ab cd", maxWidth: .infinity, numberOfLines: 0, lineBreakMode: .byWordWrapping).lines.map(\.text), ["ab cd"])
        for mode in LineBreakMode.allCases {
            for width in [0, -1, Double.nan, .infinity, -.infinity, .leastNonzeroMagnitude] {
                let block = setter.layout("Hello there, world!\nx", maxWidth: width, numberOfLines: 2, lineBreakMode: mode)
                XCTAssertLessThanOrEqual(block.lines.count, 2, "\(mode) \(width)")
            }
        }
        XCTAssertEqual(lines(Self.three, 9, lines: -3), lines(Self.three, 9), "negative numberOfLines means unlimited")
    }

    /// Invariants on pseudo-random text: nothing lost or reordered, every line fits unless it is a
    /// single character, and each reported width is the face's own measure of the line.
    func testRandomTextKeepsEveryCharacterAndFits() {
        var seed: UInt64 = 0x2545F4914F6CDD1D
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        let alphabet = Array("abcdefghij-  ")
        for round in 0..<200 {
            let text = String((0..<next(60)).map { _ in alphabet[next(alphabet.count)] })
            let columns = 1 + next(12)
            for mode in [LineBreakMode.byWordWrapping, .byCharWrapping] {
                let block = setter.layout(text, maxWidth: room(columns), numberOfLines: 0, lineBreakMode: mode)
                let kept = block.lines.map(\.text).joined().filter { $0 != " " }
                XCTAssertEqual(kept, text.filter { $0 != " " }, "round \(round) \(mode) \(text.debugDescription)")
                for line in block.lines {
                    XCTAssertTrue(line.width <= room(columns) || line.text.count == 1, "\(line) over \(columns) columns")
                    XCTAssertEqual(line.width, setter.font.primary.width(of: line.text, size: Self.size))
                    XCTAssertFalse(line.text.hasSuffix(" "))
                }
            }
        }
    }

    /// Proportional text with kerning: truncated lines still measure what they show and fit.
    func testTruncationInAKernedFaceFits() throws {
        let sans = Typesetter(face: try Fonts.face(Fonts.sans), size: 17)
        for width in stride(from: 10.0, through: 120, by: 7) {
            for mode in [LineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle] {
                let block = sans.layout("AVATAR To Wa, LT Ty AVAVAV", maxWidth: width, numberOfLines: 1, lineBreakMode: mode)
                XCTAssertEqual(block.lines.count, 1)
                let line = block.lines[0]
                XCTAssertTrue(line.text.contains("…"), "\(mode) \(width)")
                XCTAssertEqual(line.width, sans.font.primary.width(of: line.text, size: 17))
                XCTAssertTrue(line.width <= width || line.text == "…", "\(mode) \(width): \(line)")
            }
        }
    }

    /// 1 MB of words; the time is printed for the record, not asserted (debug builds are slow).
    func testOneMegabyteLaysOutLinearly() {
        let words = ["lorem", "ipsum", "dolor", "sit", "amet,", "consectetur", "adipiscing", "elit"]
        var text = ""
        var i = 0
        while text.utf8.count < 1_000_000 {
            text += words[i % words.count]
            text += i % 97 == 96 ? "\n" : " "
            i += 1
        }
        let start = Date()
        let block = setter.layout(text, maxWidth: room(40), numberOfLines: 0, lineBreakMode: .byWordWrapping)
        let elapsed = Date().timeIntervalSince(start)
        let limitedStart = Date()
        let limited = setter.layout(text, maxWidth: room(40), numberOfLines: 3, lineBreakMode: .byTruncatingTail)
        let limitedElapsed = Date().timeIntervalSince(limitedStart)
        print("1 MB layout: \(block.lines.count) lines in \(String(format: "%.3f", elapsed)) s; 3-line tail truncation in \(String(format: "%.4f", limitedElapsed)) s")
        XCTAssertGreaterThan(block.lines.count, 25_000)
        XCTAssertEqual(limited.lines.count, 3)
        XCTAssertTrue(limited.lines[2].text.hasSuffix("…"))
    }
}
