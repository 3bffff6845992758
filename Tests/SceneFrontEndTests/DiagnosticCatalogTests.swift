import Foundation
import SceneModel
import TestSupport
import XCTest

@testable import SceneFrontEnd

/// The diagnostic ids are stable names in one form, docs/CLI.md lists exactly them, and the
/// front end tags its diagnostics with the id of their kind.
final class DiagnosticCatalogTests: XCTestCase {
    func testIDsAreUniqueKebabCaseNames() {
        let names = DiagnosticID.allCases.map(\.rawValue)
        XCTAssertEqual(Set(names).count, names.count, "two ids share a name")
        for name in names {
            XCTAssertNotNil(name.wholeMatch(of: /[a-z0-9]+(-[a-z0-9]+)*/), "'\(name)' is not kebab-case")
        }
    }

    /// The "Diagnostic ids" tables of docs/CLI.md, in order, each with the id's severity.
    func testCLIDocListsEveryIDWithItsSeverityAndNothingElse() throws {
        let text = try String(contentsOfFile: Repository.path("docs/CLI.md"), encoding: .utf8)
        guard let start = text.range(of: "### Diagnostic ids") else { return XCTFail("docs/CLI.md has no 'Diagnostic ids' section") }
        let section = text[start.upperBound...]
        let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
        var documented: [String] = []
        for line in section[..<end].split(separator: "\n") {
            guard let row = line.firstMatch(of: /^\| `([a-z0-9-]+)` \| (\w+)/) else { continue }
            documented.append("\(row.1) \(row.2)")
        }
        XCTAssertEqual(documented, DiagnosticID.allCases.map { "\($0.rawValue) \($0.severity.rawValue)" })
    }

    func testFrontEndDiagnosticsCarryTheIDOfTheirKind() {
        func ids(_ xml: String) -> [DiagnosticID] {
            SceneFrontEnd.parse(bytes: Array(xml.utf8), path: "t.xml").1.map(\.id)
        }
        XCTAssertEqual(ids(""), [.fileEmpty])
        XCTAssertEqual(ids("<scene width='10' height='10'><view></scene>"), [.xmlSyntax])
        XCTAssertEqual(ids("<scene width='10' height='10'><veiw/></scene>"), [.unknownElement])
        XCTAssertEqual(ids("<scene width='10' height='10'><view colour='red'/></scene>"), [.unknownAttribute])
        XCTAssertEqual(ids("<scene width='10' height='10'><view alpha='2'/></scene>"), [.invalidValue])
        XCTAssertEqual(ids("<scene width='10' height='10'><view id='a'/><view id='a'/></scene>"), [.duplicateID])
        XCTAssertEqual(ids("<scene width='10' height='10'><view spacingAfter='4'/></scene>"), [.spacingOutsideStack])
    }

    /// Each diagnostic's severity is its id's, but for the one kind `--strict` may raise.
    func testSeverityFollowsTheID() {
        let xml = "<scene width='10' height='10'><view id='a'/><view id='a' spacingAfter='4'/><veiw/></scene>"
        let diagnostics = SceneFrontEnd.parse(bytes: Array(xml.utf8), path: "t.xml").1
        XCTAssertFalse(diagnostics.isEmpty)
        for d in diagnostics { XCTAssertEqual(d.severity, d.id.severity, d.rendered) }
    }
}
