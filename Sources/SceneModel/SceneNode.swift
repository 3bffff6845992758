import Geometry

/// A view or a layer, with every property the scene set and UIKit's defaults for the rest.
///
/// Geometry is kept as specified (frame, bounds, center); layout resolves it. A view and its
/// own layer are one node: UIKit's `view.layer.borderWidth` is this node's `borderWidth`.
public struct SceneNode: Hashable, Sendable {
    /// Which UIKit class the node stands for: it decides defaults, content and how it lays out.
    public enum Kind: String, Sendable {
        /// `UIView`.
        case view
        /// `UIImageView`: a view with image content.
        case imageView
        /// A bare `CALayer` added with `addSublayer`: painted, never hit, not a view.
        case layer
        /// `UILabel`: text measured with real font metrics, drawn centred vertically.
        case label
        /// A system `UIButton`: a title in the tint colour, sized to it plus content insets.
        case button
        /// A container that places its subviews in rows, wrapping as words do (tags, chips):
        /// a layout engine of its own, whose height for a width Auto Layout asks for.
        case flow
        /// `UIStackView`: lays out its subviews in a row or column by constraints it generates.
        case stackView
        /// `UIScrollView`: shows the part of its content that `contentOffset` (its bounds' origin)
        /// selects; clips by default.
        case scrollView

        /// Views take part in hit-testing, Auto Layout and frame expressions; bare layers only paint.
        public var isView: Bool { self != .layer }

        /// The UIKit or Core Animation class this kind stands for, as `recursiveDescription`
        /// names it (`FlowView` is ours: UIKit has no such class).
        public var className: String {
            switch self {
            case .view: "UIView"
            case .imageView: "UIImageView"
            case .layer: "CALayer"
            case .label: "UILabel"
            case .button: "UIButton"
            case .flow: "FlowView"
            case .stackView: "UIStackView"
            case .scrollView: "UIScrollView"
            }
        }
    }

    /// The node's class; set once by the element name.
    public var kind: Kind
    /// The scene's name for the node (namespaced in components: `greeting.title`); nil when unnamed.
    public var id: String?
    /// Where the element starts, for diagnostics about the node as a whole.
    public var location: SourceLocation
    /// Where each attribute was written, for diagnostics in later stages.
    public var attributeLocations: [String: SourceLocation]
    /// The superview or owning layer's index; nil only for the root view.
    public var parent: Int?
    /// Subviews and sublayers interleaved in the order they were added (document order).
    public var children: [Int]

    /// The `frame` as written: numbers, or another node's bounds; nil when the scene set none.
    public var frame: FrameSpec?
    /// `bounds`: its origin shifts every child; its size overrides the frame's.
    public var bounds: Rect?
    /// `center` for views, `position` for layers: the anchor point's place in the superlayer.
    public var position: Point?
    /// `transform` (`affineTransform` for layers), applied about `anchorPoint`.
    public var transform: Transform
    /// `layer.anchorPoint`, in unit coordinates of the bounds: the point `position` places and
    /// `transform` turns about.
    public var anchorPoint: Point

    /// Filled inside the (rounded) bounds, below the content; nil paints nothing.
    public var backgroundColor: Color?
    /// `alpha` for views, `opacity` for layers.
    public var opacity: Double
    /// Removes the node and its subtree from painting and hit-testing, as UIKit does.
    public var isHidden: Bool
    /// `clipsToBounds` for views, `masksToBounds` for layers.
    public var masksToBounds: Bool
    /// False keeps the node and its whole subtree from taking touches (labels and image views
    /// start false, as in UIKit).
    public var isUserInteractionEnabled: Bool
    /// A pass-through view (a `UIView` subclass whose `hitTest` override returns nil where the
    /// answer would be the view itself), so touches fall through it while its subviews stay
    /// touchable.
    public var isPassThrough: Bool
    /// `layer.borderWidth`: drawn inside the bounds and above every child, Core Animation's order.
    public var borderWidth: Double
    /// Core Animation's default border colour is opaque black.
    public var borderColor: Color
    /// `layer.cornerRadius`: rounds the background, the border and (with clipping) the clip.
    public var cornerRadius: Double
    /// `layer.zPosition`: reorders painting among siblings (a stable sort), never hit-testing.
    public var zPosition: Double
    /// The image of an image view as written: `symbol:crown` (drawn as a placeholder), or a
    /// path to an image file in the scene's folder.
    public var image: String?
    /// Where the file `image` names is in the scene's `images`, once the front end has read it;
    /// nil for a symbol.
    public var imageIndex: Int?
    /// The size the content wants (`intrinsicContentSize`), when the scene gives it; labels,
    /// buttons and flows measure theirs.
    public var intrinsicSize: Size?
    /// A label's text or a button's title.
    public var text: TextContent?
    /// A button's `contentEdgeInsets`.
    public var contentInsets: EdgeInsets
    /// A flow's gap between neighbours in a row.
    public var flowItemSpacing: Double
    /// A flow's gap between rows.
    public var flowLineSpacing: Double
    /// A stack view's arrangement; nil for every other kind.
    public var stack: StackProperties?
    /// `setCustomSpacing(_:after:)` on the stack this view is arranged in: the gap after it.
    public var spacingAfter: Double?
    /// `layoutMargins`: where the `layoutMarginsGuide` lies inside the bounds.
    public var layoutMargins: EdgeInsets
    /// A scroll view's `contentSize` when the scene gives it; otherwise constraints to its
    /// `contentLayoutGuide` decide it.
    public var contentSize: Size?
    /// A scroll view's `contentOffset`, which is its `bounds.origin`: scrolling moves the bounds
    /// over the content, as `UIScrollView` does.
    public var contentOffset: Point?
    /// Content hugging and compression resistance along the width.
    public var horizontalContent: ContentPriorities
    /// Content hugging and compression resistance along the height.
    public var verticalContent: ContentPriorities
    /// The view's part of its superview's `layoutSubviews`: frame values computed from the
    /// superview, siblings and itself, after the superview is sized.
    public var frameExpressions: [FrameExpression]
    /// Size the view to its content (`intrinsicSize`) before its frame expressions run.
    public var sizeToFit: Bool
    /// How the frame follows the superview's size, relative to the size the scene was designed
    /// at (its first viewport).
    public var autoresizingMask: AutoresizingMask
    /// Set when the scene says so; otherwise a view placed by constraints has it false and every
    /// other view true, as Interface Builder does.
    public var translatesAutoresizingMaskIntoConstraints: Bool?

    /// A node of `kind` with UIKit's defaults for that class (touches, clipping, text, margins);
    /// the front end then sets what the scene writes.
    public init(kind: Kind, location: SourceLocation) {
        self.kind = kind
        self.location = location
        self.attributeLocations = [:]
        self.children = []
        self.transform = .identity
        self.anchorPoint = Point(x: 0.5, y: 0.5)
        self.opacity = 1
        self.isHidden = false
        // UIImageView and UILabel turn touches off; every other view takes them.
        self.isUserInteractionEnabled = kind != .imageView && kind != .label
        self.contentInsets = .zero
        self.flowItemSpacing = 8
        self.flowLineSpacing = 8
        self.stack = kind == .stackView ? StackProperties() : nil
        self.layoutMargins = EdgeInsets(all: 8)
        // UIScrollView turns clipsToBounds on; every other view leaves it off.
        self.masksToBounds = kind == .scrollView
        switch kind {
        case .label: self.text = .label()
        case .button: self.text = .buttonTitle()
        default: self.text = nil
        }
        self.isPassThrough = false
        self.borderWidth = 0
        self.borderColor = Color(red: 0, green: 0, blue: 0)
        self.cornerRadius = 0
        self.zPosition = 0
        self.frameExpressions = []
        self.sizeToFit = false
        self.autoresizingMask = AutoresizingMask()
        self.horizontalContent = ContentPriorities()
        self.verticalContent = ContentPriorities()
    }

    /// Where an attribute was written, or the element itself when it was not.
    public func location(of attribute: String) -> SourceLocation {
        attributeLocations[attribute] ?? location
    }

    /// Where the bounds start: `contentOffset` for a scroll view, else the origin `bounds` gives.
    public var boundsOrigin: Point { contentOffset ?? bounds?.origin ?? .zero }

    /// A name for messages and dumps: the id, else the element name.
    public var displayName: String { id.map { "'\($0)'" } ?? "<\(kind.rawValue)>" }
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
