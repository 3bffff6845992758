import Foundation
import Geometry
import RenderTree

/// The SVG 1.1 markup of a render node's drawing primitives, shared by both printers (the HTML
/// page draws them in inline SVG), so both draw every primitive with the same elements.
///
/// A primitive's definitions (its gradient; for a conic paint, the mask of its shape) are
/// written just before the shape, named from an id the caller makes unique in the document.
public enum PrimitiveMarkup {
    /// The lines that draw `primitive`. With `white`, every colour is painted white at its own
    /// alpha: mask content, whose luminance is then its alpha (see `maskLines`).
    public static func lines(_ primitive: Primitive, id: String, white: Bool = false) -> [String] {
        switch primitive {
        case .fill(let fill):
            let rule = fill.rule == .evenOdd ? #" fill-rule="evenodd""# : ""
            let shape = #"<path d="\#(pathData(fill.path))"\#(rule)"#
            return painted(shape, fill.paint, bounds: fill.path.bounds, id: id, white: white, attribute: "fill", rest: "")
        case .stroke(let stroke):
            let shape = #"<path d="\#(pathData(stroke.path))" fill="none""#
            return painted(shape, stroke.paint, bounds: primitive.bounds, id: id, white: white, attribute: "stroke",
                           rest: strokeAttributes(stroke.style))
        }
    }

    /// `shape` (an open `<path` tag) finished with `paint` in `attribute` (`fill` or
    /// `stroke`), after the paint's definition; a conic paint draws its wedges through a mask
    /// of the finished shape instead.
    private static func painted(_ shape: String, _ paint: Paint, bounds: Rect?, id: String, white: Bool, attribute: String,
                                rest: String) -> [String] {
        switch paint {
        case .solid(let color):
            return [shape + colorAttributes(white ? whitened(color) : color, attribute) + rest + "/>"]
        case .axial(let g):
            let f = NumberText.format
            let definition = #"<linearGradient id="\#(id)" gradientUnits="userSpaceOnUse" x1="\#(f(g.start.x))" y1="\#(f(g.start.y))""#
                + #" x2="\#(f(g.end.x))" y2="\#(f(g.end.y))">\#(stops(g.stops, white))</linearGradient>"#
            return [definition, shape + #" \#(attribute)="url(#\#(id))""# + rest + "/>"]
        case .radial(let g):
            guard g.radii.width > 0 && g.radii.height > 0 else {
                // SVG paints a gradient of radius 0 in its last stop's colour.
                let last = g.stops.last?.color ?? .clear
                return [shape + colorAttributes(white ? whitened(last) : last, attribute) + rest + "/>"]
            }
            return [radialDefinition(g, id: id, white: white), shape + #" \#(attribute)="url(#\#(id))""# + rest + "/>"]
        case .conic(let g):
            guard let bounds else { return [] }
            // The shape, white, is the wedges' mask: SVG 1.1 can clip to a fill but not to a
            // stroke, and a mask antialiases the shape's edge as the shape itself would be.
            let mask = #"<mask id="\#(id)">"# + shape + colorAttributes(Color(red: 1, green: 1, blue: 1), attribute) + rest + "/></mask>"
            return [mask, wedgeGroup(g, reaching: bounds, mask: id, white: white)]
        }
    }

    /// A radial gradient: the unit circle scaled to the ellipse, or the circle itself.
    private static func radialDefinition(_ g: RadialGradient, id: String, white: Bool) -> String {
        let f = NumberText.format, c = g.center, r = g.radii
        let geometry = r.width == r.height
            ? #"cx="\#(f(c.x))" cy="\#(f(c.y))" r="\#(f(r.width))""#
            : #"cx="0" cy="0" r="1" gradientTransform="matrix(\#(f(r.width)) 0 0 \#(f(r.height)) \#(f(c.x)) \#(f(c.y)))""#
        return #"<radialGradient id="\#(id)" gradientUnits="userSpaceOnUse" \#(geometry)>\#(stops(g.stops, white))</radialGradient>"#
    }

    /// The wedges (`ConicGradient.wedges`) as sectors of a circle about the centre that reaches
    /// every corner of `bounds`, through the mask `mask`. `crispEdges`: antialiased, two sectors
    /// sharing an edge each cover about half its pixels, and the background shows through the
    /// seam (measured: a light line every wedge); aliased, each pixel is one wedge's, and the
    /// mask antialiases the shape's own edge.
    ///
    /// A stretched gradient (`scale` other than 1 × 1) draws its sectors in the stretched
    /// space, under a transform that scales about the centre: straight edges stay straight.
    private static func wedgeGroup(_ g: ConicGradient, reaching bounds: Rect, mask: String, white: Bool) -> String {
        let c = g.center, (sx, sy) = (g.scale.width, g.scale.height)
        let stretched = sx != 1 || sy != 1
        guard sx > 0, sy > 0 else { return "" }
        let radius = bounds.corners.map { hypot(($0.x - c.x) / sx, ($0.y - c.y) / sy) }.max().map { $0 + 1 / min(sx, sy, 1) } ?? 1
        var out = #"<g mask="url(#\#(mask))" shape-rendering="crispEdges">"#
        if stretched {
            let f = NumberText.format
            out += #"<g transform="matrix(\#(f(sx)) 0 0 \#(f(sy)) \#(f(c.x - sx * c.x)) \#(f(c.y - sy * c.y)))">"#
        }
        for wedge in g.wedges {
            let from = Point(x: c.x + radius * cos(wedge.start), y: c.y + radius * sin(wedge.start))
            let to = Point(x: c.x + radius * cos(wedge.end), y: c.y + radius * sin(wedge.end))
            let sector = Path([.move(c), .line(from), .arc(radii: Size(width: radius, height: radius), large: false, clockwise: true, to: to), .close])
            out += #"<path d="\#(pathData(sector))""# + colorAttributes(white ? whitened(wedge.color) : wedge.color, "fill") + "/>"
        }
        return out + (stretched ? "</g></g>" : "</g>")
    }

    /// `<stop>` elements.
    private static func stops(_ stops: [GradientStop], _ white: Bool) -> String {
        stops.map { stop in
            let color = white ? whitened(stop.color) : stop.color
            let opacity = color.alpha < 1 ? #" stop-opacity="\#(NumberText.format(color.alpha))""# : ""
            return #"<stop offset="\#(NumberText.format(stop.location))" stop-color="\#(color.hexRGB)"\#(opacity)/>"#
        }.joined()
    }

    /// `fill` or `stroke` (and its `-opacity` when translucent) for a colour.
    static func colorAttributes(_ color: Color, _ attribute: String) -> String {
        var s = #" \#(attribute)="\#(color.hexRGB)""#
        if color.alpha < 1 { s += #" \#(attribute)-opacity="\#(NumberText.format(color.alpha))""# }
        return s
    }

    /// White at the colour's alpha.
    private static func whitened(_ color: Color) -> Color { Color(red: 1, green: 1, blue: 1, alpha: color.alpha) }

    /// The stroke's geometry, each attribute only where it differs from SVG's initial value.
    private static func strokeAttributes(_ style: StrokeStyle) -> String {
        let f = NumberText.format
        var s = #" stroke-width="\#(f(style.width))""#
        if style.cap != .butt { s += #" stroke-linecap="\#(style.cap.rawValue)""# }
        if style.join != .miter { s += #" stroke-linejoin="\#(style.join.rawValue)""# }
        if style.join == .miter && style.miterLimit != 4 { s += #" stroke-miterlimit="\#(f(style.miterLimit))""# }
        if !style.dashes.isEmpty {
            s += #" stroke-dasharray="\#(style.dashes.map(f).joined(separator: " "))""#
            if style.dashPhase != 0 { s += #" stroke-dashoffset="\#(f(style.dashPhase))""# }
        }
        return s
    }

    /// A path as SVG path data: absolute commands, a straight segment along an axis as `H` or
    /// `V` (so a rect is `M…H…V…H…Z`), arcs as `A` with no rotation, subpaths apart by a space.
    public static func pathData(_ path: Path) -> String {
        let f = NumberText.format
        var d = ""
        var current = Point.zero, start = Point.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                d += (d.isEmpty ? "M" : " M") + "\(f(p.x)) \(f(p.y))"
                start = p
                current = p
            case .line(let p):
                d += p.y == current.y ? "H\(f(p.x))" : p.x == current.x ? "V\(f(p.y))" : "L\(f(p.x)) \(f(p.y))"
                current = p
            case .quad(let c, let p):
                d += "Q\(f(c.x)) \(f(c.y)) \(f(p.x)) \(f(p.y))"
                current = p
            case .cubic(let c1, let c2, let p):
                d += "C\(f(c1.x)) \(f(c1.y)) \(f(c2.x)) \(f(c2.y)) \(f(p.x)) \(f(p.y))"
                current = p
            case .arc(let radii, let large, let clockwise, let p):
                d += "A\(f(radii.width)) \(f(radii.height)) 0 \(large ? 1 : 0) \(clockwise ? 1 : 0) \(f(p.x)) \(f(p.y))"
                current = p
            case .close:
                d += "Z"
                current = start
            }
        }
        return d
    }
}
