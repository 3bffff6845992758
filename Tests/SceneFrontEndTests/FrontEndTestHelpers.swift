import SceneModel
import TestSupport
import XCTest

@testable import SceneFrontEnd

/// Parses scene text as the file `t.xml`.
func parse(_ text: String) -> (Scene?, [Diagnostic]) {
    SceneFrontEnd.parse(bytes: Array(text.utf8), path: "t.xml")
}

/// The rendered diagnostics for scene text.
func diagnostics(_ text: String) -> [String] {
    parse(text).1.map(\.rendered)
}

/// Asserts that marked scene text gives exactly these diagnostics, each at its marker.
func assertDiagnostics(
    _ marked: String, _ expected: [(marker: String, text: String)],
    file: StaticString = #filePath, line: UInt = #line
) {
    let m = MarkedText(marked)
    let want = expected.map { "\(m.location($0.marker, file: "t.xml")): \($0.text)" }
    XCTAssertEqual(diagnostics(m.source), want, file: file, line: line)
}

/// The one node with this id.
func node(_ scene: Scene?, _ id: String, file: StaticString = #filePath, line: UInt = #line) -> SceneNode? {
    let found = scene?.nodes.first { $0.id == id }
    XCTAssertNotNil(found, "no node '\(id)'", file: file, line: line)
    return found
}
