import Geometry
import SceneModel

/// Each view's `safeAreaInsets` and actual layout margins: where its `safeAreaLayoutGuide` and
/// `layoutMarginsGuide` lie inside its bounds.
///
/// UIKit computes both top-down from where the views are:
/// - the root view's safe area is the viewport's (the window's status bar and home indicator),
///   plus the controller's `additionalSafeAreaInsets`; any other view's is the part of its
///   bounds its superview's unsafe regions cover, each side at most the superview's inset on
///   that side (https://developer.apple.com/documentation/uikit/uiview/safeareainsets: "For
///   other views in the view hierarchy, the insets reflect only the portion of the view that is
///   covered"; the cap: https://martiancraft.com/blog/2019/02/notes-from-the-margins, "It is
///   capped at the size of the superview's safe area inset");
/// - a view's margins are its `layoutMargins`; a controller's root view's are at least the
///   system minimum (`ViewControllerRoot.systemMinimumMargins(width:)`); with
///   `preservesSuperviewLayoutMargins` a side near the superview's edge grows to reach the
///   superview's margin; with `insetsLayoutMarginsFromSafeArea` (the default) the safe area's
///   insets are added, so the margins lie inside the safe area
///   (https://developer.apple.com/documentation/uikit/uiview/layoutmargins: "the values may be
///   greater if the view is not fully inside the safe area or if the
///   preservesSuperviewLayoutMargins property is true").
///
/// Both depend on frames that constraints may derive from the guides themselves; UIKit lays out
/// again when a view's insets change. `LayoutPass.settle` does the same: it solves with the
/// insets of the round before (``initial(_:viewport:)`` at first: only the root's are known),
/// measures them from the frames it got (``measured(_:viewport:geometry:toRoot:)``), and solves
/// again while the insets of a guide some constraint names changed, within its rounds.
struct GuideInsets: Equatable {
    /// `safeAreaInsets` by node (zero for layers).
    var safeArea: [EdgeInsets]
    /// The actual `layoutMargins` by node.
    var margins: [EdgeInsets]

    /// Before any view is placed: the root's insets, which need no frame, and every other view
    /// inside the safe area, its margins its own.
    static func initial(_ scene: Scene, viewport: Viewport) -> GuideInsets {
        var insets = GuideInsets(safeArea: [EdgeInsets](repeating: .zero, count: scene.nodes.count),
                                 margins: scene.nodes.indices.map { scene.nodes[$0].view.layoutMargins })
        insets.setRoot(scene, viewport: viewport)
        return insets
    }

    /// The insets the placed views have, parents before children: one pass over the nodes in
    /// document order, no recursion. `geometry` and `toRoot` are the layout's placements and
    /// each node's transform to the root.
    static func measured(_ scene: Scene, viewport: Viewport, geometry: [Placement], toRoot: [Transform]) -> GuideInsets {
        var insets = initial(scene, viewport: viewport)
        var rects = [Rect](repeating: .zero, count: scene.nodes.count)
        rects[Scene.rootIndex] = toRoot[Scene.rootIndex].apply(to: geometry[Scene.rootIndex].bounds)
        for i in scene.nodes.indices where i != Scene.rootIndex {
            guard let p = scene.nodes[i].parent, scene.nodes[i].kind.isView, i < geometry.count else { continue }
            let rect = toRoot[i].apply(to: geometry[i].bounds)
            rects[i] = rect
            let safe = covered(rect, by: rects[p], insets.safeArea[p])
            insets.safeArea[i] = safe
            let rules = scene.nodes[i].view.marginRules
            var margins = scene.nodes[i].view.layoutMargins
            if rules.insetsFromSafeArea { margins = margins + safe }
            // The superview's margins already lie inside its safe area, so preserving them adds none.
            if rules.preservesSuperviewMargins { margins = preserved(margins, rect, superview: rects[p], insets.margins[p]) }
            insets.margins[i] = margins
        }
        return insets
    }

    /// The root view's safe area (viewport and controller) and margins (system minimum, safe area).
    private mutating func setRoot(_ scene: Scene, viewport: Viewport) {
        let root = Scene.rootIndex
        safeArea[root] = Self.rootSafeArea(scene, viewport: viewport)
        var own = scene.nodes[root].view.layoutMargins
        if let controller = scene.controller, controller.respectsSystemMinimumMargins {
            own = own.atLeast(ViewControllerRoot.systemMinimumMargins(width: viewport.size.width))
        }
        margins[root] = scene.nodes[root].view.marginRules.insetsFromSafeArea ? own + safeArea[root] : own
    }

    /// The root view's `safeAreaInsets`: the viewport's, plus the controller's additional ones.
    static func rootSafeArea(_ scene: Scene, viewport: Viewport) -> EdgeInsets {
        viewport.safeAreaInsets + (scene.controller?.additionalSafeAreaInsets ?? .zero)
    }

    /// How far each side of `rect` lies in the unsafe regions of a superview at `superview`
    /// whose insets are `insets`: never more than the superview's inset on that side, nor than
    /// the view's own size.
    private static func covered(_ rect: Rect, by superview: Rect, _ insets: EdgeInsets) -> EdgeInsets {
        let safe = superview.inset(by: insets)
        func side(_ overlap: Double, cap: Double, size: Double) -> Double { min(max(0, overlap), cap, max(0, size)) }
        return EdgeInsets(top: side(safe.minY - rect.minY, cap: insets.top, size: rect.height),
                          left: side(safe.minX - rect.minX, cap: insets.left, size: rect.width),
                          bottom: side(rect.maxY - safe.maxY, cap: insets.bottom, size: rect.height),
                          right: side(rect.maxX - safe.maxX, cap: insets.right, size: rect.width))
    }

    /// `preservesSuperviewLayoutMargins`: each side at least what reaches the superview's margin
    /// on that side ("This margin affects layouts where the distance between the edge of a view
    /// and its superview is smaller than the corresponding margin",
    /// https://developer.apple.com/documentation/uikit/uiview/preservessuperviewlayoutmargins).
    private static func preserved(_ own: EdgeInsets, _ rect: Rect, superview: Rect, _ margins: EdgeInsets) -> EdgeInsets {
        let inner = superview.inset(by: margins)
        return own.atLeast(EdgeInsets(top: inner.minY - rect.minY, left: inner.minX - rect.minX,
                                      bottom: rect.maxY - inner.maxY, right: rect.maxX - inner.maxX))
    }

    /// Whether the insets of the guides `used` names (views by index) are the same in both.
    func sameGuides(as other: GuideInsets, used: [Int]) -> Bool {
        used.allSatisfy { safeArea[$0] == other.safeArea[$0] && margins[$0] == other.margins[$0] }
    }

    /// The views whose safe area or margins guide a constraint names, in index order.
    static func namedGuides(_ scene: Scene) -> [Int] {
        var named = Set<Int>()
        for c in scene.constraints {
            c.forEachAnchor { anchor in
                switch anchor.item {
                case .safeArea(let v), .margins(let v): named.insert(v)
                default: break
                }
            }
        }
        return named.sorted()
    }
}

extension EdgeInsets {
    /// Each side the larger of the two.
    fileprivate func atLeast(_ other: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: max(top, other.top), left: max(left, other.left), bottom: max(bottom, other.bottom), right: max(right, other.right))
    }

    /// Side by side sums.
    fileprivate static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
}
