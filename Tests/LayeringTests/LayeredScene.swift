import Geometry
import Layout
import LayoutTestSupport
import RenderTree
import SceneModel

@testable import Layering

/// A scene parsed, laid out at its first viewport (`LaidOutScene`) and layered.
struct LayeredScene {
    let laidOut: LaidOutScene
    let tree: RenderTree

    init(_ text: String, limits: ResourceLimits = .standard, file: StaticString = #filePath, line: UInt = #line) throws {
        laidOut = try LaidOutScene(text, limits: limits, file: file, line: line)
        tree = LayeringPass.run(laidOut.scene, layout: laidOut.layout)
    }

    var scene: Scene { laidOut.scene }
    var layout: LayoutResult { laidOut.layout }
    func index(_ id: String) -> Int { laidOut.index(id) }
    func geometry(_ id: String) -> Placement { laidOut.geometry(id) }
    func renderNode(_ id: String) -> RenderNode? { tree.nodes.first { $0.name == id } }

    /// Names in painting order (unnamed nodes left out).
    var paintedNames: [String] { tree.paintOrder.compactMap { tree.nodes[$0].name } }
}
