import Geometry
import Lowering
import Measurement
import SceneModel
import Typesetting

/// Resolves every node's bounds, position and transform at one viewport.
///
/// The order is UIKit's: the root view takes the viewport's size; views are placed top-down
/// (a view's frame may follow its superview's bounds, known by then); then layers, whose frames
/// may follow any view's bounds, as `layoutSubviews` sets them once the views are laid out.
/// Views never sit inside plain layers, so the two passes need nothing from each other.
public enum LayoutPass {
    /// Lowers `scene` at the viewport's scale (``Lowering/lower(_:content:scale:)``), then lays
    /// it out (``run(_:viewport:strict:pivotLimit:content:solved:design:)``): the two stages
    /// composed, for a caller with one viewport.
    ///
    /// - Parameter content: the scene's measured content (text, flows); measured here with the
    ///   default fonts when not given, its diagnostics then joining the result's.
    public static func run(_ scene: Scene, viewport: Viewport, strict: Bool = false,
                           pivotLimit: Int = ResourceLimits.standard.solverPivots, content: ContentSizes? = nil,
                           solved: SolvedSystems? = nil, design: LayoutResult? = nil) -> LayoutResult {
        let measured = content ?? ContentSizes(scene, fonts: FontBook())
        let lowered = Lowering.lower(scene, content: measured, scale: viewport.scale)
        var result = run(lowered, viewport: viewport, strict: strict, pivotLimit: pivotLimit, content: measured, solved: solved, design: design)
        if content == nil { result.diagnostics = measured.diagnostics + result.diagnostics }
        return result
    }

    /// Lays a lowered scene out at `viewport`, whose scale must be the one it was lowered at.
    ///
    /// - Parameters:
    ///   - strict: breaking a constraint is an error rather than a warning.
    ///   - pivotLimit: the simplex pivots each constraint solve may make before it gives up
    ///     with an error (`ResourceLimits.solverPivots`).
    ///   - content: the scene's measured content (text, flows).
    ///   - solved: the systems solved for this scene's earlier viewports, which a solve here
    ///     starts from where its system differs only in constants, and which keeps this
    ///     viewport's for the next; nil: every solve from scratch.
    ///   - design: the scene laid out at its design viewport (its first), when
    ///     ``needsDesignLayout(_:at:)`` says this viewport needs it: a caller that lays out
    ///     several viewports computes it once and passes it to each. When it is needed and not
    ///     given, it is laid out here first, from scratch, lowered at its own scale.
    ///   - strictFrames: a view more than half a point from its `expectedFrame` is an error
    ///     rather than a warning (`--strict-frames`).
    public static func run(_ lowered: LoweredScene, viewport: Viewport, strict: Bool = false,
                           pivotLimit: Int = ResourceLimits.standard.solverPivots, content measured: ContentSizes,
                           solved: SolvedSystems? = nil, design: LayoutResult? = nil, strictFrames: Bool = false) -> LayoutResult {
        run(lowered, viewport: viewport, strict: strict, pivotLimit: pivotLimit, content: measured, solved: solved, design: design,
            strictFrames: strictFrames, widths: [:], placesText: true).layout
    }

    /// ``run(_:viewport:strict:pivotLimit:content:solved:design:strictFrames:)`` with the widths
    /// of views whose height depends on their width known before the first round (`widths`,
    /// from a layout of the same views just before, as a label keeps the width it was given):
    /// a layout that gives them the same widths settles in one round. The widths this layout
    /// gave them come back. Without `placesText` the layout's text is left unplaced, for a
    /// caller that reads only frames (a table row solved alone).
    static func run(_ lowered: LoweredScene, viewport: Viewport, strict: Bool, pivotLimit: Int, content measured: ContentSizes,
                    solved: SolvedSystems?, design: LayoutResult?, strictFrames: Bool, widths: [Int: Double],
                    placesText: Bool) -> (layout: LayoutResult, widths: [Int: Double]) {
        let scene = lowered.scene
        // Autoresizing masks stretch frames by how much each superview differs from its size in
        // the layout the scene was designed at. That layout needs none of its own, so laying it
        // out here goes one level deep.
        var designBounds: [Size]?
        if needsDesignLayout(scene, at: viewport), let first = scene.viewports.first {
            let layout = design ?? run(lowered.source, viewport: first, strict: strict, pivotLimit: pivotLimit, content: measured)
            designBounds = layout.geometry.map(\.bounds.size)
        }
        let rules = SolveRules(strict: strict, pivotLimit: pivotLimit, solved: solved, rows: lowered.rows)
        let output = runExpanded(scene, viewport: viewport, rules: rules, content: measured, designBounds: designBounds, widths: widths,
                                 placesText: placesText)
        var result = output.result
        result.diagnostics = lowered.diagnostics + result.diagnostics
        result.generatedConstraints = Array(lowered.generatedConstraints)
        result.layoutGuides = scene.layoutGuides
        result.diagnostics += ExpectedFrames.check(scene, result, viewport: viewport, strict: strictFrames)
        return (result, output.solvedWidths)
    }

    /// Whether laying `scene` out at `viewport` needs the layout at its design viewport, the
    /// first: autoresizing masks are relative to the superviews' sizes there, as a storyboard's
    /// are to the device it was designed on. The design viewport itself needs none (its masks
    /// resize nothing), nor does a scene without masks.
    public static func needsDesignLayout(_ scene: Scene, at viewport: Viewport) -> Bool {
        guard let design = scene.viewports.first, design != viewport else { return false }
        return scene.nodes.indices.contains { !scene.nodes[$0].view.autoresizingMask.isEmpty }
    }

    /// The layout at `viewport` (its height fitted first when it fits its height) of a scene
    /// whose stack views' constraints are expanded.
    private static func runExpanded(_ scene: Scene, viewport: Viewport, rules: SolveRules, content measured: ContentSizes,
                                    designBounds: [Size]?, widths: [Int: Double], placesText: Bool) -> PassOutput {
        // Sizes views measure for themselves round to this viewport's device pixels.
        let content = measured.atScale(viewport.scale)
        guard viewport.fitsHeight else {
            return settle(scene, viewport: viewport, rules: rules, content: content, designBounds: designBounds, widths: widths, placesText: placesText)
        }
        // The fitted viewport keeps the scale of the viewport as written, whatever its new height.
        let fitted = viewport.fitted(height: fittingHeight(scene, viewport: viewport, rules: rules, content: content))
        return settle(scene, viewport: fitted, rules: rules, content: content, designBounds: designBounds, placesText: placesText)
    }

    /// A lowered scene laid out once with its root's height pulled toward zero, and that height:
    /// `systemLayoutSizeFitting` for one table row (`RowLayout`). With `fitsWidth` its width is
    /// pulled toward zero too, at most `width`, as a self-sizing collection view item is sized,
    /// and the size returned is both. The frames are the fitted layout's; the root's own size in
    /// them is not the fitted one, as nothing reads it.
    static func runFitted(_ lowered: LoweredScene, width: Double, fitsWidth: Bool = false, rules: SolveRules,
                          content measured: ContentSizes) -> (layout: LayoutResult, size: Size, widths: [Int: Double]) {
        let content = measured.atScale(lowered.scale)
        let viewport = Viewport(name: nil, size: Size(width: width, height: 0), fitsHeight: true, fitsWidth: fitsWidth, scale: lowered.scale,
                                location: lowered.scene.location)
        let probe = settle(lowered.scene, viewport: viewport, rules: rules, content: content, designBounds: nil, placesText: false)
        var layout = probe.result
        layout.diagnostics = lowered.diagnostics + layout.diagnostics
        let fittedWidth = fitsWidth ? max(0, min(width, probe.rootWidth ?? width)) : width
        if let solved = probe.rootHeight { return (layout, Size(width: fittedWidth, height: max(0, solved)), probe.solvedWidths) }
        let bottoms = lowered.scene.nodes[Scene.rootIndex].children
            .filter { lowered.scene.nodes[$0].kind.isView && !lowered.scene.nodes[$0].layer.isHidden }
            .map { layout.geometry[$0].frame.maxY }
        return (layout, Size(width: fittedWidth, height: max(0, bottoms.max() ?? 0)), probe.solvedWidths)
    }

    /// The content's height at the viewport's width: what the constraints settle on with the
    /// root's height pulled toward zero at `fittingSizeLevel`, or, without constraints, the
    /// bottom of the root's lowest subview.
    static func fittingHeight(_ scene: Scene, viewport: Viewport, rules: SolveRules, content: ContentSizes) -> Double {
        // The viewport's height is 0 here, so a pass without constraints measures the content.
        let probe = settle(scene, viewport: viewport, rules: SolveRules(strict: false, pivotLimit: rules.pivotLimit, solved: rules.solved, rows: rules.rows),
                           content: content, designBounds: nil, placesText: false)
        if let solved = probe.rootHeight { return max(0, solved) }
        let bottoms = scene.nodes[Scene.rootIndex].children
            .filter { scene.nodes[$0].kind.isView && !scene.nodes[$0].layer.isHidden }
            .map { probe.result.geometry[$0].frame.maxY }
        return max(0, bottoms.max() ?? 0)
    }

    /// What one layout pass gives: the layout, the frames frame expressions set, and the root's
    /// height when constraints decided it (a viewport that fits its height).
    private struct PassOutput {
        var result: LayoutResult
        var computed: [Rect?]
        var rootHeight: Double?
        /// The root's width when constraints decided it (a viewport that fits its width).
        var rootWidth: Double?
        /// The widths constraints gave views whose height depends on their width.
        var solvedWidths: [Int: Double]
        /// The views' safe areas and margins where this pass placed them.
        var guides: GuideInsets
        /// Every node's placement before scroll views rest at their offsets: where text is placed.
        var placedGeometry: [Placement]
    }

    /// UIKit re-solves constraints after `layoutSubviews` moves a view that constraints refer to
    /// (its autoresizing constraints follow the new frame), and after a multi-line label learns
    /// the width it was given (its intrinsic height changes); a few rounds settle real scenes.
    static let maximumRounds = 6

    /// Layout passes until a round changes nothing, then the text placed in the last one's
    /// frames when `placesText` (a round's text would be thrown away with its frames).
    private static func settle(_ scene: Scene, viewport: Viewport, rules: SolveRules, content: ContentSizes, designBounds: [Size]?,
                               widths known: [Int: Double] = [:], placesText: Bool) -> PassOutput {
        var referenced = [Bool](repeating: false, count: scene.nodes.count)
        for c in scene.constraints {
            c.forEachAnchor { anchor in
                if let v = anchor.item.view { referenced[v] = true }
            }
        }
        // A table or collection view places its cells' views in its layoutSubviews, as frame
        // expressions do.
        let inTable = { (index: Int) in
            scene.nodes[index].parent.map { [.tableView, .tableViewCell, .collectionView, .collectionViewCell].contains(scene.nodes[$0].kind) } ?? false
        }
        let mixed = scene.nodes.indices.contains {
            referenced[$0] && (!scene.nodes[$0].view.frameExpressions.isEmpty || scene.nodes[$0].view.sizeToFit || inTable($0))
        }
        var held = [Rect?](repeating: nil, count: scene.nodes.count)
        var widths = known
        // Views' safe areas and margins follow their frames; only guides a constraint names
        // need another round when they move (see `GuideInsets`).
        let namedGuides = GuideInsets.namedGuides(scene).filter { $0 != Scene.rootIndex }
        var rules = rules
        var guides = GuideInsets.initial(scene, viewport: viewport)
        var round = 0
        while true {
            rules.guides = guides
            var output = pass(scene, viewport: viewport, rules: rules, content: content, designBounds: designBounds, held: held, widths: widths,
                              round: round, measuresGuides: !namedGuides.isEmpty)
            round += 1
            let next = mixed ? scene.nodes.indices.map { referenced[$0] ? output.computed[$0] : nil } : held
            if (next == held && output.solvedWidths == widths && output.guides.sameGuides(as: guides, used: namedGuides))
                || round == maximumRounds {
                if placesText {
                    output.result.text = placedText(scene, content: content, geometry: output.placedGeometry, overlays: output.result.textFieldOverlays)
                }
                return output
            }
            held = next
            widths = output.solvedWidths
            guides = output.guides
        }
    }

    /// One layout pass. `held` gives frames that frame expressions set in an earlier round, for
    /// the constraints to hold; the frames the expressions set in this round come back.
    /// `widths` gives views whose height depends on their width the width constraints gave
    /// them in the round before (absent: an open width, as before UIKit's first layout).
    /// `measuresGuides`: the views' safe areas and margins are measured from this pass's frames
    /// for the next round; otherwise those the pass was given come back.
    private static func pass(_ scene: Scene, viewport: Viewport, rules: SolveRules, content: ContentSizes, designBounds: [Size]?, held: [Rect?], widths: [Int: Double],
                             round: Int, measuresGuides: Bool) -> PassOutput {
        var placing = Placing(scene: scene, content: content, viewport: viewport)
        placing.rules = rules

        // Auto Layout first, as UIKit's layout pass solves before it applies frames top-down.
        var placed = Lowering.placedByConstraints(scene)
        // A table row with a system of its own is solved when its table lays it out: the views
        // in it are not the scene system's to place, even those that say they are placed by
        // constraints (`translatesAutoresizingMaskIntoConstraints="false"`), whose constraints
        // left the scene's system with the row.
        for row in rules.rows.values {
            for k in row.nodes.dropFirst() where k < placed.count { placed[k] = false }
        }
        let solution = placed.contains(true) || !scene.constraints.isEmpty
            ? solveConstraints(scene, viewport: viewport, rules: rules, content: content, held: held, widths: widths, round: round,
                               placed: placed, geometry: placing.geometry, toRoot: placing.toRoot)
            : ConstraintSolution(solved: [Rect?](repeating: nil, count: scene.nodes.count))
        placing.solved = solution.solved
        placing.diagnostics = solution.diagnostics

        placing.layOutSubviews(of: Scene.rootIndex)
        placing.placeNodes(designBounds: designBounds)
        var contentSizes = solution.contentSizes.merging(placing.tableContentSizes) { $1 }
        for index in scene.nodes.indices where scene.nodes[index].kind.isScrollView {
            contentSizes[index] = scene.nodes[index].scroll?.contentSize ?? contentSizes[index] ?? .zero
        }
        var result = LayoutResult(viewport: viewport, geometry: placing.geometry, text: [:],
                                  diagnostics: placing.diagnostics + placing.expressionPass.diagnostics)
        result.contentSizes = contentSizes
        result.textFieldOverlays = placing.textFieldOverlays
        restScrollViews(scene, &result, toRoot: placing.toRoot)
        // Measured only when a constraint names a guide of a view but the root, whose insets
        // need no frame: nothing else reads them.
        let guides = measuresGuides ? GuideInsets.measured(scene, viewport: viewport, geometry: placing.geometry, toRoot: placing.toRoot)
            : rules.guides ?? GuideInsets.initial(scene, viewport: viewport)
        return PassOutput(result: result, computed: placing.computed, rootHeight: solution.rootHeight, rootWidth: solution.rootWidth, solvedWidths: solution.solvedWidths,
                          guides: guides, placedGeometry: placing.geometry)
    }

    /// Each scroll view's adjusted content inset, and the offset of each that the scene gave no
    /// point for: content inside is placed in bounds coordinates, which the offset only moves.
    private static func restScrollViews(_ scene: Scene, _ result: inout LayoutResult, toRoot: [Transform]) {
        let root = result.geometry[Scene.rootIndex].bounds
        let safeArea = Rect(origin: .zero, size: root.size).inset(by: GuideInsets.rootSafeArea(scene, viewport: result.viewport))
        for index in result.contentSizes.keys.sorted() {
            guard let scroll = scene.nodes[index].scroll else { continue }
            let bounds = result.geometry[index].bounds
            let visible = toRoot[index].apply(to: bounds)
            let size = result.contentSizes[index] ?? .zero
            let inset = ScrollInsets.adjusted(scroll, isTable: scene.nodes[index].kind == .tableView, visible: visible, contentSize: size,
                                              safeArea: safeArea)
            if inset != .zero { result.adjustedContentInsets[index] = inset }
            if scroll.contentOffset == nil {
                result.geometry[index].bounds.origin = ScrollInsets.restingOffset(scroll.restingOffset, inset: inset, contentSize: size,
                                                                                 bounds: bounds.size)
            }
        }
    }

    /// What solving a pass's constraints gives; with no constraints, nothing solved.
    private struct ConstraintSolution {
        /// Each node's frame, for those the constraints place.
        var solved: [Rect?]
        var rootHeight: Double?
        var rootWidth: Double?
        /// The widths the constraints gave views whose height depends on their width.
        var solvedWidths: [Int: Double] = [:]
        /// Scroll views' content sizes, as their constraints decided them.
        var contentSizes: [Int: Size] = [:]
        var diagnostics: [Diagnostic] = []

        init(solved: [Rect?]) {
            self.solved = solved
        }
    }

    /// The pass's constraints solved, starting from an earlier viewport's system when only
    /// constants differ. `geometry` and `toRoot` hold only the root's placement so far.
    private static func solveConstraints(_ scene: Scene, viewport: Viewport, rules: SolveRules, content: ContentSizes, held: [Rect?],
                                         widths: [Int: Double], round: Int, placed: [Bool],
                                         geometry: [Placement], toRoot: [Transform]) -> ConstraintSolution {
        let intrinsic = { (index: Int) in content.size(index, fittingWidth: widths[index]) }
        let baselines = { (index: Int) in content.baselineOffsets(index, fittingWidth: widths[index]) }
        func staticPlacement(_ index: Int) -> Placement {
            if index == Scene.rootIndex { return geometry[Scene.rootIndex] }
            if let f = held[index] {
                return Placement(bounds: Rect(origin: scene.nodes[index].boundsOrigin, size: f.size),
                                 position: Point(x: f.midX, y: f.midY), anchorPoint: Point(x: 0.5, y: 0.5), transform: .identity)
            }
            return resolve(index, in: scene, container: index, geometry: geometry, toRoot: toRoot)
        }
        // A later viewport starts from the solution of the same place in an earlier one's
        // layout, when only constants differ; otherwise it is solved from scratch.
        let slot = SolvedSystems.Slot(round: round, fitsHeight: viewport.fitsHeight, fitsWidth: viewport.fitsWidth)
        var engine: AutoLayout
        let solved: [Rect?]
        if var earlier = rules.solved?.take(slot),
           let frames = earlier.relayOut(scene, viewport: viewport, rules: rules, placed: placed, intrinsic: intrinsic,
                                         baselines: baselines, staticPlacement: staticPlacement) {
            engine = earlier
            solved = frames
            rules.solved?.keep(engine, in: slot, relaidOut: true)
        } else {
            engine = AutoLayout(scene: scene, viewport: viewport, rules: rules)
            solved = engine.solve(placed: placed, intrinsic: intrinsic, baselines: baselines, staticPlacement: staticPlacement)
            rules.solved?.keep(engine, in: slot, relaidOut: false)
        }
        var solution = ConstraintSolution(solved: solved)
        solution.diagnostics = engine.diagnostics
        for index in scene.nodes.indices where scene.nodes[index].kind.isScrollView {
            if let size = engine.contentSize(of: index) { solution.contentSizes[index] = size }
        }
        if viewport.fitsHeight { solution.rootHeight = engine.rootHeight() }
        if viewport.fitsWidth { solution.rootWidth = engine.rootWidth() }
        for (index, frame) in solution.solved.enumerated() where frame != nil && content.heightDependsOnWidth(index) {
            solution.solvedWidths[index] = frame?.width
        }
        return solution
    }

    /// Every node's placement in one pass, made top-down once the constraints are solved: views
    /// first, each one's subviews with frame expressions laid out once it is sized (UIKit's
    /// `layoutSubviews`), then layers.
    private struct Placing {
        let scene: Scene
        let content: ContentSizes
        /// The frames the constraints set, which win over every other way of placing a node;
        /// empty until the constraints are solved.
        var solved: [Rect?] = []
        var geometry: [Placement]
        var toRoot: [Transform]
        /// The frames frame expressions, sizing to fit and flows set.
        var computed: [Rect?]
        var expressionPass: FrameExpressionPass
        /// The constraints' diagnostics, then the zero-size warnings, in node order.
        var diagnostics: [Diagnostic] = []
        /// Each table or collection view's content size, as its rows or items add up.
        var tableContentSizes: [Int: Size] = [:]
        /// Each text field's left and right views that show, as its layoutSubviews sized them.
        var textFieldOverlays: [Int: TextFieldProperties.Overlays] = [:]
        /// The pass's rules, which table rows solved alone follow too.
        var rules = SolveRules(strict: false, pivotLimit: ResourceLimits.standard.solverPivots, solved: nil)

        /// Every node unplaced but the root, which takes the viewport's size.
        init(scene: Scene, content: ContentSizes, viewport: Viewport) {
            self.scene = scene
            self.content = content
            let empty = Placement(bounds: .zero, position: .zero, anchorPoint: .zero, transform: .identity)
            geometry = [Placement](repeating: empty, count: scene.nodes.count)
            toRoot = [Transform](repeating: .identity, count: scene.nodes.count)
            computed = [Rect?](repeating: nil, count: scene.nodes.count)
            expressionPass = FrameExpressionPass(scene: scene, content: content)
            let size = viewport.size
            geometry[Scene.rootIndex] = Placement(
                bounds: Rect(x: 0, y: 0, width: size.width, height: size.height),
                position: Point(x: size.width / 2, y: size.height / 2), anchorPoint: Point(x: 0.5, y: 0.5), transform: .identity)
        }

        /// layoutSubviews: a view's subviews with frame expressions are placed once it is sized.
        mutating func layOutSubviews(of parent: Int) {
            if scene.nodes[parent].kind == .flow { return layOutFlow(parent) }
            if scene.nodes[parent].kind.isBar { return layOutBar(parent) }
            if scene.nodes[parent].kind == .tableView { return layOutTable(parent) }
            if scene.nodes[parent].kind == .collectionView { return layOutCollection(parent) }
            layOutExpressions(of: parent)
            if case .textField(let field) = scene.nodes[parent].content { layOutOverlays(of: parent, field) }
        }

        /// The subviews with frame expressions or that size to fit, placed in their superview's bounds.
        mutating func layOutExpressions(of parent: Int) {
            let children = scene.nodes[parent].children.filter { scene.nodes[$0].kind.isView }
            guard children.contains(where: { !scene.nodes[$0].view.frameExpressions.isEmpty || scene.nodes[$0].view.sizeToFit }) else { return }
            var frames: [Int: Rect] = [:]
            for child in children {
                frames[child] = solved[child] ?? resolve(child, in: scene, container: parent, geometry: geometry, toRoot: toRoot).untransformedFrame
            }
            expressionPass.layOut(childrenOf: parent, parentBounds: geometry[parent].bounds, frames: &frames)
            for child in children where solved[child] == nil && (!scene.nodes[child].view.frameExpressions.isEmpty || scene.nodes[child].view.sizeToFit) {
                computed[child] = frames[child]
            }
        }

        /// A text field's layoutSubviews, after its other subviews: its left and right views that
        /// show, at their own size (`ContentSizes.ownSize`), where `leftViewRect(forBounds:)` and
        /// `rightViewRect(forBounds:)` put them; a view the constraints place stays where they put it.
        mutating func layOutOverlays(of field: Int, _ properties: TextFieldProperties) {
            let (left, right) = properties.overlayViews(among: scene.nodes[field].children, in: scene.nodes)
            guard left != nil || right != nil else { return }
            let overlays = TextFieldProperties.Overlays(left: left.map { content.ownSize($0, in: scene.nodes) },
                                                        right: right.map { content.ownSize($0, in: scene.nodes) })
            let bounds = geometry[field].bounds
            if let left, solved[left] == nil { computed[left] = properties.leftViewRect(forBounds: bounds, overlays: overlays) }
            if let right, solved[right] == nil { computed[right] = properties.rightViewRect(forBounds: bounds, overlays: overlays) }
            textFieldOverlays[field] = overlays
        }

        /// A flow's layoutSubviews: its own engine places every visible subview.
        mutating func layOutFlow(_ flow: Int) {
            let node = scene.nodes[flow]
            let items = node.children.filter { scene.nodes[$0].kind.isView && !scene.nodes[$0].layer.isHidden }
            let bounds = geometry[flow].bounds
            let sizes = items.map { content.flowItemSize($0, fittingWidth: bounds.width) }
            let frames = FlowContent.frames(sizes, width: bounds.width, spacing: (node.flow ?? FlowProperties()).itemSpacing, lineSpacing: (node.flow ?? FlowProperties()).lineSpacing)
            for (item, frame) in zip(items, frames) {
                computed[item] = Rect(x: frame.minX + bounds.minX, y: frame.minY + bounds.minY, width: frame.width, height: frame.height)
            }
        }

        /// A bar's layoutSubviews: its own engine places every visible item (`BarLayout`).
        mutating func layOutBar(_ bar: Int) {
            let items = scene.nodes[bar].children.filter { scene.nodes[$0].kind.isView && !scene.nodes[$0].layer.isHidden }
            let bounds = geometry[bar].bounds
            let described = items.map { index in
                let item = scene.nodes[index].barButtonItem
                let size = content.size(index, fittingWidth: nil) ?? .zero
                return BarLayout.Item(placement: item?.placement ?? .right, size: Size(width: max(0, size.width), height: max(0, size.height)),
                                      isFlexible: item?.systemItem == .flexibleSpace, isSpace: item?.isSpace ?? false)
            }
            let frames = BarLayout.frames(scene.nodes[bar].kind, items: described, width: bounds.width)
            for (item, frame) in zip(items, frames) {
                computed[item] = Rect(x: frame.minX + bounds.minX, y: frame.minY + bounds.minY, width: frame.width, height: frame.height)
            }
        }

        /// A table's layoutSubviews: its own engine places its sections and every row's views.
        mutating func layOutTable(_ table: Int) {
            var layout = TableLayout(scene: scene, content: content, table: table, width: geometry[table].bounds.width, rules: rules)
            tableContentSizes[table] = layout.layOut()
            for (node, frame) in layout.frames where solved[node] == nil { computed[node] = frame }
            diagnostics += layout.diagnostics
        }

        /// A collection view's layoutSubviews: its flow layout places every item and its contentView.
        mutating func layOutCollection(_ collection: Int) {
            var layout = CollectionLayout(scene: scene, content: content, collection: collection, bounds: geometry[collection].bounds.size,
                                          rules: rules)
            tableContentSizes[collection] = layout.layOut()
            for (node, frame) in layout.frames where solved[node] == nil { computed[node] = frame }
            diagnostics += layout.diagnostics
        }

        /// Views top-down, each laying out its subviews once placed, then layers, each warned
        /// of when it has no size.
        mutating func placeNodes(designBounds: [Size]?) {
            for placingLayers in [false, true] {
                // Each node is read in place, by index: a copy of every node out of the array would
                // retain and release each of its strings, arrays and boxes.
                for index in scene.nodes.indices where index != Scene.rootIndex && scene.nodes[index].kind.isLayer == placingLayers {
                    guard let parent = scene.nodes[index].parent else { continue }
                    place(index, parent: parent, designBounds: designBounds)
                    toRoot[index] = geometry[index].toContainer.concatenating(toRoot[parent])
                    if placingLayers {
                        if let warning = zeroSizeWarning(scene.nodes[index], geometry[index]) { diagnostics.append(warning) }
                    } else {
                        layOutSubviews(of: index)
                    }
                }
            }
        }

        /// One node's placement: the frame the constraints or its superview's layoutSubviews
        /// set, or else its own properties, stretched by its autoresizing mask.
        mutating func place(_ index: Int, parent: Int, designBounds: [Size]?) {
            if let frame = solved[index] ?? computed[index] {
                // Auto Layout sets bounds.size and center; bounds.origin and the transform stay.
                var g = Placement(bounds: Rect(origin: scene.nodes[index].boundsOrigin, size: .zero), position: .zero,
                                  anchorPoint: scene.nodes[index].geometry.anchorPoint, transform: scene.nodes[index].geometry.transform)
                g.setFrame(frame)
                geometry[index] = g
            } else {
                geometry[index] = resolve(index, in: scene, container: parent, geometry: geometry, toRoot: toRoot)
                let mask = scene.nodes[index].view.autoresizingMask
                if !mask.isEmpty, case .rect(let r)? = scene.nodes[index].geometry.frame, let design = designBounds?[parent] {
                    geometry[index].setFrame(Autoresizing.resize(r, mask: mask, from: design, to: geometry[parent].bounds.size))
                    geometry[index].bounds.origin = scene.nodes[index].boundsOrigin
                }
            }
        }
    }

    /// Each label's, button's, text field's, text view's, navigation bar's and bar item's text, typeset in the bounds its node was given.
    private static func placedText(_ scene: Scene, content: ContentSizes, geometry: [Placement],
                                   overlays: [Int: TextFieldProperties.Overlays]) -> [Int: PlacedText] {
        var text: [Int: PlacedText] = [:]
        for (index, typesetter) in content.typesetters {
            let node = scene.nodes[index]
            if case .segmentedControl(let control) = node.content {
                text[index] = PlacedText.segmentTitles(control.segments, .segmentTitle(), typesetter: typesetter,
                                                       bounds: geometry[index].bounds, padding: ContentSizes.segmentTitlePadding(scene.design))
                continue
            }
            guard let content = node.text else { continue }
            if let button = node.button, button.configuration != nil {
                let advance = ButtonConfigurationLayout.imageAdvance(hasImage: button.image != nil, hasTitle: !content.string.isEmpty,
                                                                     lineHeight: typesetter.font.metrics.lineHeight)
                text[index] = PlacedText.configuredButtonTitle(content, typesetter: typesetter, bounds: geometry[index].bounds, imageAdvance: advance)
                continue
            }
            let bounds = geometry[index].bounds
            text[index] = switch node.content {
            case .button(let button): PlacedText.buttonTitle(content, typesetter: typesetter, bounds: bounds, insets: button.contentInsets)
            case .textField(let field):
                PlacedText.textField(field, typesetter: typesetter, bounds: bounds, design: scene.design, overlays: overlays[index] ?? .none)
            case .textView(let view): PlacedText.textView(view, typesetter: typesetter, bounds: bounds)
            case .navigationBar(let bar):
                PlacedText.line(content, typesetter: typesetter, in: navigationTitleRect(scene, bar: index, largeTitle: bar.prefersLargeTitles,
                                                                                       typesetter: typesetter, geometry: geometry))
            case .barButtonItem(let item):
                PlacedText.line(content, typesetter: typesetter, in: item.placement == .back ? BarLayout.backTitleRect(bounds: bounds) : bounds)
            case .datePicker(let picker): PlacedText.datePicker(picker, typesetter: typesetter, bounds: bounds)
            case .searchBar(let bar): PlacedText.line(content, typesetter: typesetter, in: bar.textRect(forBounds: bounds))
            case .tabBarItem:
                PlacedText.line(content, typesetter: typesetter, in: BarLayout.tabTitleRect(bounds: bounds, lineHeight: typesetter.font.metrics.lineHeight))
            default: PlacedText.label(content, typesetter: typesetter, bounds: bounds)
            }
        }
        return text
    }

    /// Where a navigation bar's title goes, clear of its items as they were placed.
    private static func navigationTitleRect(_ scene: Scene, bar: Int, largeTitle: Bool, typesetter: Typesetter, geometry: [Placement]) -> Rect {
        let items = scene.nodes[bar].children.compactMap { child -> (placement: BarButtonItemProperties.Placement, frame: Rect)? in
            guard let item = scene.nodes[child].barButtonItem, !scene.nodes[child].layer.isHidden else { return nil }
            return (item.placement, geometry[child].frame)
        }
        return BarLayout.titleRect(largeTitle: largeTitle, bounds: geometry[bar].bounds, lineHeight: typesetter.font.metrics.lineHeight, items: items)
    }

    /// Applies a node's properties in one fixed order, as if its code set them in turn:
    /// frame, then bounds, then center (position), with the transform set last. The node is
    /// read in place, by index: a copy would retain and release each of its parts.
    private static func resolve(_ index: Int, in scene: Scene, container: Int, geometry: [Placement], toRoot: [Transform]) -> Placement {
        var g = Placement(bounds: .zero, position: .zero, anchorPoint: scene.nodes[index].geometry.anchorPoint, transform: .identity)
        switch scene.nodes[index].geometry.frame {
        case .rect(let r)?:
            g.setFrame(r)
        case .boundsOf(.container, let inset)?:
            g.setFrame(geometry[container].bounds.inset(by: inset))
        case .boundsOf(.node(let target), let inset)?:
            let rect = geometry[target].bounds.inset(by: inset)
            // convert(_:from:): into root space, then out into the container's space.
            let back = toRoot[container].inverted ?? .identity
            g.setFrame(toRoot[target].concatenating(back).apply(to: rect))
        case nil:
            break
        }
        if let b = scene.nodes[index].geometry.bounds { g.bounds = b }
        if let o = scene.nodes[index].scroll?.contentOffset { g.bounds.origin = o }
        if let p = scene.nodes[index].geometry.position { g.position = p }
        g.transform = scene.nodes[index].geometry.transform
        return g
    }

    /// A common trap: a layer added with `addSublayer` does not follow its view's bounds, so a
    /// layer that paints something but was never given a frame shows nothing.
    ///
    /// What paints within the bounds: a background, a border, a gradient layer's colours (it
    /// fills "the shape of the layer", https://developer.apple.com/documentation/quartzcore/cagradientlayer).
    /// A shape layer's path is drawn in its coordinates whatever its bounds, so one that fills or
    /// strokes a path is visible at zero size, unless it masks to its bounds (then it is not).
    private static func zeroSizeWarning(_ node: SceneNode, _ g: Placement) -> Diagnostic? {
        let layer = node.layer
        var fillsBounds = (layer.backgroundColor?.alpha ?? 0) > 0 || (layer.borderWidth > 0 && layer.borderColor.alpha > 0)
        switch node.content {
        case .gradient(let gradient): fillsBounds = fillsBounds || gradient.colors.contains { $0.alpha > 0 }
        case .shape(let shape) where !(shape.path?.isEmpty ?? true):
            let draws = (shape.fillColor?.alpha ?? 0) > 0 || (shape.strokeColor?.alpha ?? 0) > 0
            if draws && !layer.masksToBounds { return nil }
            fillsBounds = fillsBounds || draws
        default: break
        }
        guard fillsBounds, g.bounds.width == 0 || g.bounds.height == 0 else { return nil }
        return .warning(.zeroSizeLayer(node.displayName), at: node.location)
    }
}
