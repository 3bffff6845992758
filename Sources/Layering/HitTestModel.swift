import Geometry
import Layout
import SceneModel

/// UIKit's `hitTest(_:with:)`, run over a laid-out scene.
///
/// For a view and a point in its bounds space:
/// 1. nil if the view is hidden, has `isUserInteractionEnabled == false`, is a control with
///    `isEnabled == false` (it "ignores touch events",
///    https://developer.apple.com/documentation/uikit/uicontrol/isenabled, and the touch goes
///    to what lies beneath), or alpha ≤ 0.01;
/// 2. nil if `point(inside:)` is false: the point is outside the bounds rectangle (corner
///    radius plays no part), so a subview sticking out of its superview is not touchable there;
/// 3. its subviews are asked front to back, in reverse order of `subviews` (zPosition plays no
///    part), each with the point converted into its space; the first non-nil answer wins;
/// 4. otherwise the view itself, or nil for a pass-through view.
/// Plain layers are never asked.
///
/// This reads the scene directly rather than the render tree's hit regions, so that tests which
/// compare a browser against this model compare two independent derivations.
public struct HitTestModel: Sendable {
    private let scene: Scene
    private let placements: [Placement]
    /// Each node's subviews (views only) in the order they were added.
    private let subviews: [[Int]]

    /// Prepares the model for one laid-out viewport; ask it as many points as needed.
    public init(scene: Scene, layout: LayoutResult) {
        self.scene = scene
        self.placements = layout.geometry
        self.subviews = scene.nodes.map { node in node.children.filter { scene.nodes[$0].kind.isView } }
    }

    /// The view a touch at `point` (in the root view's coordinates) is delivered to, or nil.
    public func hitTest(_ point: Point) -> Int? {
        // An explicit stack of (view, point in its space, subviews not yet asked), so that depth
        // costs heap, not call stack.
        var stack: [(view: Int, point: Point, remaining: Int)] = []
        func enter(_ view: Int, _ p: Point) {
            if takesPart(view) && contains(placements[view].bounds, p) { stack.append((view, p, subviews[view].count)) }
        }
        enter(Scene.rootIndex, point)
        while let top = stack.last {
            if top.remaining > 0 {
                stack[stack.count - 1].remaining -= 1
                let child = subviews[top.view][top.remaining - 1]
                if let inverse = placements[child].toContainer.inverted { enter(child, inverse.apply(to: top.point)) }
                continue
            }
            // Every subview said nil: the answer is this view, unless it passes touches through.
            stack.removeLast()
            if !scene.nodes[top.view].view.isPassThrough { return top.view }
        }
        return nil
    }

    /// The view and its superviews up to the root: the responder chain a touch travels.
    public func responderChain(from view: Int) -> [Int] {
        var chain = [view]
        while let parent = scene.nodes[chain[chain.count - 1]].parent { chain.append(parent) }
        return chain
    }

    /// Step 1: hidden, non-interactive, disabled and (nearly) transparent views and their
    /// subtrees take no touches.
    private func takesPart(_ view: Int) -> Bool {
        let node = scene.nodes[view]
        return node.kind.isView && !node.layer.isHidden && node.view.isUserInteractionEnabled && node.content.isEnabled
            && node.layer.opacity > 0.01
    }

    /// `CGRect.contains(_:)`: the minimum edges are inside, the maximum edges outside.
    private func contains(_ r: Rect, _ p: Point) -> Bool {
        p.x >= r.minX && p.x < r.maxX && p.y >= r.minY && p.y < r.maxY
    }
}
