#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry
import Layout
import RenderTree
import SceneModel

/// A layer's `mask` (https://developer.apple.com/documentation/quartzcore/calayer/mask) as the
/// render tree's mask primitives, in the owner's space.
///
/// "The layer's alpha channel determines how much of the layer's content and background shows
/// through": the mask layer is drawn as it would be drawn (background, what its class paints,
/// its sublayers, its border), its colours aside, at its place in the owner's bounds. Each
/// part is carried into the owner's space by its transform there, which `MaskSyntax` keeps to
/// moves, turns and even scales, so arcs, stroke widths and gradients carry exactly, and its
/// alpha is multiplied by the opacities above it within the mask.
///
/// Where two translucent parts overlap, Core Animation composites the mask layer's group
/// (opacity applied to the whole group); here each part carries the product of its opacities,
/// so an overlap of two parts under a translucent layer covers a little more. Opaque parts, the
/// usual mask, are exact.
enum MaskDrawing {
    /// `owner`'s mask, or nil when it has none. A hidden mask layer draws nothing, so it shows
    /// nothing of the owner (an empty list).
    /// `devicePixel` is the width of a device pixel in the owner's space, for hairlines.
    static func primitives(of owner: Int, in scene: Scene, layout: LayoutResult, devicePixel: Double) -> [Primitive]? {
        guard let mask = scene.nodes[owner].children.first(where: { scene.nodes[$0].layer.isMask }) else { return nil }
        var out: [Primitive] = []
        // Each layer with its transform into the owner's space and the opacities above it,
        // depth first, on a stack of our own.
        var stack: [(node: Int, toOwner: Transform, opacity: Double)] = [(mask, layout.geometry[mask].toContainer, 1)]
        while let (node, toOwner, above) = stack.popLast() {
            let layer = scene.nodes[node].layer
            guard !layer.isHidden else { continue }
            let opacity = above * layer.opacity
            let scale = (toOwner.a * toOwner.a + toOwner.b * toOwner.b).squareRoot()
            for primitive in ownPrimitives(node, in: scene, bounds: layout.geometry[node].bounds, devicePixel: devicePixel / scale) {
                if let moved = carried(primitive, by: toOwner, opacity: opacity) { out.append(moved) }
            }
            for child in scene.nodes[node].children.reversed() {
                stack.append((child, layout.geometry[child].toContainer.concatenating(toOwner), opacity))
            }
        }
        return out
    }

    /// What one layer of the mask draws in its own space, in Core Animation's order.
    private static func ownPrimitives(_ node: Int, in scene: Scene, bounds: Rect, devicePixel: Double) -> [Primitive] {
        let layer = scene.nodes[node].layer
        let shape = layer.shape(of: bounds)
        var out: [Primitive] = []
        if let color = layer.backgroundColor, color.alpha > 0, shape.rect.width > 0, shape.rect.height > 0 {
            out.append(.fill(PathFill(path: Path(roundedRect: shape), paint: .solid(color))))
        }
        // A mask holds only layers, which have no tint of their own; only their alpha counts.
        let context = DrawingContext(bounds: bounds, tint: TintColors.system, design: scene.design, devicePixel: devicePixel)
        out += KindDrawing.paint(scene.nodes[node], in: context).contents
        if layer.borderWidth > 0, layer.borderColor.alpha > 0 {
            out.append(Ring(inside: shape, width: layer.borderWidth, color: layer.borderColor).primitive)
        }
        return out
    }

    /// The primitive in the owner's space, its alpha times `opacity`; nil when it shows nothing.
    private static func carried(_ primitive: Primitive, by t: Transform, opacity: Double) -> Primitive? {
        let scale = (t.a * t.a + t.b * t.b).squareRoot()
        switch primitive {
        case .fill(let fill):
            guard let path = fill.path.applying(similarity: t) else { return nil }
            return .fill(PathFill(path: path, rule: fill.rule, paint: carried(fill.paint, by: t, scale: scale, opacity: opacity)))
        case .stroke(let stroke):
            guard let path = stroke.path.applying(similarity: t) else { return nil }
            let s = stroke.style
            let style = StrokeStyle(width: s.width * scale, cap: s.cap, join: s.join, miterLimit: s.miterLimit,
                                    dashes: s.dashes.map { $0 * scale }, dashPhase: s.dashPhase * scale)
            return .stroke(PathStroke(path: path, style: style, paint: carried(stroke.paint, by: t, scale: scale, opacity: opacity)))
        }
    }

    /// A paint carried by the similarity `t` (of scale `scale`), its alpha times `opacity`. A
    /// radial gradient's ellipse turns with it only by quarter turns, or as a circle:
    /// `MaskSyntax` refuses any other turn of one.
    private static func carried(_ paint: Paint, by t: Transform, scale: Double, opacity: Double) -> Paint {
        func faded(_ stops: [GradientStop]) -> [GradientStop] {
            stops.map { GradientStop(location: $0.location, color: faded($0.color)) }
        }
        func faded(_ c: Color) -> Color { Color(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha * opacity) }
        switch paint {
        case .solid(let color): return .solid(faded(color))
        case .axial(let g): return .axial(AxialGradient(start: t.apply(to: g.start), end: t.apply(to: g.end), stops: faded(g.stops)))
        case .radial(let g):
            let r = Size(width: g.radii.width * scale, height: g.radii.height * scale)
            let quarterTurn = abs(t.a) < abs(t.b)
            return .radial(RadialGradient(center: t.apply(to: g.center), radii: quarterTurn ? Size(width: r.height, height: r.width) : r,
                                          stops: faded(g.stops)))
        case .conic(let g):
            // A stretched gradient turns with it only by quarter turns (or square): `MaskSyntax`
            // refuses any other turn of a gradient layer.
            let quarterTurn = abs(t.a) < abs(t.b)
            let stretch = Size(width: g.scale.width * scale, height: g.scale.height * scale)
            return .conic(ConicGradient(center: t.apply(to: g.center), startAngle: g.startAngle + atan2(t.b, t.a), stops: faded(g.stops),
                                        scale: quarterTurn ? Size(width: stretch.height, height: stretch.width) : stretch))
        }
    }
}
