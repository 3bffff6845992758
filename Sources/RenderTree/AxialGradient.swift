import Geometry

/// A gradient along the line from `start` to `end`: every point takes the colour at its
/// projection onto that line. `CAGradientLayer`'s `startPoint` and `endPoint` are in the unit
/// square; the producer maps them to the layer's bounds.
public struct AxialGradient: Hashable, Sendable {
    /// Where location 0 lies, in the node's space.
    public let start: Point
    /// Where location 1 lies, in the node's space.
    public let end: Point
    /// At least one stop, locations non-decreasing in 0…1.
    public let stops: [GradientStop]

    package init(start: Point, end: Point, stops: [GradientStop]) {
        self.start = start
        self.end = end
        self.stops = GradientStop.normalized(stops)
    }
}
