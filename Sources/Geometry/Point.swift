/// A location in a two-dimensional coordinate space, in points, as `CGPoint`.
public struct Point: Hashable, Sendable {
    /// Horizontal, growing right.
    public var x: Double
    /// Vertical, growing down, as in UIKit.
    public var y: Double

    /// A point, in points.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = Point(x: 0, y: 0)

    /// Moves a point by another's coordinates (offsets, origins).
    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    /// The offset from `b` to `a`.
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
}
