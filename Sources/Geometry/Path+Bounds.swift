/// Where a path may draw, for the regions that filters and masks need.
extension Path {
    /// A rect that contains every point of the path's outline: exact for lines and arcs'
    /// endpoints, the control points' hull for Béziers (which contains the curve), and an arc's
    /// whole ellipse (which contains the arc). Nil for a path with no points.
    public var bounds: Rect? {
        var points: [Point] = []
        var current = Point.zero
        for element in elements {
            switch element {
            case .move(let p), .line(let p):
                points.append(p)
                current = p
            case .quad(let c, let p):
                points += [c, p]
                current = p
            case .cubic(let c1, let c2, let p):
                points += [c1, c2, p]
                current = p
            case .arc(let radii, let large, let clockwise, let p):
                let centre = Self.arcCentre(from: current, to: p, radii: radii, large: large, clockwise: clockwise)
                points += [Point(x: centre.x - centre.rx, y: centre.y - centre.ry), Point(x: centre.x + centre.rx, y: centre.y + centre.ry), p]
                current = p
            case .close:
                continue
            }
        }
        return points.isEmpty ? nil : Rect.enclosing(points)
    }

    /// The centre and radii (scaled up where too small to join the ends, as SVG does) of the
    /// ellipse an arc lies on: SVG 1.1's endpoint-to-centre conversion (appendix F.6.5) with no
    /// rotation.
    public static func arcCentre(from p0: Point, to p1: Point, radii: Size, large: Bool, clockwise: Bool) -> (x: Double, y: Double, rx: Double, ry: Double) {
        var rx = abs(radii.width), ry = abs(radii.height)
        let hx = (p0.x - p1.x) / 2, hy = (p0.y - p1.y) / 2
        guard rx > 0, ry > 0, hx != 0 || hy != 0 else { return ((p0.x + p1.x) / 2, (p0.y + p1.y) / 2, abs(hx), abs(hy)) }
        let lambda = (hx * hx) / (rx * rx) + (hy * hy) / (ry * ry)
        if lambda > 1 { rx *= lambda.squareRoot(); ry *= lambda.squareRoot() }
        let numerator = max(0, rx * rx * ry * ry - rx * rx * hy * hy - ry * ry * hx * hx)
        var k = (numerator / (rx * rx * hy * hy + ry * ry * hx * hx)).squareRoot()
        if large == clockwise { k = -k }
        let cx = k * rx * hy / ry, cy = -k * ry * hx / rx
        return (cx + (p0.x + p1.x) / 2, cy + (p0.y + p1.y) / 2, rx, ry)
    }
}
