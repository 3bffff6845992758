import Foundation
import SceneModel
import TestSupport
import XCTest

@testable import SceneFrontEnd

/// docs/SceneFormat.md documents every element, attribute and colour the front end accepts,
/// and nothing it rejects.
final class SceneFormatDocTests: XCTestCase {
    private var sections: [String: [String]] = [:]

    override func setUpWithError() throws {
        let text = try String(contentsOfFile: Repository.path("docs/SceneFormat.md"), encoding: .utf8)
        var current: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("#") {
                // "### `<view>`" names an element; "## Colours" the colour table.
                current = line.firstMatch(of: /`<(\w+)>`/).map { String($0.1) } ?? (line.hasPrefix("## Colours") ? "colours" : nil)
                if let current, sections[current] == nil { sections[current] = [] }
                continue
            }
            if let section = current, line.hasPrefix("| `"), let name = line.firstMatch(of: /^\| `(\w+)`/) {
                sections[section, default: []].append(String(name.1))
            }
        }
    }

    func testEveryElementAndAttributeIsDocumentedAndNothingElse() {
        XCTAssertEqual(Set(sections.keys.filter { $0 != "colours" }), Set(SceneSchema.elements.map(\.name)))
        for element in SceneSchema.elements {
            XCTAssertEqual(sections[element.name] ?? [], element.attributes.map(\.name), "the <\(element.name)> table, in schema order")
        }
    }

    func testEveryColourIsDocumentedWithItsValue() throws {
        XCTAssertEqual(sections["colours"], SystemColor.all.map(\.name))
        let text = try String(contentsOfFile: Repository.path("docs/SceneFormat.md"), encoding: .utf8)
        for (name, color) in SystemColor.all {
            XCTAssertTrue(text.contains("| `\(name)` | `\(color.hexRGB.uppercased())` |"), name)
        }
    }

    func testTheDocumentsExamplesCompileWithoutErrors() throws {
        let text = try String(contentsOfFile: Repository.path("docs/SceneFormat.md"), encoding: .utf8)
        let blocks = text.components(separatedBy: "```xml\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
        XCTAssertGreaterThanOrEqual(blocks.count, 5)
        for block in blocks {
            // Fragments are wrapped in a scene so that each example is checked by the real front end.
            let scene = block.contains("<scene") ? block : "<scene width=\"390\" height=\"844\">\n\(block)</scene>"
            let (_, diagnostics) = SceneFrontEnd.parse(bytes: Array(scene.utf8), path: "example.xml")
            XCTAssertFalse(diagnostics.hasErrors, diagnostics.map(\.rendered).joined(separator: "\n") + "\n" + block)
        }
    }
}
