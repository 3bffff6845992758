#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry

/// The part of a path between two fractions of its length, as `CAShapeLayer`'s `strokeStart`
/// and `strokeEnd` select it
/// (https://developer.apple.com/documentation/quartzcore/cashapelayer/strokeend): the
/// length of every subpath together, closing segments included. Lines, Béziers and arcs are
/// cut exactly where the length says (de Casteljau for Béziers, a shorter arc on the same
/// ellipse for arcs), so the part prints as the same curves.
///
/// Lengths are measured by quadrature (`Measure`), which keeps the cut within 0.01 pt of where
/// the exact length puts it on the curves scenes draw, at a fixed cost per segment.
enum PathCut {

    /// The path from `start` to `end` (fractions 0…1 of its length, `start` < `end`).
    static func part(of path: Path, from start: Double, to end: Double) -> Path {
        let segments = Segment.all(in: path)
        let measures = segments.map(Measure.init)
        let total = measures.reduce(0) { $0 + $1.length }
        guard total > 0 else { return Path([]) }
        let (from, to) = (max(0, start) * total, min(1, end) * total)
        var out: [Path.Element] = []
        var offset = 0.0
        var penAt: Int?  // the subpath the last element drawn belongs to, when drawing continues
        var subpathFromStart = false
        for (segment, measure) in zip(segments, measures) {
            defer { offset += measure.length }
            let (a, b) = (offset, offset + measure.length)
            // Only segments the range overlaps by a length: a point of one would draw a cap.
            guard min(b, to) > max(a, from) else { continue }
            let t0 = from > a ? measure.parameter(at: from - a, on: segment) : 0
            let t1 = to < b ? measure.parameter(at: to - a, on: segment) : 1
            if penAt != segment.subpath {
                out.append(.move(segment.point(at: t0)))
                subpathFromStart = t0 == 0 && segment.isFirst
                penAt = segment.subpath
            }
            if segment.closes && t1 == 1 && subpathFromStart {
                out.append(.close)
            } else {
                out.append(segment.piece(from: t0, to: t1))
            }
            if t1 < 1 { penAt = nil }
        }
        return Path(out)
    }

    /// One drawn segment of a path, with the point it starts from.
    struct Segment {
        enum Shape {
            case line(Point)
            case quad(Point, Point)
            case cubic(Point, Point, Point)
            /// An arc on the ellipse about `centre` with radii `radii`, from `startAngle`
            /// turning by `sweep` radians (positive: clockwise on screen).
            case arc(centre: Point, radii: Size, startAngle: Double, sweep: Double, to: Point)
        }

        let from: Point
        let shape: Shape
        /// Which subpath it belongs to, counting moves.
        let subpath: Int
        /// Whether it is the first segment of its subpath.
        let isFirst: Bool
        /// Whether it is a subpath's closing line.
        let closes: Bool

        /// The segments of `path`, in order.
        static func all(in path: Path) -> [Segment] {
            var segments: [Segment] = []
            var current = Point(x: 0, y: 0), start = current
            var subpath = 0, first = true
            func add(_ shape: Shape, to p: Point, closes: Bool = false) {
                segments.append(Segment(from: current, shape: shape, subpath: subpath, isFirst: first, closes: closes))
                (current, first) = (p, false)
            }
            for element in path.elements {
                switch element {
                case .move(let p): (current, start, first) = (p, p, true); subpath += 1
                case .line(let p): add(.line(p), to: p)
                case .quad(let c, let p): add(.quad(c, p), to: p)
                case .cubic(let c1, let c2, let p): add(.cubic(c1, c2, p), to: p)
                case .arc(let radii, let large, let clockwise, let p): add(arc(from: current, radii: radii, large: large, clockwise: clockwise, to: p), to: p)
                case .close:
                    add(.line(start), to: start, closes: true)
                    (first, subpath) = (true, subpath + 1)  // drawing after a close starts again
                }
            }
            return segments
        }

        private static func arc(from p0: Point, radii: Size, large: Bool, clockwise: Bool, to p1: Point) -> Shape {
            guard radii.width != 0, radii.height != 0, p0 != p1 else { return .line(p1) }
            let c = Path.arcCentre(from: p0, to: p1, radii: radii, large: large, clockwise: clockwise)
            guard c.rx > 0, c.ry > 0 else { return .line(p1) }
            let a0 = atan2((p0.y - c.y) / c.ry, (p0.x - c.x) / c.rx), a1 = atan2((p1.y - c.y) / c.ry, (p1.x - c.x) / c.rx)
            var sweep = a1 - a0
            if clockwise && sweep < 0 { sweep += 2 * Double.pi }
            if !clockwise && sweep > 0 { sweep -= 2 * Double.pi }
            return .arc(centre: Point(x: c.x, y: c.y), radii: Size(width: c.rx, height: c.ry), startAngle: a0, sweep: sweep, to: p1)
        }

        /// The point at parameter `t` (0…1).
        func point(at t: Double) -> Point {
            if t == 0 { return from }
            switch shape {
            case .line(let p): return t == 1 ? p : Self.lerp(from, p, t)
            case .quad(let c, let p):
                return t == 1 ? p : Self.lerp(Self.lerp(from, c, t), Self.lerp(c, p, t), t)
            case .cubic(let c1, let c2, let p):
                if t == 1 { return p }
                let (a, b, c) = (Self.lerp(from, c1, t), Self.lerp(c1, c2, t), Self.lerp(c2, p, t))
                return Self.lerp(Self.lerp(a, b, t), Self.lerp(b, c, t), t)
            case .arc(let centre, let radii, let startAngle, let sweep, let to):
                if t == 1 { return to }
                let angle = startAngle + sweep * t
                return Point(x: centre.x + radii.width * cos(angle), y: centre.y + radii.height * sin(angle))
            }
        }

        /// The velocity at parameter `t`: the derivative of `point(at:)`.
        func derivative(at t: Double) -> Point {
            func scaled(_ a: Point, _ b: Point, _ k: Double) -> Point { Point(x: (b.x - a.x) * k, y: (b.y - a.y) * k) }
            switch shape {
            case .line(let p): return scaled(from, p, 1)
            case .quad(let c, let p):
                let (u, v) = (scaled(from, c, 2 * (1 - t)), scaled(c, p, 2 * t))
                return Point(x: u.x + v.x, y: u.y + v.y)
            case .cubic(let c1, let c2, let p):
                let (a, b, c) = (scaled(from, c1, 3 * (1 - t) * (1 - t)), scaled(c1, c2, 6 * t * (1 - t)), scaled(c2, p, 3 * t * t))
                return Point(x: a.x + b.x + c.x, y: a.y + b.y + c.y)
            case .arc(_, let radii, let startAngle, let sweep, _):
                let angle = startAngle + sweep * t
                return Point(x: -radii.width * sin(angle) * sweep, y: radii.height * cos(angle) * sweep)
            }
        }

        /// The element drawing this segment from parameter `t0` to `t1`, from `point(at: t0)`.
        func piece(from t0: Double, to t1: Double) -> Path.Element {
            let end = point(at: t1)
            switch shape {
            case .line: return .line(end)
            case .quad(let c, let p):
                // The control point of the part: where the tangents at its ends meet, by
                // blossoming: B(t0, t1).
                let q = Self.lerp(Self.lerp(from, c, t0), Self.lerp(c, p, t0), t1)
                return .quad(q, end)
            case .cubic(let c1, let c2, let p):
                let points = [from, c1, c2, p]
                return .cubic(Self.blossom(points, t0, t0, t1), Self.blossom(points, t0, t1, t1), end)
            case .arc(_, let radii, _, let sweep, _):
                let part = sweep * (t1 - t0)
                return .arc(radii: radii, large: abs(part) > Double.pi, clockwise: sweep > 0, to: end)
            }
        }

        /// The cubic's blossom at (u, v, w): with (t0, t0, t1) and (t0, t1, t1), the control
        /// points of its part from t0 to t1.
        private static func blossom(_ p: [Point], _ u: Double, _ v: Double, _ w: Double) -> Point {
            let a = [lerp(p[0], p[1], u), lerp(p[1], p[2], u), lerp(p[2], p[3], u)]
            let b = [lerp(a[0], a[1], v), lerp(a[1], a[2], v)]
            return lerp(b[0], b[1], w)
        }

        static func lerp(_ a: Point, _ b: Point, _ t: Double) -> Point {
            Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }
    }

    /// A segment's length, and the lengths along it at equal parameter steps, to find the
    /// parameter a length reaches. Lengths are integrals of the speed, by Gauss–Legendre
    /// quadrature over `pieces` equal steps (five nodes a step: exact for a Bézier whose speed
    /// is a polynomial, as along a line, and within far under 0.01 pt on smooth curves);
    /// lines and circular arcs have theirs exactly. Each segment costs a fixed number of
    /// evaluations however large it is, so a path's cost is linear in its commands.
    struct Measure {
        /// Lengths from the start at parameters k / pieces, k = 0…pieces.
        let lengths: [Double]
        var length: Double { lengths.last ?? 0 }

        static let pieces = 16

        init(_ segment: Segment) {
            switch segment.shape {
            case .line(let p):
                lengths = [0, ((p.x - segment.from.x) * (p.x - segment.from.x) + (p.y - segment.from.y) * (p.y - segment.from.y)).squareRoot()]
            case .arc(_, let radii, _, let sweep, _) where radii.width == radii.height:
                lengths = [0, radii.width * abs(sweep)]
            default:
                var table = [0.0], sum = 0.0
                for k in 0..<Self.pieces {
                    sum += Self.integral(segment, from: Double(k) / Double(Self.pieces), to: Double(k + 1) / Double(Self.pieces))
                    table.append(sum)
                }
                lengths = table
            }
        }

        /// The length from `t0` to `t1`: five-point Gauss–Legendre quadrature of the speed.
        static func integral(_ segment: Segment, from t0: Double, to t1: Double) -> Double {
            let nodes = [(0.0, 0.5688888888888889), (0.5384693101056831, 0.4786286704993665), (-0.5384693101056831, 0.4786286704993665),
                         (0.9061798459386640, 0.2369268850561891), (-0.9061798459386640, 0.2369268850561891)]
            let half = (t1 - t0) / 2, middle = (t0 + t1) / 2
            var sum = 0.0
            for (x, w) in nodes {
                let d = segment.derivative(at: middle + half * x)
                sum += w * (d.x * d.x + d.y * d.y).squareRoot()
            }
            return sum * half
        }

        /// The parameter at which the length from the start is `s`: the step holding it found in
        /// the table, then the parameter within the step bisected, each guess measured from the
        /// step's start, so a curve whose speed changes within a step is still cut by length.
        func parameter(at s: Double, on segment: Segment) -> Double {
            guard let last = lengths.last, last > 0, lengths.count > 1 else { return 0 }
            if s <= 0 { return 0 }
            if s >= last { return 1 }
            if lengths.count == 2 {
                // A line or a circular arc: the length grows evenly with the parameter.
                return s / last
            }
            var (low, high) = (0, lengths.count - 1)
            while high - low > 1 {
                let mid = (low + high) / 2
                if lengths[mid] <= s { low = mid } else { high = mid }
            }
            let steps = Double(lengths.count - 1)
            let base = Double(low) / steps
            var (lower, upper) = (base, Double(high) / steps)
            let wanted = s - lengths[low]
            for _ in 0..<48 where upper - lower > 1e-12 {
                let middle = (lower + upper) / 2
                if Self.integral(segment, from: base, to: middle) < wanted { lower = middle } else { upper = middle }
            }
            return (lower + upper) / 2
        }
    }
}
