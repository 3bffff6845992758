/// A convex polygon, as the points of its outline in order: where a view can be touched once
/// every superview's bounds has cut it down.
public struct ConvexPolygon: Hashable, Sendable {
    /// Counter-clockwise in y-down coordinates (clockwise on screen); empty when the area is nil.
    public let points: [Point]

    /// The polygon through `points`, which must be convex, in either orientation.
    public init(_ points: [Point]) {
        self.points = Self.signedArea(points) < 0 ? points.reversed() : points
    }

    public var isEmpty: Bool { points.count < 3 || abs(Self.signedArea(points)) < 1e-9 }

    /// The part of this polygon inside `clip` (Sutherland–Hodgman: cut by each edge of the
    /// convex clip in turn).
    public func intersection(_ clip: ConvexPolygon) -> ConvexPolygon {
        var output = points
        let c = clip.points
        for i in c.indices where !output.isEmpty {
            let (a, b) = (c[i], c[(i + 1) % c.count])
            let input = output
            output = []
            for j in input.indices {
                let (p, q) = (input[j], input[(j + 1) % input.count])
                let (pIn, qIn) = (Self.side(a, b, p) >= 0, Self.side(a, b, q) >= 0)
                if pIn { output.append(p) }
                if pIn != qIn { output.append(Self.crossing(a, b, p, q)) }
            }
        }
        return ConvexPolygon(Self.withoutRepeats(output))
    }

    /// Positive when `p` lies left of the line a→b in y-down coordinates, the inside of a
    /// positively oriented outline.
    private static func side(_ a: Point, _ b: Point, _ p: Point) -> Double {
        (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
    }

    private static func crossing(_ a: Point, _ b: Point, _ p: Point, _ q: Point) -> Point {
        let (sp, sq) = (side(a, b, p), side(a, b, q))
        let t = sp / (sp - sq)
        return Point(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
    }

    private static func signedArea(_ p: [Point]) -> Double {
        guard p.count >= 3 else { return 0 }
        var sum = 0.0
        for i in p.indices { sum += p[i].x * p[(i + 1) % p.count].y - p[(i + 1) % p.count].x * p[i].y }
        return sum / 2
    }

    private static func withoutRepeats(_ points: [Point]) -> [Point] {
        var out: [Point] = []
        for p in points where out.last.map({ abs($0.x - p.x) > 1e-9 || abs($0.y - p.y) > 1e-9 }) ?? true { out.append(p) }
        if out.count > 1, let first = out.first, let last = out.last, abs(first.x - last.x) <= 1e-9, abs(first.y - last.y) <= 1e-9 { out.removeLast() }
        return out
    }
}
