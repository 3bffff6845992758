import Geometry

/// What fills or strokes a shape: one colour, or a gradient laid out in the node's space.
///
/// Gradients interpolate between their stops in sRGB with straight (unpremultiplied) alpha, as
/// Core Animation's `CAGradientLayer` does; SVG gradients do the same in librsvg and Chromium
/// (measured: opaque red to transparent blue is (191, 128, 191) over white halfway, where
/// premultiplied interpolation would give (255, 128, 128)). Beyond the first and last stops the
/// end colours continue (SVG's `spreadMethod="pad"`, Core Animation's clamping).
public enum Paint: Hashable, Sendable {
    /// One colour, alpha included.
    case solid(Color)
    /// Colour changing along a line (`CAGradientLayer` of type `.axial`).
    case axial(AxialGradient)
    /// Colour changing from a centre out to an ellipse (type `.radial`).
    case radial(RadialGradient)
    /// Colour changing with the angle about a centre (type `.conic`).
    case conic(ConicGradient)
}
