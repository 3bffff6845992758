/// An origin and a size, as `CGRect`.
///
/// Like Core Graphics, `minX`…`maxY` standardize a negative width or height, so a rect
/// given as `10 10 -5 -5` covers x 5…10.
public struct Rect: Hashable, Sendable {
    /// The corner with the smallest coordinates when the size is not negative.
    public var origin: Point
    /// May be negative as written; `standardized` and `minX`…`maxY` account for it.
    public var size: Size

    /// A rect from an origin and a size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// A rect from four numbers, as a scene's `frame="x y w h"` gives them.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rect at the origin: a node's frame when the scene gives none.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The width as stored (negative for an unstandardized rect).
    public var width: Double { size.width }
    /// The height as stored (negative for an unstandardized rect).
    public var height: Double { size.height }
    /// The left edge, whatever the width's sign.
    public var minX: Double { min(origin.x, origin.x + size.width) }
    /// The right edge, whatever the width's sign.
    public var maxX: Double { max(origin.x, origin.x + size.width) }
    /// The top edge, whatever the height's sign.
    public var minY: Double { min(origin.y, origin.y + size.height) }
    /// The bottom edge, whatever the height's sign.
    public var maxY: Double { max(origin.y, origin.y + size.height) }
    /// The horizontal centre (what frame expressions call `midX` and `centerX`).
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre.
    public var midY: Double { origin.y + size.height / 2 }

    /// The same rect with a non-negative width and height (`CGRect.standardized`).
    public var standardized: Rect {
        Rect(x: minX, y: minY, width: abs(size.width), height: abs(size.height))
    }

    /// The rect shrunk by `insets` (`CGRect.inset(by:)`). Like Core Graphics, a rect whose
    /// insets exceed its size becomes empty rather than negative.
    public func inset(by insets: EdgeInsets) -> Rect {
        let r = standardized
        let width = r.size.width - insets.left - insets.right
        let height = r.size.height - insets.top - insets.bottom
        if width < 0 || height < 0 { return Rect(x: r.midX, y: r.midY, width: 0, height: 0) }
        return Rect(x: r.origin.x + insets.left, y: r.origin.y + insets.top, width: width, height: height)
    }

    /// The smallest rect that contains every point (the bounding box).
    public static func enclosing(_ points: [Point]) -> Rect {
        guard let first = points.first else { return .zero }
        var lo = first, hi = first
        for p in points.dropFirst() {
            lo.x = min(lo.x, p.x); lo.y = min(lo.y, p.y)
            hi.x = max(hi.x, p.x); hi.y = max(hi.y, p.y)
        }
        return Rect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y)
    }

    /// The overlap of two rects (each standardized), nil when they do not meet.
    public func intersection(_ other: Rect) -> Rect? {
        let a = standardized, b = other.standardized
        let x0 = max(a.minX, b.minX), y0 = max(a.minY, b.minY), x1 = min(a.maxX, b.maxX), y1 = min(a.maxY, b.maxY)
        return x1 >= x0 && y1 >= y0 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil
    }

    /// The four corners, clockwise from the origin.
    public var corners: [Point] {
        [Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: maxX, y: maxY), Point(x: minX, y: maxY)]
    }
}
