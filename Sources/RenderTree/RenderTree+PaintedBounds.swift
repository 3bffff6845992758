import Geometry

extension RenderTree {
    /// A rect, in node `index`'s space, that holds everything the node and its subtree paint:
    /// what a filter over the node (its shadow) must cover. Generous where exactness would
    /// cost (Bézier hulls, text lines widened by their font size for glyphs that overhang, any
    /// descendant's shadow reach); children are cut to the node's clip. Nil when it paints nothing.
    ///
    /// Computed from the leaves up, without recursion: subtrees can be deep.
    public func paintedBounds(of index: Int) -> Rect? {
        var order: [Int] = []
        var stack = [index]
        while let next = stack.popLast() {
            order.append(next)
            stack.append(contentsOf: nodes[next].children)
        }
        var bounds: [Int: Rect] = [:]
        for node in order.reversed() {
            var rects = ownBounds(of: node)
            var inner = nodes[node].children.compactMap { child in bounds[child].map { nodes[child].transform.apply(to: $0) } }
            if let clip = nodes[node].clip { inner = inner.compactMap { $0.intersection(clip.rect) } }
            rects += inner
            guard var union = Self.union(rects) else { continue }
            if let shadow = nodes[node].shadow {
                let reach = shadow.reach
                union = union.inset(by: EdgeInsets(top: -reach.y, left: -reach.x, bottom: -reach.y, right: -reach.x))
            }
            if let mask = nodes[node].mask, let masked = Self.union(mask.compactMap(\.bounds)) { union = union.intersection(masked) ?? masked }
            bounds[node] = union
        }
        return bounds[index]
    }

    /// What the node paints itself, subtree aside.
    private func ownBounds(of index: Int) -> [Rect] {
        let node = nodes[index]
        var rects: [Rect] = []
        if let fill = node.background { rects.append(fill.shape.rect) }
        rects += node.contents.compactMap(\.bounds)
        if let image = node.image { rects.append(image.rect.standardized) }
        for run in node.text {
            rects.append(Rect(x: run.baseline.x - run.fontSize, y: run.baseline.y - run.ascender - run.fontSize,
                              width: run.width + 2 * run.fontSize, height: run.ascender + run.descender + 2 * run.fontSize))
        }
        if let border = node.border { rects.append(border.outer.rect) }
        if let path = node.shadow?.path?.bounds { rects.append(path) }
        return rects
    }

    /// The smallest rect holding all of `rects`; nil for none.
    static func union(_ rects: [Rect]) -> Rect? {
        rects.isEmpty ? nil : Rect.enclosing(rects.flatMap(\.corners))
    }
}
