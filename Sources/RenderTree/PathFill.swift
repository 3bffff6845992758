import Geometry

/// The inside of a path, painted.
public struct PathFill: Hashable, Sendable {
    /// The outline, closed or not (a fill closes every subpath).
    public let path: Path
    /// How overlapping subpaths fill.
    public let rule: FillRule
    /// What fills it.
    public let paint: Paint

    package init(path: Path, rule: FillRule = .nonzero, paint: Paint) {
        self.path = path
        self.rule = rule
        self.paint = paint
    }
}
