import Geometry
import SceneModel

/// Resolves every node's bounds, position and transform at one viewport.
///
/// The order is UIKit's: the root view takes the viewport's size; views are placed top-down
/// (a view's frame may follow its superview's bounds, known by then); then layers, whose frames
/// may follow any view's bounds, as `layoutSubviews` sets them once the views are laid out.
/// Views never sit inside plain layers, so the two passes need nothing from each other.
public enum LayoutPass {
    /// - Parameter strict: breaking a constraint is an error rather than a warning.
    public static func run(_ scene: Scene, viewport: Viewport, strict: Bool = false) -> LayoutResult {
        if viewport.fitsHeight {
            var fitted = viewport
            fitted.size.height = fittingHeight(scene, viewport: viewport)
            fitted.fitsHeight = false
            let result = run(scene, viewport: fitted, strict: strict)
            return LayoutResult(viewport: fitted, geometry: result.geometry, diagnostics: result.diagnostics)
        }
        // Autoresizing masks stretch frames by how much each superview differs from its size in
        // the layout the scene was designed at: its first viewport.
        var designBounds: [Size]?
        if let design = scene.viewports.first, design != viewport, scene.nodes.contains(where: { !$0.autoresizingMask.isEmpty }) {
            designBounds = run(scene, viewport: design, strict: strict).geometry.map(\.bounds.size)
        }
        return run(scene, viewport: viewport, strict: strict, designBounds: designBounds)
    }

    /// The content's height at the viewport's width: what the constraints settle on with the
    /// root's height pulled toward zero at `fittingSizeLevel`, or, without constraints, the
    /// bottom of the root's lowest subview.
    static func fittingHeight(_ scene: Scene, viewport: Viewport) -> Double {
        // The viewport's height is 0 here, so a pass without constraints measures the content.
        let probe = pass(scene, viewport: viewport, strict: false, designBounds: nil, held: [Rect?](repeating: nil, count: scene.nodes.count))
        if let solved = probe.rootHeight { return max(0, solved) }
        let bottoms = scene.nodes[Scene.rootIndex].children
            .filter { scene.nodes[$0].kind.isView && !scene.nodes[$0].isHidden }
            .map { probe.result.geometry[$0].frame.maxY }
        return max(0, bottoms.max() ?? 0)
    }

    /// What one layout pass gives: the layout, the frames frame expressions set, and the root's
    /// height when constraints decided it (a viewport that fits its height).
    private struct PassOutput {
        var result: LayoutResult
        var computed: [Rect?]
        var rootHeight: Double?
    }

    /// UIKit re-solves constraints after `layoutSubviews` moves a view that constraints refer to
    /// (its autoresizing constraints follow the new frame); a few rounds settle any real scene.
    static let maximumRounds = 4

    private static func run(_ scene: Scene, viewport: Viewport, strict: Bool, designBounds: [Size]?) -> LayoutResult {
        var referenced = [Bool](repeating: false, count: scene.nodes.count)
        for c in scene.constraints {
            for anchor in [c.first, c.second].compactMap({ $0 }) {
                if case .view(let v) = anchor.item { referenced[v] = true }
                if case .margins(let v) = anchor.item { referenced[v] = true }
            }
        }
        let mixed = scene.nodes.indices.contains { referenced[$0] && (!scene.nodes[$0].frameExpressions.isEmpty || scene.nodes[$0].sizeToFit) }
        var held = [Rect?](repeating: nil, count: scene.nodes.count)
        var round = 0
        while true {
            let output = pass(scene, viewport: viewport, strict: strict, designBounds: designBounds, held: held)
            round += 1
            let next = scene.nodes.indices.map { referenced[$0] ? output.computed[$0] : nil }
            if !mixed || next == held || round == maximumRounds { return output.result }
            held = next
        }
    }

    /// One layout pass. `held` gives frames that frame expressions set in an earlier round, for
    /// the constraints to hold; the frames the expressions set in this round come back.
    private static func pass(_ scene: Scene, viewport: Viewport, strict: Bool, designBounds: [Size]?, held: [Rect?]) -> PassOutput {
        let empty = Placement(bounds: .zero, position: .zero, anchorPoint: .zero, transform: .identity)
        var geometry = [Placement](repeating: empty, count: scene.nodes.count)
        var toRoot = [Transform](repeating: .identity, count: scene.nodes.count)
        var diagnostics: [Diagnostic] = []

        let size = viewport.size
        geometry[Scene.rootIndex] = Placement(
            bounds: Rect(x: 0, y: 0, width: size.width, height: size.height),
            position: Point(x: size.width / 2, y: size.height / 2), anchorPoint: Point(x: 0.5, y: 0.5), transform: .identity)

        // Auto Layout first, as UIKit's layout pass solves before it applies frames top-down.
        var solved = [Rect?](repeating: nil, count: scene.nodes.count)
        var rootHeight: Double?
        let placed = AutoLayout.placedByConstraints(scene)
        if placed.contains(true) || !scene.constraints.isEmpty {
            var engine = AutoLayout(scene: scene, viewport: viewport, strict: strict)
            solved = engine.solve(placed: placed) { index in
                if index == Scene.rootIndex { return geometry[Scene.rootIndex] }
                if let f = held[index] {
                    return Placement(bounds: Rect(origin: scene.nodes[index].bounds?.origin ?? .zero, size: f.size),
                                     position: Point(x: f.midX, y: f.midY), anchorPoint: Point(x: 0.5, y: 0.5), transform: .identity)
                }
                return resolve(scene.nodes[index], container: index, geometry: geometry, toRoot: toRoot)
            }
            diagnostics += engine.diagnostics
            if viewport.fitsHeight { rootHeight = engine.rootHeight() }
        }

        // layoutSubviews: a view's subviews with frame expressions are placed once it is sized.
        var expressionPass = FrameExpressionPass(scene: scene)
        var computed = [Rect?](repeating: nil, count: scene.nodes.count)
        func layOutSubviews(of parent: Int) {
            let children = scene.nodes[parent].children.filter { scene.nodes[$0].kind.isView }
            guard children.contains(where: { !scene.nodes[$0].frameExpressions.isEmpty || scene.nodes[$0].sizeToFit }) else { return }
            var frames: [Int: Rect] = [:]
            for child in children {
                frames[child] = solved[child] ?? resolve(scene.nodes[child], container: parent, geometry: geometry, toRoot: toRoot).untransformedFrame
            }
            expressionPass.layOut(childrenOf: parent, parentBounds: geometry[parent].bounds, frames: &frames)
            for child in children where solved[child] == nil && (!scene.nodes[child].frameExpressions.isEmpty || scene.nodes[child].sizeToFit) {
                computed[child] = frames[child]
            }
        }
        layOutSubviews(of: Scene.rootIndex)

        for placingLayers in [false, true] {
            for index in scene.nodes.indices where index != Scene.rootIndex && (scene.nodes[index].kind == .layer) == placingLayers {
                let node = scene.nodes[index]
                guard let parent = node.parent else { continue }
                if let frame = solved[index] ?? computed[index] {
                    // Auto Layout sets bounds.size and center; bounds.origin and the transform stay.
                    var g = Placement(bounds: Rect(origin: node.bounds?.origin ?? .zero, size: .zero), position: .zero,
                                      anchorPoint: node.anchorPoint, transform: node.transform)
                    g.setFrame(frame)
                    geometry[index] = g
                } else {
                    geometry[index] = resolve(node, container: parent, geometry: geometry, toRoot: toRoot)
                    if case .rect(let r)? = node.frame, !node.autoresizingMask.isEmpty, let design = designBounds?[parent] {
                        geometry[index].setFrame(Autoresizing.resize(r, mask: node.autoresizingMask, from: design, to: geometry[parent].bounds.size))
                        if let b = node.bounds { geometry[index].bounds.origin = b.origin }
                    }
                }
                toRoot[index] = geometry[index].toContainer.concatenating(toRoot[parent])
                if node.kind.isView { layOutSubviews(of: index) }
                if node.kind == .layer, let warning = zeroSizeWarning(node, geometry[index]) { diagnostics.append(warning) }
            }
        }
        return PassOutput(result: LayoutResult(viewport: viewport, geometry: geometry, diagnostics: diagnostics + expressionPass.diagnostics),
                          computed: computed, rootHeight: rootHeight)
    }

    /// Applies a node's properties in one fixed order, as if its code set them in turn:
    /// frame, then bounds, then center (position), with the transform set last.
    private static func resolve(_ node: SceneNode, container: Int, geometry: [Placement], toRoot: [Transform]) -> Placement {
        var g = Placement(bounds: .zero, position: .zero, anchorPoint: node.anchorPoint, transform: .identity)
        switch node.frame {
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
        if let b = node.bounds { g.bounds = b }
        if let p = node.position { g.position = p }
        g.transform = node.transform
        return g
    }

    /// seed 000's trap: a layer added with `addSublayer` does not follow its view's bounds, so a
    /// layer that paints something but was never given a frame shows nothing.
    private static func zeroSizeWarning(_ node: SceneNode, _ g: Placement) -> Diagnostic? {
        let paints = (node.backgroundColor?.alpha ?? 0) > 0 || node.borderWidth > 0
        guard paints, g.bounds.width == 0 || g.bounds.height == 0 else { return nil }
        return .warning(
            "layer \(node.displayName) has a zero-size frame, so nothing it draws is visible; give it a 'frame', for example frame=\"owner.bounds\"",
            at: node.location)
    }
}
