import Geometry
import Indirection

/// What a `UIView` adds to its layer: touches, and how layout places it (constraints, frames
/// set in `layoutSubviews`, autoresizing). A bare layer keeps the defaults, which no stage
/// reads for it.
///
/// What most views leave at UIKit's defaults (margins, an intrinsic size, content priorities,
/// custom spacing, autoresizing, frame expressions) is kept out of line (`Sizing`), so a plain
/// view pays one pointer for it rather than over a hundred bytes.
public struct ViewProperties: Hashable, Sendable {
    /// False keeps the node and its whole subtree from taking touches (labels and image views
    /// start false, as in UIKit).
    public let isUserInteractionEnabled: Bool
    /// A pass-through view (a `UIView` subclass whose `hitTest` override returns nil where the
    /// answer would be the view itself), so touches fall through it while its subviews stay
    /// touchable.
    public let isPassThrough: Bool
    /// Set when the scene says so; otherwise a view placed by constraints has it false and every
    /// other view true, as Interface Builder does.
    public let translatesAutoresizingMaskIntoConstraints: Bool?
    /// Size the view to its content (`intrinsicSize`) before its frame expressions run.
    public let sizeToFit: Bool
    /// Nil when every property in it has UIKit's default.
    private let sizing: OutOfLine<Sizing>?

    /// The properties few views set.
    private struct Sizing: Hashable, Sendable {
        let layoutMargins: EdgeInsets
        let intrinsicSize: Size?
        let horizontalContent: ContentPriorities
        let verticalContent: ContentPriorities
        let spacingAfter: Double?
        let autoresizingMask: AutoresizingMask
        let frameExpressions: [FrameExpression]

        static let standard = Sizing(layoutMargins: EdgeInsets(all: 8), intrinsicSize: nil, horizontalContent: ContentPriorities(),
                                     verticalContent: ContentPriorities(), spacingAfter: nil, autoresizingMask: AutoresizingMask(),
                                     frameExpressions: [])
    }

    /// UIKit's defaults: touchable, not passing touches through, margins of 8, no intrinsic
    /// size given, hugging 250 and compression resistance 750 both ways, placement left to
    /// whoever places the view.
    public init(isUserInteractionEnabled: Bool = true, isPassThrough: Bool = false, layoutMargins: EdgeInsets = EdgeInsets(all: 8),
                intrinsicSize: Size? = nil, horizontalContent: ContentPriorities = ContentPriorities(),
                verticalContent: ContentPriorities = ContentPriorities(), spacingAfter: Double? = nil,
                translatesAutoresizingMaskIntoConstraints: Bool? = nil, autoresizingMask: AutoresizingMask = AutoresizingMask(),
                frameExpressions: [FrameExpression] = [], sizeToFit: Bool = false) {
        self.init(isUserInteractionEnabled: isUserInteractionEnabled, isPassThrough: isPassThrough,
                  translatesAutoresizingMaskIntoConstraints: translatesAutoresizingMaskIntoConstraints, sizeToFit: sizeToFit,
                  sizing: .unlessStandard(Sizing(layoutMargins: layoutMargins, intrinsicSize: intrinsicSize,
                                                 horizontalContent: horizontalContent, verticalContent: verticalContent,
                                                 spacingAfter: spacingAfter, autoresizingMask: autoresizingMask,
                                                 frameExpressions: frameExpressions), .standard))
    }

    private init(isUserInteractionEnabled: Bool, isPassThrough: Bool, translatesAutoresizingMaskIntoConstraints: Bool?,
                 sizeToFit: Bool, sizing: OutOfLine<Sizing>?) {
        self.isUserInteractionEnabled = isUserInteractionEnabled
        self.isPassThrough = isPassThrough
        self.translatesAutoresizingMaskIntoConstraints = translatesAutoresizingMaskIntoConstraints
        self.sizeToFit = sizeToFit
        self.sizing = sizing
    }

    private var sizingOrStandard: Sizing { sizing?.value ?? .standard }

    /// `layoutMargins`: where the `layoutMarginsGuide` lies inside the bounds.
    public var layoutMargins: EdgeInsets { sizingOrStandard.layoutMargins }
    /// The size the content wants (`intrinsicContentSize`), when the scene gives it; labels,
    /// buttons and flows measure theirs.
    public var intrinsicSize: Size? { sizingOrStandard.intrinsicSize }
    /// Content hugging and compression resistance along the width.
    public var horizontalContent: ContentPriorities { sizingOrStandard.horizontalContent }
    /// Content hugging and compression resistance along the height.
    public var verticalContent: ContentPriorities { sizingOrStandard.verticalContent }
    /// `setCustomSpacing(_:after:)` on the stack this view is arranged in: the gap after it.
    public var spacingAfter: Double? { sizingOrStandard.spacingAfter }
    /// How the frame follows the superview's size, relative to the size the scene was designed
    /// at (its first viewport).
    public var autoresizingMask: AutoresizingMask { sizingOrStandard.autoresizingMask }
    /// The view's part of its superview's `layoutSubviews`: frame values computed from the
    /// superview, siblings and itself, after the superview is sized.
    public var frameExpressions: [FrameExpression] { sizing?.value.frameExpressions ?? [] }

    /// The same properties with `translatesAutoresizingMaskIntoConstraints` settled: what
    /// lowering decides for a view the scene left it unset on.
    package func with(translatesAutoresizingMaskIntoConstraints translates: Bool) -> ViewProperties {
        ViewProperties(isUserInteractionEnabled: isUserInteractionEnabled, isPassThrough: isPassThrough,
                       translatesAutoresizingMaskIntoConstraints: translates, sizeToFit: sizeToFit, sizing: sizing)
    }

    /// The same properties with other frame expressions: what the front end sets once every
    /// view an expression names is known.
    package func with(frameExpressions: [FrameExpression]) -> ViewProperties {
        let s = sizingOrStandard
        return ViewProperties(isUserInteractionEnabled: isUserInteractionEnabled, isPassThrough: isPassThrough,
                              translatesAutoresizingMaskIntoConstraints: translatesAutoresizingMaskIntoConstraints, sizeToFit: sizeToFit,
                              sizing: .unlessStandard(Sizing(layoutMargins: s.layoutMargins, intrinsicSize: s.intrinsicSize,
                                                             horizontalContent: s.horizontalContent, verticalContent: s.verticalContent,
                                                             spacingAfter: s.spacingAfter, autoresizingMask: s.autoresizingMask,
                                                             frameExpressions: frameExpressions), .standard))
    }

    /// The same properties with other layout margins: what a table gives a row's `contentView`
    /// once it knows the table's width.
    package func with(layoutMargins: EdgeInsets) -> ViewProperties {
        let s = sizingOrStandard
        return ViewProperties(isUserInteractionEnabled: isUserInteractionEnabled, isPassThrough: isPassThrough,
                              translatesAutoresizingMaskIntoConstraints: translatesAutoresizingMaskIntoConstraints, sizeToFit: sizeToFit,
                              sizing: .unlessStandard(Sizing(layoutMargins: layoutMargins, intrinsicSize: s.intrinsicSize,
                                                             horizontalContent: s.horizontalContent, verticalContent: s.verticalContent,
                                                             spacingAfter: s.spacingAfter, autoresizingMask: s.autoresizingMask,
                                                             frameExpressions: s.frameExpressions), .standard))
    }
}
