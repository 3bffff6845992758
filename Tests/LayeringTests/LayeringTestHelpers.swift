import Geometry
import Layout
import RenderTree
import SceneFrontEnd
import SceneModel
import XCTest

@testable import Layering

/// A scene parsed, laid out at its first viewport and layered.
struct Pipeline {
    let scene: Scene
    let layout: LayoutResult
    let tree: RenderTree

    init(_ text: String, limits: ResourceLimits = .standard, file: StaticString = #filePath, line: UInt = #line) throws {
        let (parsed, diagnostics) = SceneFrontEnd.parse(bytes: Array(text.utf8), path: "t.xml", limits: limits)
        XCTAssertFalse(diagnostics.hasErrors, diagnostics.map(\.rendered).joined(separator: "\n"), file: file, line: line)
        scene = try XCTUnwrap(parsed, file: file, line: line)
        layout = LayoutPass.run(scene, viewport: scene.viewports[0])
        tree = LayeringPass.run(scene, layout: layout)
    }

    func index(_ id: String) -> Int { scene.nodes.firstIndex { $0.id == id } ?? -1 }
    func geometry(_ id: String) -> Placement { layout.geometry[index(id)] }
    func renderNode(_ id: String) -> RenderNode? { tree.nodes.first { $0.name == id } }

    /// Names in painting order (unnamed nodes left out).
    var paintedNames: [String] { tree.paintOrder.compactMap { tree.nodes[$0].name } }
}
