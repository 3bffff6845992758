import Geometry
import Layout
import SceneFrontEnd
import SceneModel
import XCTest

/// A scene parsed and laid out at its first viewport: what the tests of Layout read, and what
/// the tests of the stages after it start from. Errors in the scene text fail the calling test.
public struct LaidOutScene {
    public let scene: Scene
    public let layout: LayoutResult

    public init(_ text: String, limits: ResourceLimits = .standard, file: StaticString = #filePath, line: UInt = #line) throws {
        let (parsed, diagnostics) = SceneFrontEnd.parse(bytes: Array(text.utf8), path: "t.xml", limits: limits)
        XCTAssertFalse(diagnostics.hasErrors, diagnostics.map(\.rendered).joined(separator: "\n"), file: file, line: line)
        scene = try XCTUnwrap(parsed, file: file, line: line)
        layout = LayoutPass.run(scene, viewport: scene.viewports[0])
    }

    /// The index of the node with this id, or -1 when there is none.
    public func index(_ id: String) -> Int { scene.nodes.firstIndex { $0.id == id } ?? -1 }

    /// The placement of the node with this id.
    public func geometry(_ id: String) -> Placement { layout.geometry[index(id)] }
}
