import Geometry
import Indirection

/// Where a node sits, as the scene wrote it: layout resolves it into a `Placement`.
///
/// Kept as specified (frame, bounds, center), because UIKit derives each from the others in an
/// order that matters: a frame set before a transform is applied, `bounds` overrides the frame's
/// size, `center` moves the frame.
///
/// Most nodes give only a frame: the rest (bounds, position, transform, anchor point) is kept
/// out of line (`Extent`), so such a node pays one pointer for it rather than 120 bytes.
public struct NodeGeometry: Hashable, Sendable {
    /// The `frame` as written: numbers, or another node's bounds; nil when the scene set none.
    public let frame: FrameSpec?
    /// Nil when every property in it has UIKit's default.
    private let extent: OutOfLine<Extent>?

    /// The properties few nodes set.
    private struct Extent: Hashable, Sendable {
        let bounds: Rect?
        let position: Point?
        let transform: Transform
        let anchorPoint: Point

        static let standard = Extent(bounds: nil, position: nil, transform: .identity, anchorPoint: Point(x: 0.5, y: 0.5))
    }

    /// UIKit's defaults: no frame, bounds or position given, the identity, the centre as anchor.
    public init(frame: FrameSpec? = nil, bounds: Rect? = nil, position: Point? = nil, transform: Transform = .identity,
                anchorPoint: Point = Point(x: 0.5, y: 0.5)) {
        self.init(frame: frame, extent: .unlessStandard(Extent(bounds: bounds, position: position, transform: transform,
                                                               anchorPoint: anchorPoint), .standard))
    }

    private init(frame: FrameSpec?, extent: OutOfLine<Extent>?) {
        self.frame = frame
        self.extent = extent
    }

    private var extentOrStandard: Extent { extent?.value ?? .standard }

    /// `bounds`: its origin shifts every child; its size overrides the frame's.
    public var bounds: Rect? { extent?.value.bounds }
    /// `center` for views, `position` for layers: the anchor point's place in the superlayer.
    public var position: Point? { extent?.value.position }
    /// `transform` (`affineTransform` for layers), applied about `anchorPoint`.
    public var transform: Transform { extentOrStandard.transform }
    /// `layer.anchorPoint`, in unit coordinates of the bounds: the point `position` places and
    /// `transform` turns about.
    public var anchorPoint: Point { extentOrStandard.anchorPoint }

    /// The same geometry following `frame` instead.
    package func with(frame: FrameSpec?) -> NodeGeometry {
        NodeGeometry(frame: frame, extent: extent)
    }
}

/// How a node's frame is given.
public enum FrameSpec: Hashable, Sendable {
    /// Fixed numbers in the superview's (superlayer's) coordinates.
    case rect(Rect)
    /// Follows another node's bounds, evaluated after that node is laid out, as
    /// `borderLayer.frame = boardView.bounds` set in `layoutSubviews` follows it. Boxed, since
    /// few frames follow bounds: a frame is then the size of a rect in every node.
    indirect case boundsOf(BoundsReference, inset: EdgeInsets)
}

/// The node whose bounds a frame follows.
public enum BoundsReference: Hashable, Sendable {
    /// The view or layer that contains this one (`superview` for views, `owner` for layers).
    case container
    /// Another view, by node index, its bounds converted into this node's container.
    case node(Int)
}
