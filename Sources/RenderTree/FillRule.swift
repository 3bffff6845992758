/// Which points a path's fill covers where its subpaths overlap or nest.
public enum FillRule: Hashable, Sendable {
    /// Those the path winds round a non-zero number of times: a subpath inside another,
    /// drawn the same way round, fills. Core Graphics' default, and SVG's.
    case nonzero
    /// Those inside an odd number of subpaths: a subpath inside another is a hole, whichever
    /// way round it goes (`CAShapeLayerFillRule.evenOdd`).
    case evenOdd
}
