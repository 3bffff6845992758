import Foundation
import Geometry
import XCTest

/// The compiler trims white space without Foundation's Unicode tables; Foundation's own
/// `trimmingCharacters(in:)` is the oracle, over every scalar each set could hold.
final class WhitespaceTrimmingTests: XCTestCase {
    /// Every white space and line-break scalar Unicode has, with their neighbours and a few
    /// look-alikes that are not white space (a zero-width space, a word joiner, a BOM).
    private let candidates: [Unicode.Scalar] = {
        let values: [UInt32] = Array(0x00...0x21) + [0x7F, 0x84, 0x85, 0x86, 0xA0, 0xA1, 0x1680, 0x180E]
            + Array(0x2000...0x2030) + [0x205F, 0x2060, 0x3000, 0x3001, 0xFEFF]
        return values.compactMap(Unicode.Scalar.init)
    }()

    func testEveryCandidateAtEitherEndTrimsAsFoundationDoes() {
        for scalar in candidates {
            for text in ["\(scalar)a b\(scalar)", "\(scalar)\(scalar)x", "x\(scalar)", "\(scalar)", "\(scalar)\u{301}y"] {
                XCTAssertEqual(text.trimmingSpaces(), text.trimmingCharacters(in: .whitespaces),
                               "spaces, U+\(String(scalar.value, radix: 16))")
                XCTAssertEqual(text.trimmingSpacesAndNewlines(), text.trimmingCharacters(in: .whitespacesAndNewlines),
                               "spaces and newlines, U+\(String(scalar.value, radix: 16))")
            }
        }
    }

    func testInsideIsKeptAndSubstringsTrimToo() {
        XCTAssertEqual("  a \t b  ".trimmingSpaces(), "a \t b")
        XCTAssertEqual("\n a \n".trimmingSpaces(), "\n a \n")
        XCTAssertEqual("\n a \n".trimmingSpacesAndNewlines(), "a")
        XCTAssertEqual("".trimmingSpaces(), "")
        let text = "[ 12 ]"
        XCTAssertEqual(text.dropFirst().dropLast().trimmingSpaces(), "12")
        // Nothing to trim: the text comes back whole, a substring's own part only.
        XCTAssertEqual(text.dropFirst(2).dropLast(2).trimmingSpacesAndNewlines(), "12")
        XCTAssertEqual("a.top == b.top + 8".trimmingSpacesAndNewlines(), "a.top == b.top + 8")
        XCTAssertEqual("é ü".trimmingSpaces(), "é ü")
    }
}
