import Geometry
import Lowering
import Measurement
import SceneModel

/// One table row or collection view item laid out alone, as `systemLayoutSizeFitting` sizes a
/// self-sizing cell: its `contentView` as the root of its own scene, at the row's width and
/// either a fixed height or the height its constraints settle on with the root's height pulled
/// toward zero (a viewport that fits its height, `UILayoutFittingCompressedSize`); a
/// self-sizing item's width is pulled toward zero too, at most the width given.
enum RowLayout {
    /// The frames the row's constraints give the views they place, in their superviews, with
    /// the `contentView`'s size and what the solve reported; `rules.solved` holds the rows'
    /// systems solved before, which this row starts from when only constants differ. `margins`
    /// replaces the `contentView`'s layout margins (a table's follow its width, known only now).
    static func layOut(_ row: RowSystem, width: Double, height: Double?, fitsWidth: Bool = false, margins: EdgeInsets?, content: ContentSizes,
                       rules: SolveRules) -> (frames: [(node: Int, frame: Rect)], size: Size, diagnostics: [Diagnostic]) {
        var scene = row.scene
        if let margins {
            var nodes = row.scene.nodes
            nodes[0] = nodes[0].with(view: nodes[0].view.with(layoutMargins: margins))
            scene = row.scene.with(nodes: nodes)
        }
        let rowContent = content.subset(row.nodes)
        let lowered = Lowering.lower(scene, content: rowContent, scale: content.scale)
        let rowRules = SolveRules(strict: rules.strict, pivotLimit: rules.pivotLimit, solved: rules.solved)
        let result: LayoutResult, fitted: Size
        if let height {
            let viewport = Viewport(name: nil, size: Size(width: width, height: height), scale: content.scale, location: scene.location)
            result = LayoutPass.run(lowered, viewport: viewport, strict: rules.strict, pivotLimit: rules.pivotLimit, content: rowContent,
                                    solved: rules.solved)
            fitted = Size(width: width, height: height)
        } else {
            // One settle with the height free gives the fitted frames and height together.
            (result, fitted) = LayoutPass.runFitted(lowered, width: width, fitsWidth: fitsWidth, rules: rowRules, content: rowContent)
        }
        let placed = Lowering.placedByConstraints(row.scene)
        var frames: [(node: Int, frame: Rect)] = []
        for k in row.nodes.indices.dropFirst(1 + row.builtIn) where placed[k] {
            frames.append((row.nodes[k], result.geometry[k].untransformedFrame))
        }
        return (frames, fitted, result.diagnostics)
    }
}
