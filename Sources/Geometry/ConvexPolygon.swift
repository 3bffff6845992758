/// A convex polygon, as the points of its outline in order: a view's bounds as its root sees
/// them, through every transform.
public struct ConvexPolygon: Hashable, Sendable {
    /// Counter-clockwise in y-down coordinates (clockwise on screen); empty when the area is nil.
    public let points: [Point]

    /// The polygon through `points`, which must be convex, in either orientation.
    public init(_ points: [Point]) {
        self.points = Self.signedArea(points) < 0 ? points.reversed() : points
    }

    /// True for a polygon with no area (a view of zero size, or scaled flat), which no point is inside.
    public var isEmpty: Bool { points.count < 3 || abs(Self.signedArea(points)) < 1e-9 }

    private static func signedArea(_ p: [Point]) -> Double {
        guard p.count >= 3 else { return 0 }
        var sum = 0.0
        for i in p.indices { sum += p[i].x * p[(i + 1) % p.count].y - p[(i + 1) % p.count].x * p[i].y }
        return sum / 2
    }
}
