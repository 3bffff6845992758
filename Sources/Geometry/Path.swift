/// An outline made of straight and Bézier segments, as fonts store glyphs and as SVG's `d`
/// attribute and canvas paths describe them. Plain data: printers decide how to spell it.
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
}
