import Geometry

/// A path's outline drawn as a band of `style.width` centred on it, painted. Cutting the path
/// (`strokeStart`, `strokeEnd`) is the producer's work: a stroke draws its whole path.
public struct PathStroke: Hashable, Sendable {
    /// The line followed.
    public let path: Path
    /// Width, ends, corners and dashes.
    public let style: StrokeStyle
    /// What paints the band.
    public let paint: Paint

    package init(path: Path, style: StrokeStyle, paint: Paint) {
        self.path = path
        self.style = style
        self.paint = paint
    }
}
