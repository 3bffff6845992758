@testable import SceneFrontEnd
@testable import XMLReading
import XCTest

/// Lines and columns of byte offsets, against a count of the text's own lines and scalars.
final class LineTableTests: XCTestCase {
    /// The line and column of the scalar starting at each scalar boundary, counted the plain way.
    private func expected(_ text: String) -> [(offset: Int, line: Int, column: Int)] {
        var result: [(Int, Int, Int)] = []
        var (offset, line, column) = (0, 1, 1)
        for scalar in text.unicodeScalars {
            result.append((offset, line, column))
            offset += String(scalar).utf8.count
            if scalar == "\n" { (line, column) = (line + 1, 1) } else { column += 1 }
        }
        result.append((offset, line, column))
        return result
    }

    func testColumnsCountScalarsInEveryScriptAtEveryOffset() {
        let texts = [
            "<scene>\n  <label text=\"こんにちは、世界\" frame=\"0 0 100 20\"/>\n</scene>",
            "<label text=\"안녕하세요 여러분, 반갑습니다\"/><label text=\"👩‍👩‍👧 e\u{301}\"/>",
            String(repeating: "ab日本語cd한국어ef", count: 40),  // long lines: many eight-byte words
            String(repeating: "x", count: 100) + "\n" + String(repeating: "é", count: 50) + "\n\n" + "tail",
            (0..<60).map { "<v\($0)/>" + String(repeating: "\n", count: $0 % 12) }.joined(),  // runs of blank lines
        ]
        for text in texts {
            let bytes = Array(text.utf8)
            let positions = expected(text)
            // In order, as a document is walked, and then out of order, as a later stage asks.
            var table = LineTable(bytes: bytes, file: "t.xml")
            for p in positions {
                let location = table.location(at: p.offset)
                XCTAssertEqual([location.line, location.column], [p.line, p.column], "offset \(p.offset) of \(text.prefix(20))")
            }
            // Forward in strides, so that the target is some lines past the cursor's.
            for stride in [2, 3, 7, 9, 10, 25] {
                var skipping = LineTable(bytes: bytes, file: "t.xml")
                for p in positions.enumerated().filter({ $0.offset % stride == 0 }).map(\.element) {
                    let location = skipping.location(at: p.offset)
                    XCTAssertEqual([location.line, location.column], [p.line, p.column], "offset \(p.offset), every \(stride)th")
                }
            }
            var again = LineTable(bytes: bytes, file: "t.xml")
            for p in positions.reversed() {
                let location = again.location(at: p.offset)
                XCTAssertEqual([location.line, location.column], [p.line, p.column], "offset \(p.offset), backwards")
            }
        }
    }
}
