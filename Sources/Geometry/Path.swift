/// An outline made of straight, Bézier and elliptical-arc segments, as fonts store glyphs and
/// as SVG's `d` attribute and canvas paths describe them. Plain data: printers decide how to
/// spell it.
public struct Path: Hashable, Sendable {
    /// One drawing command. Points are absolute.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at the point.
        case move(Point)
        /// A straight segment to the point.
        case line(Point)
        /// A quadratic Bézier segment (TrueType outlines) through a control point.
        case quad(Point, Point)
        /// A cubic Bézier segment (CFF outlines) through two control points.
        case cubic(Point, Point, Point)
        /// An arc of an axis-aligned ellipse to the point, as SVG's `A` command with no
        /// rotation draws it: of the (up to) four arcs with these radii between the current
        /// point and `to`, the one that is large or not and turns clockwise (`clockwise`: the
        /// direction of growing angle, y down) or not. Exact where Béziers only approximate, so
        /// rounded rects and ellipses print as the curves Core Animation draws.
        case arc(radii: Size, large: Bool, clockwise: Bool, to: Point)
        /// Closes the current subpath back to its start.
        case close
    }

    /// The commands in drawing order.
    public let elements: [Element]

    /// A path of these commands.
    public init(_ elements: [Element]) {
        self.elements = elements
    }

    /// True when the path draws nothing (a space's glyph).
    public var isEmpty: Bool { elements.isEmpty }

    /// The subpaths of both paths, `self`'s first: a ring is a rounded rect and its hole.
    public func appending(_ other: Path) -> Path {
        Path(elements + other.elements)
    }
}
