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
        // A date picker must be given its date: UIKit's default, now, would change the drawing.
        // A table's cell is written in a section of a table, as nowhere else; a collection view's likewise.
        let containers = ["tableViewCell", "tableView", "collectionViewCell", "collectionView"]
        let elements = SceneSchema.kinds.map(\.element).filter { !containers.contains($0) }
        let written = elements.map { $0 == "datePicker" ? "<datePicker id=\"datePicker\" date=\"2026-01-01T09:41\"/>" : "<\($0) id=\"\($0)\"/>" }
        let table = "<tableView id=\"tableView\"><section><tableViewCell id=\"tableViewCell\"/></section></tableView>"
            + "<collectionView id=\"collectionView\"><section><collectionViewCell id=\"collectionViewCell\"/></section></collectionView>"
        let (scene, diagnostics) = parse("<scene width=\"10\" height=\"10\">" + written.joined() + table + "</scene>")
        XCTAssertEqual(diagnostics, [])
        let expected: [String: NodeContent] = [
            "view": .view, "layer": .layer, "imageView": ImageProperties().content, "label": TextContent().content,
            "button": ButtonProperties().content, "flow": FlowProperties().content, "stackView": StackProperties().content,
            "scrollView": ScrollProperties().content, "gradientLayer": GradientLayerProperties().content,
            "shapeLayer": ShapeLayerProperties().content, "switch": SwitchProperties().content, "slider": SliderProperties().content,
            "stepper": StepperProperties().content, "segmentedControl": SegmentedControlProperties().content,
            "progressView": ProgressViewProperties().content, "activityIndicatorView": ActivityIndicatorProperties().content,
            "pageControl": PageControlProperties().content,
            "textField": TextFieldProperties().content,
            "textView": TextViewProperties().content, "navigationBar": NavigationBarProperties().content,
            "toolbar": ToolbarProperties().content, "tabBar": TabBarProperties().content,
            "barButtonItem": BarButtonItemProperties().content, "tabBarItem": TabBarItemProperties().content,
            "searchBar": SearchBarProperties().content, "datePicker": PickerDateDefault.content,
            "tableView": TableViewProperties().content,
            "tableViewCell": TableCellProperties().content,
            "collectionView": CollectionViewProperties().content, "collectionViewCell": CollectionCellProperties().content,
        ]
        XCTAssertEqual(Set(expected.keys), Set(SceneSchema.kinds.map(\.element)))
        for (id, content) in expected {
            let node = try XCTUnwrap(node(scene, id))
            XCTAssertEqual(node.content, content, id)
            XCTAssertEqual(node.view.isUserInteractionEnabled, !["label", "imageView"].contains(id), id)
            XCTAssertEqual(node.layer.masksToBounds, ["scrollView", "textView", "tableView", "collectionView"].contains(id), id)
        }
    }

    /// A kind's attribute changes its one property of the payload and leaves the others at UIKit's.
    func testAnAttributeWritesIntoThePayload() throws {
        let (scene, diagnostics) = parse("""
            <scene width="10" height="10"><stackView id="s" spacing="-4"/><button id="b" title="Go"/></scene>
            """)
        XCTAssertEqual(diagnostics, [])
        var stack = StackProperties()
        stack.spacing = -4
        XCTAssertEqual(node(scene, "s")?.stack, stack)
        var button = ButtonProperties()
        button.title.string = "Go"
        XCTAssertEqual(node(scene, "b")?.button, button)
    }
}

/// A date picker as `testANodeStartsAtItsKindsDefaults` writes it: UIKit's defaults and the date it must be given.
private enum PickerDateDefault {
    static var content: NodeContent {
        var picker = DatePickerProperties()
        picker.date = PickerDate(year: 2026, month: 1, day: 1, hour: 9, minute: 41)
        return picker.content
    }
}
