import Geometry
import RenderTree

/// The promise that no NaN or infinity reaches a back end.
///
/// Why a check at the end and not only at the inputs: numbers a scene writes are finite and
/// bounded, but layout multiplies them (nested scales, frame expressions, solver results), and
/// a printer would write `nan` into a path or a `matrix()`, which browsers treat as an error or
/// draw nothing for. The first render node or hit region holding a non-finite number is reported.
enum FiniteGeometry {
    /// The scene node behind the first non-finite number in `tree`, or nil when all are finite.
    static func firstOffender(in tree: RenderTree) -> Int? {
        if !tree.size.isFinite { return 0 }
        // Read in place: a `for` over the arrays would copy every node and region out of them.
        let node = tree.nodes.withUnsafeBufferPointer { nodes in nodes.indices.first { !nodes[$0].isFinite }.map { nodes[$0].source } }
        if let node { return node }
        return tree.hitRegions.withUnsafeBufferPointer { regions in regions.indices.first { !regions[$0].isFinite }.map { regions[$0].source } }
    }
}

private extension Point {
    var isFinite: Bool { x.isFinite && y.isFinite }
}

private extension Size {
    var isFinite: Bool { width.isFinite && height.isFinite }
}

private extension Rect {
    var isFinite: Bool { origin.isFinite && size.isFinite }
}

private extension RoundedRect {
    var isFinite: Bool { rect.isFinite && radius.isFinite }
}

private extension Transform {
    // No array: this runs for two transforms of every node.
    var isFinite: Bool { a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite }
}

private extension Placement {
    var isFinite: Bool { bounds.isFinite && position.isFinite && anchorPoint.isFinite && transform.isFinite && toContainer.isFinite }
}

private extension Ring {
    var isFinite: Bool { outer.isFinite && inner.isFinite }
}

private extension Path {
    var isFinite: Bool {
        elements.allSatisfy { element in
            switch element {
            case .move(let p), .line(let p): p.isFinite
            case .quad(let c, let p): c.isFinite && p.isFinite
            case .cubic(let c1, let c2, let p): c1.isFinite && c2.isFinite && p.isFinite
            case .arc(let radii, _, _, let p): radii.isFinite && p.isFinite
            case .close: true
            }
        }
    }
}

private extension Paint {
    var isFinite: Bool {
        switch self {
        case .solid: true
        case .axial(let g): g.start.isFinite && g.end.isFinite && g.stops.allSatisfy(\.location.isFinite)
        case .radial(let g): g.center.isFinite && g.radii.isFinite && g.stops.allSatisfy(\.location.isFinite)
        case .conic(let g): g.center.isFinite && g.startAngle.isFinite && g.stops.allSatisfy(\.location.isFinite)
            && g.scale.width.isFinite && g.scale.height.isFinite
        }
    }
}

private extension Primitive {
    var isFinite: Bool {
        switch self {
        case .fill(let f): f.path.isFinite && f.paint.isFinite
        case .stroke(let s):
            s.path.isFinite && s.paint.isFinite && s.style.width.isFinite && s.style.miterLimit.isFinite
                && s.style.dashPhase.isFinite && s.style.dashes.allSatisfy(\.isFinite)
        }
    }
}

private extension Shadow {
    var isFinite: Bool { offset.isFinite && radius.isFinite && opacity.isFinite && (path?.isFinite ?? true) }
}

private extension ScrollContent {
    var isFinite: Bool { size.isFinite && position.isFinite && contentOrigin.isFinite && extent.isFinite }
}

private extension ConvexPolygon {
    var isFinite: Bool { points.allSatisfy(\.isFinite) }
}

private extension RenderNode {
    var isFinite: Bool {
        placement.isFinite && opacity.isFinite && (background?.shape.isFinite ?? true) && contents.allSatisfy(\.isFinite)
            && text.allSatisfy { $0.baseline.isFinite && $0.width.isFinite && $0.fontSize.isFinite && $0.ascender.isFinite && $0.descender.isFinite }
            && (clip?.isFinite ?? true) && (border?.isFinite ?? true) && (scroll?.isFinite ?? true)
            && (shadow?.isFinite ?? true) && (mask?.allSatisfy(\.isFinite) ?? true)
    }
}

private extension HitRegion {
    var isFinite: Bool {
        outline.isFinite && localOutline.isFinite && (scroller.map { $0.frame.isFinite && $0.content.isFinite } ?? true)
    }
}
