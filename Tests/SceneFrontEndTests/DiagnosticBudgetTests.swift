@testable import SceneModel
import TestSupport
import XCTest

@testable import SceneFrontEnd

/// What a file full of mistakes costs: a bounded number of diagnostics, each of bounded length.
final class DiagnosticBudgetTests: XCTestCase {
    private func scene(_ body: String) -> String { #"<scene width="10" height="10">"# + body + "</scene>" }

    func testAFileStopsAtTheErrorBudgetWithTooManyErrors() {
        let found = diagnostics(scene(String(repeating: "<veiw/>", count: 10_000)))
        XCTAssertEqual(found.count, DiagnosticLog.mostErrors + 1)
        XCTAssertTrue(found.dropLast().allSatisfy { $0.contains("error: unknown element <veiw>") })
        // At the first error not reported: the 101st `<veiw/>`, 7 bytes each after the 30-byte start tag.
        XCTAssertEqual(found.last, "t.xml:1:\(31 + 7 * DiagnosticLog.mostErrors): error: too many errors; scenec stops after 100 errors in one file")
    }

    func testTheLogKeepsEachDiagnosticOnceAndWarningsApart() {
        var log = DiagnosticLog()
        let error = Diagnostic.error(.duplicateID("a"), at: nil)
        for _ in 0..<1_000 { log.append(error) }
        XCTAssertEqual(log.diagnostics, [error])
        for i in 0..<150 { log.append(.warning(.zeroSizeLayer("l\(i)"), at: nil)) }
        XCTAssertEqual(log.diagnostics.count, 1 + DiagnosticLog.mostWarnings + 1)
        XCTAssertEqual(log.diagnostics.last?.id, .tooManyWarnings)
        XCTAssertFalse(log.isFull)
        for i in 0..<200 { log.append(.error(.duplicateID("b\(i)"), at: nil)) }
        XCTAssertTrue(log.isFull)
        XCTAssertEqual(log.diagnostics.filter { $0.severity == .error }.count, DiagnosticLog.mostErrors + 1)
    }

    /// Ten thousand missing parameters at each of many uses: one error a use, listing ten.
    func testMissingParametersAreOneErrorThatListsTen() {
        let names = (0..<10_000).map { "p\($0)" }
        let uses = (0..<300).map { #"<use component="C" id="u\#($0)"/>"# }.joined()
        let text = scene(#"<component name="C" parameters="\#(names.joined(separator: " "))"/>"# + uses)
        let found = diagnostics(text)
        XCTAssertEqual(found.count, DiagnosticLog.mostErrors + 1)
        let firstUse = text.utf8.count - uses.utf8.count - "</scene>".utf8.count + 1
        XCTAssertEqual(found.first?.split(separator: "\n").first.map(String.init),
                       "t.xml:1:\(firstUse): error: <use component=\"C\"> needs the parameters 'p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9' and 9990 more")
    }

    func testAnUnknownPlaceholderListsTenParameters() {
        let names = (0..<5_000).map { "p\($0)" }
        let found = diagnostics(scene(#"<component name="C" parameters="\#(names.joined(separator: " "))"><view id="{q}"/></component>"#))
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found[0].hasSuffix("its parameters are 'p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9' and 4990 more"), found[0])
    }

    func testLongNamesAreCutInMessages() {
        let name = String(repeating: "x", count: 8 << 20)
        let found = diagnostics(scene("<\(name)/>"))
        XCTAssertEqual(found, ["t.xml:1:31: error: unknown element <\(String(repeating: "x", count: 48))…>"])
    }

    func testACycleThroughManyComponentsListsTen() {
        let count = 500
        let components = (0..<count).map { #"<component name="C\#($0)"><use component="C\#(($0 + 1) % count)" id="u"/></component>"# }
        let found = diagnostics(scene(components.joined()))
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found[0].hasSuffix("'C0' uses 'C1' uses 'C2' uses 'C3' uses 'C4' uses 'C5' uses 'C6' uses 'C7' uses 'C8' uses 'C9' and 491 more"), found[0])
    }

    func testEveryMessageIsBounded() {
        let long = String(repeating: "é", count: 10_000)
        XCTAssertLessThanOrEqual(DiagnosticMessage.xmlSyntax(long).text.utf8.count, MessageText.longestMessage + 3)
        XCTAssertEqual(MessageText.bounded("short"), "short")
    }
}
