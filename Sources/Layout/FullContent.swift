import Geometry
import SceneModel

extension LayoutResult {
    /// The same layout drawn with every scroll view's whole content showing
    /// (`scenec compile --full-content`), for docs that want the whole list rather than the screen.
    ///
    /// Layout is not run again: frames stay what UIKit gives at the real viewport, and only what
    /// is drawn changes. Each scroll view's offset becomes zero and its bounds grow to
    /// max(bounds size, contentSize), its top left corner staying where it was in its
    /// superview, so its background and clip cover the content; views beside or below it keep
    /// their frames and are overlapped. The root view, and the canvas, then grow right and down
    /// to the far edge of everything drawn (clips applied); nothing grows up or left.
    public func showingFullContent(of scene: Scene) -> LayoutResult {
        var result = self
        for index in scene.nodes.indices where scene.nodes[index].kind.isScrollView {
            let content = contentSizes[index] ?? .zero
            let g = result.geometry[index]
            var grown = Self.growing(g, to: Size(width: max(g.bounds.width, content.width), height: max(g.bounds.height, content.height)))
            grown.bounds.origin = .zero
            result.geometry[index] = grown
        }

        // The far edge of what is drawn: each visible node's bounds in root coordinates, cut by
        // the clips of its ancestors (the root's excepted, since the root grows), in one pass in
        // document order, where parents precede children.
        var toRoot = [Transform](repeating: .identity, count: scene.nodes.count)
        var clip = [Rect?](repeating: nil, count: scene.nodes.count)  // what clips a node's children
        var drawn = [Bool](repeating: false, count: scene.nodes.count)
        var far = Point(x: viewport.size.width, y: viewport.size.height)
        // A mask's layers draw nothing of their own: they only cut their owner.
        for (index, node) in scene.nodes.enumerated() where !node.layer.isHidden && !node.layer.isMask {
            let placement = result.geometry[index]
            guard let parent = node.parent else {
                drawn[index] = true
                continue
            }
            guard drawn[parent] else { continue }
            drawn[index] = true
            toRoot[index] = placement.toContainer.concatenating(toRoot[parent])
            var box = toRoot[index].apply(to: placement.bounds)
            if let c = clip[parent] { box = Self.intersection(box, c) }
            clip[index] = node.layer.masksToBounds ? box : clip[parent]
            guard box.width > 0, box.height > 0, box.maxX.isFinite, box.maxY.isFinite else { continue }
            far = Point(x: max(far.x, box.maxX), y: max(far.y, box.maxY))
        }
        let canvas = Size(width: far.x.rounded(.up), height: far.y.rounded(.up))
        let laidOut = result.viewport
        result.viewport = Viewport(name: laidOut.name, size: canvas, safeAreaInsets: laidOut.safeAreaInsets,
                                   fitsHeight: laidOut.fitsHeight, scale: viewport.scale, keyboardHeight: laidOut.keyboardHeight,
                                   location: laidOut.location)
        result.geometry[Scene.rootIndex] = Self.growing(result.geometry[Scene.rootIndex], to: canvas)
        return result
    }

    /// The placement with bounds of `size`, its bounds' top left corner staying where its
    /// container sees it: the position moves by the transformed anchor share of the growth.
    private static func growing(_ g: Placement, to size: Size) -> Placement {
        var p = g
        let dx = (size.width - g.bounds.width) * g.anchorPoint.x, dy = (size.height - g.bounds.height) * g.anchorPoint.y
        let t = g.transform
        p.position = Point(x: g.position.x + t.a * dx + t.c * dy, y: g.position.y + t.b * dx + t.d * dy)
        p.bounds.size = size
        return p
    }

    /// The overlap of two rects, empty (zero size at the first's origin) when they do not meet.
    private static func intersection(_ a: Rect, _ b: Rect) -> Rect {
        let x0 = max(a.minX, b.minX), y0 = max(a.minY, b.minY), x1 = min(a.maxX, b.maxX), y1 = min(a.maxY, b.maxY)
        guard x1 > x0, y1 > y0 else { return Rect(origin: a.origin, size: .zero) }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
