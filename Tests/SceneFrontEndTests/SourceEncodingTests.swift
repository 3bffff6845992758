@testable import SceneFrontEnd
@testable import XMLReading
import XCTest

/// Where the first byte that is not UTF-8 text is found, at every place in a file: the check
/// reads plain ASCII a word at a time, and must stop on the right byte within a word.
final class SourceEncodingTests: XCTestCase {
    func testTheFirstBadByteIsFoundAtEveryOffset() {
        let text = Array("<scene width=\"10\" height=\"10\"><label text=\"日本語 한국어\"/></scene>".utf8)
        let bad: [(bytes: [UInt8], expected: String)] = [([0], "NUL byte"), ([0xFF], "not valid UTF-8"), ([0xC0, 0x80], "not valid UTF-8"),
                                                         ([0xED, 0xA0, 0x80], "not valid UTF-8"), ([0xE6, 0x97], "not valid UTF-8")]
        XCTAssertNil(SourceEncoding.problem(in: text))
        for (insert, kind) in bad {
            // From the third byte: a NUL as the second reads as UTF-16, which is reported as such.
            for offset in 2...text.count {
                // Only between whole characters: inside one, the character itself is cut.
                guard offset == text.count || text[offset] & 0xC0 != 0x80 else { continue }
                var bytes = text
                bytes.insert(contentsOf: insert, at: offset)
                guard let problem = SourceEncoding.problem(in: bytes) else {
                    XCTFail("\(insert) at \(offset): not found")
                    continue
                }
                XCTAssertEqual(problem.offset, offset, "\(insert) at \(offset)")
                XCTAssertTrue(problem.message.text.contains(kind), "\(insert) at \(offset): \(problem.message.text)")
            }
        }
    }
}
