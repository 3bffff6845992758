import Geometry
import Lowering
import Measurement
import SceneModel

/// One table row laid out alone, as `systemLayoutSizeFitting` sizes a self-sizing cell: its
/// `contentView` as the root of its own scene, at the row's width and either a fixed height or
/// the height its constraints settle on with the root's height pulled toward zero (a viewport
/// that fits its height, `UILayoutFittingCompressedSize`).
enum RowLayout {
    /// The frames the row's constraints give the views they place, in their superviews, with
    /// the `contentView`'s height and what the solve reported.
    static func layOut(_ row: RowSystem, width: Double, height: Double?, margins: EdgeInsets, content: ContentSizes,
                       rules: SolveRules) -> (frames: [(node: Int, frame: Rect)], height: Double, diagnostics: [Diagnostic]) {
        // The contentView's margins follow the table's width, known only now.
        var nodes = row.scene.nodes
        nodes[0] = nodes[0].with(view: nodes[0].view.with(layoutMargins: margins))
        let scene = row.scene.with(nodes: nodes)
        let viewport = Viewport(name: nil, size: Size(width: width, height: height ?? 0), fitsHeight: height == nil,
                                scale: content.scale, location: scene.location)
        let result = LayoutPass.run(scene, viewport: viewport, strict: rules.strict, pivotLimit: rules.pivotLimit,
                                    content: content.subset(row.nodes))
        let placed = Lowering.placedByConstraints(row.scene)
        var frames: [(node: Int, frame: Rect)] = []
        for k in row.nodes.indices.dropFirst(1 + row.builtIn) where placed[k] {
            frames.append((row.nodes[k], result.geometry[k].untransformedFrame))
        }
        return (frames, result.viewport.size.height, result.diagnostics)
    }
}
