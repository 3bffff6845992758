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
    /// A row laid out: the frames its constraints give the views they place, in their
    /// superviews; the `contentView`'s size; what the solve reported; and the widths it gave
    /// views whose height depends on their width, which a layout of the same row at its final
    /// size starts from.
    struct Laid {
        var frames: [(node: Int, frame: Rect)]
        var size: Size
        var diagnostics: [Diagnostic]
        var widths: [Int: Double]
    }

    /// The row laid out; `rules.solved` holds the rows' systems solved before, which this row
    /// starts from when only constants differ. `margins` replaces the `contentView`'s layout
    /// margins (a table's follow its width, known only now). `widths`: what a fit of this row
    /// just before gave its height-for-width views (`Laid.widths`), as UIKit lays a fitted cell
    /// out at its row's size with its labels' widths already set.
    static func layOut(_ row: RowSystem, width: Double, height: Double?, fitsWidth: Bool = false, margins: EdgeInsets?, content: ContentSizes,
                       rules: SolveRules, widths known: [Int: Double] = [:]) -> Laid {
        var scene = row.scene
        if let margins {
            var nodes = row.scene.nodes
            nodes[0] = nodes[0].with(view: nodes[0].view.with(layoutMargins: margins))
            scene = row.scene.with(nodes: nodes)
        }
        let rowContent = content.subset(row.nodes)
        let lowered = Lowering.lower(scene, content: rowContent, scale: content.scale)
        let rowRules = SolveRules(strict: rules.strict, pivotLimit: rules.pivotLimit, solved: rules.solved)
        let result: LayoutResult, fitted: Size, widths: [Int: Double]
        if let height {
            let viewport = Viewport(name: nil, size: Size(width: width, height: height), scale: content.scale, location: scene.location)
            (result, widths) = LayoutPass.run(lowered, viewport: viewport, strict: rules.strict, pivotLimit: rules.pivotLimit, content: rowContent,
                                              solved: rules.solved, design: nil, strictFrames: false, widths: known, placesText: false)
            fitted = Size(width: width, height: height)
        } else {
            // One settle with the height free gives the fitted frames and height together.
            (result, fitted, widths) = LayoutPass.runFitted(lowered, width: width, fitsWidth: fitsWidth, rules: rowRules, content: rowContent)
        }
        let placed = Lowering.placedByConstraints(row.scene)
        var frames: [(node: Int, frame: Rect)] = []
        for k in row.nodes.indices.dropFirst(1 + row.builtIn) where placed[k] {
            frames.append((row.nodes[k], result.geometry[k].untransformedFrame))
        }
        return Laid(frames: frames, size: fitted, diagnostics: result.diagnostics, widths: widths)
    }
}
