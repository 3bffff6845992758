#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turning and moving a path, and arcs on turned ellipses, which `Element.arc` cannot hold.
extension Path {
    /// The path carried by `t`, a similarity: a rotation and an even scale (`a == d`,
    /// `b == −c`, so no mirroring), then a move. Points map exactly; an arc stays an arc
    /// when its ellipse is a circle or the turn is a multiple of 90° (radii swapped for a
    /// quarter turn), and becomes cubic Béziers otherwise (`rotatedArcCubics`). Nil for any
    /// other transform, which would need an arc on a skewed ellipse.
    public func applying(similarity t: Transform) -> Path? {
        let tolerance = 1e-9 * max(1, abs(t.a), abs(t.b))
        guard abs(t.a - t.d) <= tolerance, abs(t.b + t.c) <= tolerance else { return nil }
        let scale = (t.a * t.a + t.b * t.b).squareRoot()
        let quarterTurn = abs(t.a) <= tolerance, halfTurnOrNone = abs(t.b) <= tolerance
        let degrees = atan2(t.b, t.a) * 180 / Double.pi
        var out: [Element] = []
        out.reserveCapacity(elements.count)
        var current = Point.zero, start = Point.zero
        for element in elements {
            switch element {
            case .move(let p): out.append(.move(t.apply(to: p))); (current, start) = (p, p)
            case .line(let p): out.append(.line(t.apply(to: p))); current = p
            case .quad(let c, let p): out.append(.quad(t.apply(to: c), t.apply(to: p))); current = p
            case .cubic(let c1, let c2, let p): out.append(.cubic(t.apply(to: c1), t.apply(to: c2), t.apply(to: p))); current = p
            case .arc(let radii, let large, let clockwise, let p):
                let r = Size(width: abs(radii.width) * scale, height: abs(radii.height) * scale)
                if radii.width == radii.height || halfTurnOrNone {
                    out.append(.arc(radii: r, large: large, clockwise: clockwise, to: t.apply(to: p)))
                } else if quarterTurn {
                    out.append(.arc(radii: Size(width: r.height, height: r.width), large: large, clockwise: clockwise, to: t.apply(to: p)))
                } else {
                    out += Self.rotatedArcCubics(from: t.apply(to: current), to: t.apply(to: p), rx: r.width, ry: r.height,
                                                 degrees: degrees, large: large, sweep: clockwise)
                }
                current = p
            case .close: out.append(.close); current = start
            }
        }
        return Path(out)
    }

    /// An SVG arc from `p1` to `p2` on an ellipse rotated by `degrees`, no multiple of 90°, as
    /// cubic Béziers of at most a quarter turn each (the standard `4/3 tan(δ/4)` handles, off
    /// by under 0.03 % of the radius): SVG 1.1's endpoint-to-centre conversion
    /// (https://www.w3.org/TR/SVG11/implnote.html#ArcConversionEndpointToCenter).
    public static func rotatedArcCubics(from p1: Point, to p2: Point, rx: Double, ry: Double, degrees: Double, large: Bool, sweep: Bool) -> [Path.Element] {
        let phi = degrees * Double.pi / 180
        let (cosPhi, sinPhi) = (cos(phi), sin(phi))
        let hx = (p1.x - p2.x) / 2, hy = (p1.y - p2.y) / 2
        let x1 = cosPhi * hx + sinPhi * hy, y1 = -sinPhi * hx + cosPhi * hy
        var (rx, ry) = (rx, ry)
        let lambda = x1 * x1 / (rx * rx) + y1 * y1 / (ry * ry)
        if lambda > 1 { (rx, ry) = (rx * lambda.squareRoot(), ry * lambda.squareRoot()) }
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        guard denominator > 0, denominator.isFinite else { return [.line(p2)] }
        var coefficient = (max(0, rx * rx * ry * ry - denominator) / denominator).squareRoot()
        if large == sweep { coefficient = -coefficient }
        let cx1 = coefficient * rx * y1 / ry, cy1 = -coefficient * ry * x1 / rx
        let cx = cosPhi * cx1 - sinPhi * cy1 + (p1.x + p2.x) / 2, cy = sinPhi * cx1 + cosPhi * cy1 + (p1.y + p2.y) / 2
        let start = atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
        var delta = atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx) - start
        if sweep && delta < 0 { delta += 2 * Double.pi }
        if !sweep && delta > 0 { delta -= 2 * Double.pi }
        guard delta.isFinite else { return [.line(p2)] }
        let pieces = max(1, min(4, Int((abs(delta) / (Double.pi / 2) - 1e-9).rounded(.up))))
        let step = delta / Double(pieces), k = 4.0 / 3.0 * tan(step / 4)
        func map(_ x: Double, _ y: Double) -> Point {
            Point(x: cx + rx * cosPhi * x - ry * sinPhi * y, y: cy + rx * sinPhi * x + ry * cosPhi * y)
        }
        return (0..<pieces).map { i in
            let a = start + step * Double(i), b = a + step
            let end = i == pieces - 1 ? p2 : map(cos(b), sin(b))
            return .cubic(map(cos(a) - k * sin(a), sin(a) + k * cos(a)), map(cos(b) + k * sin(b), sin(b) - k * cos(b)), end)
        }
    }
}
