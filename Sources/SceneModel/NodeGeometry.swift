import Geometry

/// Where a node sits, as the scene wrote it: layout resolves it into a `Placement`.
///
/// Kept as specified (frame, bounds, center), because UIKit derives each from the others in an
/// order that matters: a frame set before a transform is applied, `bounds` overrides the frame's
/// size, `center` moves the frame.
public struct NodeGeometry: Hashable, Sendable {
    /// The `frame` as written: numbers, or another node's bounds; nil when the scene set none.
    public let frame: FrameSpec?
    /// `bounds`: its origin shifts every child; its size overrides the frame's.
    public let bounds: Rect?
    /// `center` for views, `position` for layers: the anchor point's place in the superlayer.
    public let position: Point?
    /// `transform` (`affineTransform` for layers), applied about `anchorPoint`.
    public let transform: Transform
    /// `layer.anchorPoint`, in unit coordinates of the bounds: the point `position` places and
    /// `transform` turns about.
    public let anchorPoint: Point

    /// UIKit's defaults: no frame, bounds or position given, the identity, the centre as anchor.
    public init(frame: FrameSpec? = nil, bounds: Rect? = nil, position: Point? = nil, transform: Transform = .identity,
                anchorPoint: Point = Point(x: 0.5, y: 0.5)) {
        self.frame = frame
        self.bounds = bounds
        self.position = position
        self.transform = transform
        self.anchorPoint = anchorPoint
    }

    /// The same geometry following `frame` instead.
    package func with(frame: FrameSpec?) -> NodeGeometry {
        NodeGeometry(frame: frame, bounds: bounds, position: position, transform: transform, anchorPoint: anchorPoint)
    }
}

/// How a node's frame is given.
public enum FrameSpec: Hashable, Sendable {
    /// Fixed numbers in the superview's (superlayer's) coordinates.
    case rect(Rect)
    /// Follows another node's bounds, evaluated after that node is laid out, as
    /// `borderLayer.frame = boardView.bounds` set in `layoutSubviews` follows it.
    case boundsOf(BoundsReference, inset: EdgeInsets)
}

/// The node whose bounds a frame follows.
public enum BoundsReference: Hashable, Sendable {
    /// The view or layer that contains this one (`superview` for views, `owner` for layers).
    case container
    /// Another view, by node index, its bounds converted into this node's container.
    case node(Int)
}
