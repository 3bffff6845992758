import SceneModel
import XCTest

@testable import SceneFrontEnd

/// Each view and layer class, declared once in Kinds/, reaches the schema and the model whole.
final class KindSyntaxTests: XCTestCase {
    /// Messages name a node by its kind's raw value (`<label>`), so it must be the element's name.
    func testEachKindIsOneElementNamedAfterItsKind() {
        let kinds = SceneSchema.kinds
        XCTAssertEqual(kinds.map(\.element), kinds.map(\.kind.rawValue))
        XCTAssertEqual(Set(kinds.map(\.element)).count, kinds.count, "one declaration per element")
        for (index, element) in SceneSchema.elements.enumerated() {
            XCTAssertEqual(SceneSchema.kind(at: index)?.element, kinds.contains { $0.element == element.name } ? element.name : nil)
        }
    }

    /// A node written with no attribute has its payload's defaults and its class's shared ones.
    func testANodeStartsAtItsKindsDefaults() throws {
        // A table's cell is written in a section of a table, as nowhere else.
        let elements = SceneSchema.kinds.map(\.element).filter { $0 != "tableViewCell" && $0 != "tableView" }
        let table = "<tableView id=\"tableView\"><section><tableViewCell id=\"tableViewCell\"/></section></tableView>"
        let (scene, diagnostics) = parse("<scene width=\"10\" height=\"10\">" + elements.map { "<\($0) id=\"\($0)\"/>" }.joined() + table + "</scene>")
        XCTAssertEqual(diagnostics, [])
        let expected: [String: NodeContent] = [
            "view": .view, "layer": .layer, "imageView": ImageProperties().content, "label": TextContent().content,
            "button": ButtonProperties().content, "flow": FlowProperties().content, "stackView": StackProperties().content,
            "scrollView": ScrollProperties().content, "gradientLayer": GradientLayerProperties().content,
            "shapeLayer": ShapeLayerProperties().content, "tableView": TableViewProperties().content,
            "tableViewCell": TableCellProperties().content,
        ]
        XCTAssertEqual(Set(expected.keys), Set(SceneSchema.kinds.map(\.element)))
        for (id, content) in expected {
            let node = try XCTUnwrap(node(scene, id))
            XCTAssertEqual(node.content, content, id)
            XCTAssertEqual(node.view.isUserInteractionEnabled, !["label", "imageView"].contains(id), id)
            XCTAssertEqual(node.layer.masksToBounds, id == "scrollView" || id == "tableView", id)
        }
    }

    /// A kind's attribute changes its one property of the payload and leaves the others at UIKit's.
    func testAnAttributeWritesIntoThePayload() throws {
        let (scene, diagnostics) = parse("""
            <scene width="10" height="10"><stackView id="s" spacing="-4"/><button id="b" tintColor="red"/></scene>
            """)
        XCTAssertEqual(diagnostics, [])
        var stack = StackProperties()
        stack.spacing = -4
        XCTAssertEqual(node(scene, "s")?.stack, stack)
        var button = ButtonProperties()
        button.title.color = try XCTUnwrap(SystemColor.named("red"))
        XCTAssertEqual(node(scene, "b")?.button, button)
    }
}
