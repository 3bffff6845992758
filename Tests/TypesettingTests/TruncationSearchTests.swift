import TestSupport
import XCTest

@testable import Typesetting

/// The truncating modes find their cut by halving (`TruncationSearch`): a hostile font that
/// widens every line shaped with "…" costs a logarithmic number of shapings, and ordinary fonts
/// get exactly the cuts of trying each in turn.
final class TruncationSearchTests: XCTestCase {
    /// `Fixtures/widening-ellipsis.ttf` (made by `make_widening_font.py` beside it): letters 1
    /// unit wide, and a "…" next to a letter 30,000 units wide, so no cut but the last fits.
    private func hostileFace() throws -> FontFace {
        try Fonts.face(Repository.path("Tests/TypesettingTests/Fixtures/widening-ellipsis.ttf"))
    }

    /// 4,000 letters fit a 300-point line by the paragraph's widths; a second paragraph that
    /// one line drops makes the first truncated. Trying each cut in turn shaped the line about
    /// 4,000 times in each mode; halving shapes it at most `2 + log₂ 4,000` (14) times, plus
    /// the paragraphs and the "…" measured alone.
    func testAHostileFontIsShapedLogarithmicallyOften() throws {
        let face = try hostileFace()
        let setter = Typesetter(face: face, size: 17)
        let text = String(repeating: "a", count: 4_000) + "\nb"
        for mode in [LineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle] {
            let before = face.shapingCalls
            let block = setter.layout(text, maxWidth: 300, numberOfLines: 1, lineBreakMode: mode)
            let shapings = face.shapingCalls - before
            XCTAssertEqual(block.lines.map(\.text), ["…"], "\(mode): no letter fits beside the widened \"…\"")
            XCTAssertLessThanOrEqual(shapings, 14 + 3, "\(mode) shaped \(shapings) times")
        }
    }

    /// A line the paragraph's widths already fit is shaped once, as before: the first cut.
    func testALineThatFitsIsShapedOnce() throws {
        let face = try Fonts.face(Fonts.sans)
        let setter = Typesetter(face: face, size: 17)
        let before = face.shapingCalls
        let block = setter.layout("Hello World, hello again", maxWidth: 80, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        XCTAssertTrue(block.lines[0].text.hasSuffix("…"))
        // The paragraph, the "…" alone, and the line.
        XCTAssertEqual(face.shapingCalls - before, 3)
    }

    private static let texts = [
        "Hello World, hello again",
        "AVATAR To Wa, LT Ty AVAVAV   and    spaces",
        "office fluff: fi fl ffi, “quotes” — dashes – and AVA WAVE Tokyo Yo. 1,234.56 → done",
        "e\u{301}te\u{301} cafe\u{301} nai\u{308}ve, ﬁne print in well-known state-of-the-art text",
        "[iOS]枠線の上にViewを乗せようとしたらviewとlayerの重なり順に苦しんだ話",
        "레이아웃 엔진을 연결하는 방법: 최대 너비는 어떻게 알까?",
        "A label that wraps cannot know its height until it knows its width, and the width comes from its neighbours.",
        "WWWWWWWWWW iiiiiiiiii ..........  Ty.Ty.Ty.",
    ]

    /// On the test fonts each mode cuts where trying the cuts in turn (the search this replaced,
    /// kept below) cuts: the same text at the same width, for many texts, widths and starts.
    func testHalvingCutsWhereTryingEachCutInTurnDoes() throws {
        let book = FontBook()
        let fonts = [try book.font(family: "system", size: 17), try book.font(family: "system", weight: .semibold, size: 13),
                     Font(face: try Fonts.face(Fonts.sans), size: 15), Font(face: try Fonts.face(Fonts.serif), size: 11)]
        var compared = 0
        for font in fonts {
            let setter = Typesetter(font: font)
            for text in Self.texts {
                var paragraph = Paragraph()
                for character in text { paragraph.append(character) }
                paragraph.measure(with: font)
                for start in [0, 3] where start < paragraph.count {
                    for width in stride(from: -5.0, through: 400, by: 9) {
                        let fits: (Double) -> Bool = { $0 <= width }
                        XCTAssertEqual(setter.truncateTail(paragraph, from: start, fits: fits),
                                       setter.linearTail(paragraph, from: start, fits: fits), "tail \(width): \(text)")
                        XCTAssertEqual(setter.truncateHead(paragraph, from: start, fits: fits),
                                       setter.linearHead(paragraph, from: start, fits: fits), "head \(width): \(text)")
                        XCTAssertEqual(setter.truncateMiddle(paragraph, from: start, fits: fits),
                                       setter.linearMiddle(paragraph, from: start, fits: fits), "middle \(width): \(text)")
                        compared += 3
                    }
                }
            }
        }
        XCTAssertGreaterThan(compared, 8_000)
    }
}

/// The searches the truncating modes made before they halved: each cut tried in turn, one
/// shaping per character given back. The reference the halving must agree with.
private extension Typesetter {
    var ellipsis: String { "\u{2026}" }

    func linearTail(_ paragraph: Paragraph, from start: Int, fits: (Double) -> Bool) -> TextLine {
        let ellipsisWidth = line(ellipsis).width
        var keep = start
        for k in start..<paragraph.count where !paragraph.isSpace(k) {
            guard fits(paragraph.width(start, k + 1) + ellipsisWidth) else { break }
            keep = k + 1
        }
        var result = line(paragraph.text(start, keep) + ellipsis)
        while !fits(result.width) && keep > start {
            keep = paragraph.visibleEnd(start, keep - 1)
            result = line(paragraph.text(start, keep) + ellipsis)
        }
        return result
    }

    func linearHead(_ paragraph: Paragraph, from start: Int, fits: (Double) -> Bool) -> TextLine {
        let ellipsisWidth = line(ellipsis).width
        let end = paragraph.visibleEnd(start, paragraph.count)
        var keep = end
        var k = end - 1
        while k >= start {
            if !paragraph.isSpace(k) {
                guard fits(ellipsisWidth + paragraph.width(k, end)) else { break }
                keep = k
            }
            k -= 1
        }
        var result = line(ellipsis + paragraph.text(keep, end))
        while !fits(result.width) && keep < end {
            keep += 1
            while keep < end && paragraph.isSpace(keep) { keep += 1 }
            result = line(ellipsis + paragraph.text(keep, end))
        }
        return result
    }

    func linearMiddle(_ paragraph: Paragraph, from start: Int, fits: (Double) -> Bool) -> TextLine {
        let ellipsisWidth = line(ellipsis).width
        let end = paragraph.visibleEnd(start, paragraph.count)
        var head = start
        var tail = end
        while head < tail {
            let growHead = paragraph.width(start, head) <= paragraph.width(tail, end)
            let (h, t) = growHead ? (head + 1, tail) : (head, tail - 1)
            guard fits(ellipsisWidth + paragraph.width(start, h) + paragraph.width(t, end)) else { break }
            (head, tail) = (h, t)
        }
        func shaped(_ head: Int, _ tail: Int) -> TextLine {
            var after = tail
            while after < end && paragraph.isSpace(after) { after += 1 }
            return line(paragraph.text(start, paragraph.visibleEnd(start, head)) + ellipsis + paragraph.text(after, end))
        }
        var result = shaped(head, tail)
        while !fits(result.width) && (head > start || tail < end) {
            if head > start && (tail >= end || paragraph.width(start, head) > paragraph.width(tail, end)) { head -= 1 } else { tail += 1 }
            result = shaped(head, tail)
        }
        return result
    }
}
