import Geometry

/// A gradient from a centre (location 0) out to an axis-aligned ellipse (location 1): what
/// `CAGradientLayer` of type `.radial` draws, the ellipse centred on `startPoint` with the
/// radii from `startPoint` to `endPoint` along each axis, mapped to the bounds. SVG prints it
/// exactly (a unit circle under a scale), and so would CSS's `radial-gradient(ellipse …)`.
public struct RadialGradient: Hashable, Sendable {
    /// Where location 0 lies, in the node's space.
    public let center: Point
    /// The ellipse's horizontal and vertical radii, not negative. A zero radius paints the
    /// last stop's colour everywhere, as SVG paints a gradient of radius 0.
    public let radii: Size
    /// At least one stop, locations non-decreasing in 0…1.
    public let stops: [GradientStop]

    package init(center: Point, radii: Size, stops: [GradientStop]) {
        self.center = center
        self.radii = Size(width: abs(radii.width), height: abs(radii.height))
        self.stops = GradientStop.normalized(stops)
    }
}
