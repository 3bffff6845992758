/// Where a layer sits, in Core Animation's terms: what layout resolves and every back end reads.
public struct Placement: Hashable, Sendable {
    /// The node's own coordinate space: its origin shifts every child by minus that origin.
    public var bounds: Rect
    /// Where the anchor point sits in the container's coordinates (`center` for views).
    public var position: Point
    /// `layer.anchorPoint` in unit coordinates: the bounds point that `position` places and the
    /// transform turns about.
    public var anchorPoint: Point
    /// `layer.affineTransform()`, applied about the anchor point.
    public var transform: Transform

    /// A placement from Core Animation's four properties; `frame` follows from them.
    public init(bounds: Rect, position: Point, anchorPoint: Point, transform: Transform) {
        self.bounds = bounds
        self.position = position
        self.anchorPoint = anchorPoint
        self.transform = transform
    }

    /// Maps a point of this node's bounds space into its container's:
    /// `position + T · (p − bounds.origin − anchorPoint ⊙ bounds.size)`.
    public var toContainer: Transform {
        let anchor = Point(x: bounds.origin.x + anchorPoint.x * bounds.width, y: bounds.origin.y + anchorPoint.y * bounds.height)
        return Transform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(transform)
            .concatenating(Transform(translationX: position.x, y: position.y))
    }

    /// UIKit's `frame`: the bounds as the container sees them (their bounding box under a transform).
    public var frame: Rect { toContainer.apply(to: bounds) }

    /// The frame as if the transform were the identity: the rect layout works with, since Auto
    /// Layout and `layoutSubviews` set `center` and `bounds` and leave the transform alone.
    public var untransformedFrame: Rect {
        Rect(x: position.x - anchorPoint.x * bounds.width, y: position.y - anchorPoint.y * bounds.height,
             width: bounds.width, height: bounds.height)
    }

    /// Sets the frame as UIKit's `frame` setter does with an identity transform: the size goes
    /// to the bounds, the anchor point's place to the position; `bounds.origin` is kept.
    public mutating func setFrame(_ frame: Rect) {
        let f = frame.standardized
        bounds.size = f.size
        position = Point(x: f.origin.x + anchorPoint.x * f.width, y: f.origin.y + anchorPoint.y * f.height)
    }
}
