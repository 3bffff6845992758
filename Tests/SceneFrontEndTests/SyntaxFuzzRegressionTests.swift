import TestSupport
import XCTest

/// Every input the `fuzz-expression` target ever broke (Tests/Fuzz/Regressions/expression) and
/// its hand-written seeds (Tests/Fuzz/Corpus/expression), through the same checks it runs.
final class SyntaxFuzzRegressionTests: XCTestCase {
    func testRegressionsAndSeedsHoldEveryProperty() throws {
        let inputs = try FuzzInputs.files(in: "Tests/Fuzz/Regressions/expression") + FuzzInputs.files(in: "Tests/Fuzz/Corpus/expression")
        XCTAssertFalse(inputs.isEmpty)
        for path in inputs {
            let text = String(decoding: try FuzzInputs.bytes(path), as: UTF8.self)
            XCTAssertEqual(SyntaxFuzzCheck.violations(text), [], path)
        }
    }

    /// The check itself: it must see what it is there to see.
    func testTheCheckAcceptsSoundResults() {
        XCTAssertEqual(SyntaxFuzzCheck.violations("-(superview.width - 8) / 2"), [])
        XCTAssertEqual(SyntaxFuzzCheck.violations("a.width == 0.5 * b.width + 10 @750"), [])
        XCTAssertEqual(SyntaxFuzzCheck.violations("rotate(45deg) scale(2)"), [])
    }
}
