import Foundation
import TestSupport
import XCTest

@testable import Typesetting

/// A line cut from its paragraph's glyphs (where HarfBuzz marks both ends safe to break) is the
/// line its text shapes to alone: the same glyphs at the same places and the same width, for
/// Latin, Japanese and Korean text, at many widths, in fonts with and without tracking.
final class LineCuttingTests: XCTestCase {
    private static let texts: [String] = {
        var texts = (try? SystemFontMeasurementTests.labels().map(\.text)) ?? []
        texts += [
            "[iOS]枠線の上にViewを乗せようとしたらviewとlayerの重なり順に苦しんだ話",
            "[UIKit考察]AutoLayoutと他のレイアウトエンジンをどのように接続するか (最大の横幅はどうやって知る?)",
            "레이아웃 엔진을 연결하는 방법: 최대 너비는 어떻게 알까?",
            "A label that wraps cannot know its height until it knows its width, and the width comes from its neighbours.",
            "office fluff: fi fl ffi, “quotes” — dashes – and AVA WAVE Tokyo Yo. 1,234.56 → done",
            "e\u{301}te\u{301} cafe\u{301} nai\u{308}ve, ﬁne print in well-known state-of-the-art text",
        ]
        return texts
    }()

    func testCutLinesAreTheLinesShapedAlone() throws {
        let book = FontBook()
        let fonts = [try book.font(family: "system", size: 17), try book.font(family: "system", weight: .semibold, size: 13),
                     try book.font(family: "DejaVu Sans", size: 15)]
        var lines = 0
        for font in fonts {
            let setter = Typesetter(font: font)
            for text in Self.texts {
                for width in stride(from: 40.0, through: 320, by: 23) {
                    for line in setter.layout(text, maxWidth: width, numberOfLines: 0, lineBreakMode: .byWordWrapping).lines {
                        let alone = setter.line(line.text)
                        XCTAssertEqual(line.width, alone.width, "\(line.text)")
                        XCTAssertEqual(line.glyphs, alone.glyphs, "\(line.text)")
                        lines += 1
                    }
                }
            }
        }
        XCTAssertGreaterThan(lines, 5_000)
    }

    /// Most lines take the fast path: a paragraph's lines are cut, not shaped again.
    func testMostLinesAreCut() throws {
        let font = try FontBook().font(family: "system", size: 17)
        var cut = 0, total = 0
        for text in Self.texts {
            var paragraph = Paragraph()
            for character in text { paragraph.append(character) }
            paragraph.measure(with: font)
            // Every break a width of 120 pt would take: each word-wrapped line of the paragraph.
            for line in Typesetter(font: font).layout(text, maxWidth: 120, numberOfLines: 0, lineBreakMode: .byWordWrapping).lines {
                guard let start = Self.offset(of: line.text, in: text) else { continue }
                total += 1
                if paragraph.line(start, start + line.text.count) != nil { cut += 1 }
            }
        }
        print("line cutting: \(cut) of \(total) lines cut from their paragraph")
        XCTAssertGreaterThan(Double(cut), 0.7 * Double(total))
    }

    /// Where `line` starts in `text`, in characters.
    private static func offset(of line: String, in text: String) -> Int? {
        guard let range = text.range(of: line) else { return nil }
        return text.distance(from: text.startIndex, to: range.lowerBound)
    }
}
