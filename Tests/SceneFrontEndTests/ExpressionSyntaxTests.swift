import XCTest

@testable import SceneFrontEnd

final class ExpressionSyntaxTests: XCTestCase {
    func testPrecedenceAndUnaryMinusInPostfix() throws {
        let items = try ExpressionSyntax.parse("-a.x + 2 * (b.width - 3) / 4").get()
        XCTAssertEqual(items, [
            .name("a", "x"), .negate, .number(2), .name("b", "width"), .number(3), .op("-"), .op("*"), .number(4), .op("/"), .op("+"),
        ])
    }

    func testMessages() {
        for (text, message) in [("", "the expression is empty"), ("1 +", "the expression ends with an operator"),
                                ("(1", "'(' without ')'"), ("1)", "')' without '('"), ("a", "'a' needs a frame value, such as 'a.width' or 'a.maxY'"),
                                ("1 2", "expected an operator before '2'"), ("*1", "expected a value before '*'"), ("1 % 2", "unexpected '%'")] {
            guard case .failure(let f) = ExpressionSyntax.parse(text) else { XCTFail(text); continue }
            XCTAssertEqual(f.message, message, text)
        }
        let deep = String(repeating: "(", count: 65) + "1" + String(repeating: ")", count: 65)
        guard case .failure(let f) = ExpressionSyntax.parse(deep) else { return XCTFail("65 nested parentheses") }
        XCTAssertEqual(f.message, "parentheses nest deeper than 64")
    }

    /// Token soup never traps the parser, and a 30,000-term expression parses without recursion.
    func testRandomAndLongInputNeverTraps() {
        var state: UInt64 = 11
        let pieces = ["a", ".", "x", "width", "(", ")", "+", "-", "*", "/", "1", "0.5", "1e3", " ", "superview", "self", "é", "..", "e", "9e999"]
        var parsed = 0
        for _ in 0..<20_000 {
            var text = ""
            state = state &* 6364136223846793005 &+ 1442695040888963407
            for k in 0..<Int(state >> 60) { text += pieces[Int((state >> UInt64(k * 5 % 50)) % UInt64(pieces.count))] }
            if case .success = ExpressionSyntax.parse(text) { parsed += 1 }
        }
        XCTAssertGreaterThan(parsed, 0)
        let long = (0..<30_000).map { _ in "1" }.joined(separator: " + ")
        XCTAssertEqual(try ExpressionSyntax.parse(long).get().count, 59_999)
    }
}
