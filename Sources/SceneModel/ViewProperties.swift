import Geometry

/// What a `UIView` adds to its layer: touches, and how layout places it (constraints, frames
/// set in `layoutSubviews`, autoresizing). A bare layer keeps the defaults, which no stage
/// reads for it.
public struct ViewProperties: Hashable, Sendable {
    /// False keeps the node and its whole subtree from taking touches (labels and image views
    /// start false, as in UIKit).
    public let isUserInteractionEnabled: Bool
    /// A pass-through view (a `UIView` subclass whose `hitTest` override returns nil where the
    /// answer would be the view itself), so touches fall through it while its subviews stay
    /// touchable.
    public let isPassThrough: Bool
    /// `layoutMargins`: where the `layoutMarginsGuide` lies inside the bounds.
    public let layoutMargins: EdgeInsets
    /// The size the content wants (`intrinsicContentSize`), when the scene gives it; labels,
    /// buttons and flows measure theirs.
    public let intrinsicSize: Size?
    /// Content hugging and compression resistance along the width.
    public let horizontalContent: ContentPriorities
    /// Content hugging and compression resistance along the height.
    public let verticalContent: ContentPriorities
    /// `setCustomSpacing(_:after:)` on the stack this view is arranged in: the gap after it.
    public let spacingAfter: Double?
    /// Set when the scene says so; otherwise a view placed by constraints has it false and every
    /// other view true, as Interface Builder does.
    public let translatesAutoresizingMaskIntoConstraints: Bool?
    /// How the frame follows the superview's size, relative to the size the scene was designed
    /// at (its first viewport).
    public let autoresizingMask: AutoresizingMask
    /// The view's part of its superview's `layoutSubviews`: frame values computed from the
    /// superview, siblings and itself, after the superview is sized.
    public let frameExpressions: [FrameExpression]
    /// Size the view to its content (`intrinsicSize`) before its frame expressions run.
    public let sizeToFit: Bool

    /// UIKit's defaults: touchable, not passing touches through, margins of 8, no intrinsic
    /// size given, hugging 250 and compression resistance 750 both ways, placement left to
    /// whoever places the view.
    public init(isUserInteractionEnabled: Bool = true, isPassThrough: Bool = false, layoutMargins: EdgeInsets = EdgeInsets(all: 8),
                intrinsicSize: Size? = nil, horizontalContent: ContentPriorities = ContentPriorities(),
                verticalContent: ContentPriorities = ContentPriorities(), spacingAfter: Double? = nil,
                translatesAutoresizingMaskIntoConstraints: Bool? = nil, autoresizingMask: AutoresizingMask = AutoresizingMask(),
                frameExpressions: [FrameExpression] = [], sizeToFit: Bool = false) {
        self.isUserInteractionEnabled = isUserInteractionEnabled
        self.isPassThrough = isPassThrough
        self.layoutMargins = layoutMargins
        self.intrinsicSize = intrinsicSize
        self.horizontalContent = horizontalContent
        self.verticalContent = verticalContent
        self.spacingAfter = spacingAfter
        self.translatesAutoresizingMaskIntoConstraints = translatesAutoresizingMaskIntoConstraints
        self.autoresizingMask = autoresizingMask
        self.frameExpressions = frameExpressions
        self.sizeToFit = sizeToFit
    }

    /// The same properties with `translatesAutoresizingMaskIntoConstraints` settled: what
    /// lowering decides for a view the scene left it unset on.
    package func with(translatesAutoresizingMaskIntoConstraints translates: Bool) -> ViewProperties {
        with(translatesAutoresizingMaskIntoConstraints: translates, frameExpressions: frameExpressions)
    }

    /// The same properties with other frame expressions: what the front end sets once every
    /// view an expression names is known.
    package func with(frameExpressions: [FrameExpression]) -> ViewProperties {
        with(translatesAutoresizingMaskIntoConstraints: translatesAutoresizingMaskIntoConstraints, frameExpressions: frameExpressions)
    }

    private func with(translatesAutoresizingMaskIntoConstraints translates: Bool?, frameExpressions: [FrameExpression]) -> ViewProperties {
        ViewProperties(isUserInteractionEnabled: isUserInteractionEnabled, isPassThrough: isPassThrough, layoutMargins: layoutMargins,
                       intrinsicSize: intrinsicSize, horizontalContent: horizontalContent, verticalContent: verticalContent,
                       spacingAfter: spacingAfter, translatesAutoresizingMaskIntoConstraints: translates,
                       autoresizingMask: autoresizingMask, frameExpressions: frameExpressions, sizeToFit: sizeToFit)
    }
}
