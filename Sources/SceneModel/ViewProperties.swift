import Geometry
import Indirection

/// What a `UIView` adds to its layer: touches, and how layout places it (constraints, frames
/// set in `layoutSubviews`, autoresizing). A bare layer keeps the defaults, which no stage
/// reads for it.
///
/// What most views leave at UIKit's defaults (margins, an intrinsic size, content priorities,
/// custom spacing, autoresizing, frame expressions, a tint colour of its own) is kept out of
/// line (`Rare`), so a plain view pays one pointer for it rather than over a hundred bytes.
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
    private let rare: OutOfLine<Rare>?

    /// The properties few views set.
    private struct Rare: Hashable, Sendable {
        let layoutMargins: EdgeInsets
        let intrinsicSize: Size?
        let horizontalContent: ContentPriorities
        let verticalContent: ContentPriorities
        let spacingAfter: Double?
        let autoresizingMask: AutoresizingMask
        let frameExpressions: [FrameExpression]
        let tintColor: Color?
        let expectedFrame: Rect?
        let contentMode: ContentMode
        let alignmentRectInsets: EdgeInsets
        let marginRules: MarginRules

        static let standard = Rare(layoutMargins: EdgeInsets(all: 8), intrinsicSize: nil, horizontalContent: ContentPriorities(),
                                   verticalContent: ContentPriorities(), spacingAfter: nil, autoresizingMask: AutoresizingMask(),
                                   frameExpressions: [], tintColor: nil, expectedFrame: nil, contentMode: .scaleToFill,
                                   alignmentRectInsets: .zero, marginRules: MarginRules())
    }

    /// UIKit's defaults: touchable, not passing touches through, margins of 8, no intrinsic
    /// size given, hugging 250 and compression resistance 750 both ways, placement left to
    /// whoever places the view, content stretched to the bounds (`scaleToFill`,
    /// https://developer.apple.com/documentation/uikit/uiview/contentmode), and no alignment rect
    /// insets (https://developer.apple.com/documentation/uikit/uiview/alignmentrectinsets: "The
    /// default value of this property is UIEdgeInsetsZero").
    public init(isUserInteractionEnabled: Bool = true, isPassThrough: Bool = false, layoutMargins: EdgeInsets = EdgeInsets(all: 8),
                intrinsicSize: Size? = nil, horizontalContent: ContentPriorities = ContentPriorities(),
                verticalContent: ContentPriorities = ContentPriorities(), spacingAfter: Double? = nil,
                translatesAutoresizingMaskIntoConstraints: Bool? = nil, autoresizingMask: AutoresizingMask = AutoresizingMask(),
                frameExpressions: [FrameExpression] = [], sizeToFit: Bool = false, tintColor: Color? = nil,
                expectedFrame: Rect? = nil, contentMode: ContentMode = .scaleToFill, alignmentRectInsets: EdgeInsets = .zero,
                marginRules: MarginRules = MarginRules()) {
        self.init(isUserInteractionEnabled: isUserInteractionEnabled, isPassThrough: isPassThrough,
                  translatesAutoresizingMaskIntoConstraints: translatesAutoresizingMaskIntoConstraints, sizeToFit: sizeToFit,
                  rare: .unlessStandard(Rare(layoutMargins: layoutMargins, intrinsicSize: intrinsicSize,
                                                 horizontalContent: horizontalContent, verticalContent: verticalContent,
                                                 spacingAfter: spacingAfter, autoresizingMask: autoresizingMask,
                                                 frameExpressions: frameExpressions, tintColor: tintColor, expectedFrame: expectedFrame,
                                                 contentMode: contentMode, alignmentRectInsets: alignmentRectInsets,
                                                 marginRules: marginRules), .standard))
    }

    private init(isUserInteractionEnabled: Bool, isPassThrough: Bool, translatesAutoresizingMaskIntoConstraints: Bool?,
                 sizeToFit: Bool, rare: OutOfLine<Rare>?) {
        self.isUserInteractionEnabled = isUserInteractionEnabled
        self.isPassThrough = isPassThrough
        self.translatesAutoresizingMaskIntoConstraints = translatesAutoresizingMaskIntoConstraints
        self.sizeToFit = sizeToFit
        self.rare = rare
    }

    private var rareOrStandard: Rare { rare?.value ?? .standard }

    /// `layoutMargins`: where the `layoutMarginsGuide` lies inside the bounds.
    public var layoutMargins: EdgeInsets { rareOrStandard.layoutMargins }
    /// The size the content wants (`intrinsicContentSize`), when the scene gives it; labels,
    /// buttons and flows measure theirs.
    public var intrinsicSize: Size? { rareOrStandard.intrinsicSize }
    /// Content hugging and compression resistance along the width.
    public var horizontalContent: ContentPriorities { rareOrStandard.horizontalContent }
    /// Content hugging and compression resistance along the height.
    public var verticalContent: ContentPriorities { rareOrStandard.verticalContent }
    /// `setCustomSpacing(_:after:)` on the stack this view is arranged in: the gap after it.
    public var spacingAfter: Double? { rareOrStandard.spacingAfter }
    /// How the frame follows the superview's size, relative to the size the scene was designed
    /// at (its first viewport).
    public var autoresizingMask: AutoresizingMask { rareOrStandard.autoresizingMask }
    /// The view's part of its superview's `layoutSubviews`: frame values computed from the
    /// superview, siblings and itself, after the superview is sized.
    public var frameExpressions: [FrameExpression] { rare?.value.frameExpressions ?? [] }
    /// `tintColor` as the scene set it on this view; nil when the view takes its superview's, as
    /// most do (the colour a view draws in is resolved down the tree by the layering pass).
    public var tintColor: Color? { rare?.value.tintColor }
    /// The frame the scene expects layout to give the view at its first viewport (Interface
    /// Builder's stored frame); layout says when it gives one more than half a point away.
    public var expectedFrame: Rect? { rare?.value.expectedFrame }
    /// `contentMode`: how the view places content whose size differs from its bounds (an image
    /// view's image).
    public var contentMode: ContentMode { rareOrStandard.contentMode }
    /// `alignmentRectInsets`: how far the alignment rect Auto Layout places lies inside the
    /// frame (negative: outside). Constraints and the intrinsic size act on the alignment rect;
    /// frames, autoresizing and hit-testing on the frame and bounds.
    public var alignmentRectInsets: EdgeInsets { rareOrStandard.alignmentRectInsets }
    /// How the view's margins follow the safe area and its superview's margins.
    public var marginRules: MarginRules { rareOrStandard.marginRules }

    /// The same properties with `translatesAutoresizingMaskIntoConstraints` settled: what
    /// lowering decides for a view the scene left it unset on.
    package func with(translatesAutoresizingMaskIntoConstraints translates: Bool) -> ViewProperties {
        ViewProperties(isUserInteractionEnabled: isUserInteractionEnabled, isPassThrough: isPassThrough,
                       translatesAutoresizingMaskIntoConstraints: translates, sizeToFit: sizeToFit, rare: rare)
    }

    /// The same properties with other frame expressions: what the front end sets once every
    /// view an expression names is known.
    package func with(frameExpressions: [FrameExpression]) -> ViewProperties {
        let s = rareOrStandard
        return ViewProperties(isUserInteractionEnabled: isUserInteractionEnabled, isPassThrough: isPassThrough,
                              translatesAutoresizingMaskIntoConstraints: translatesAutoresizingMaskIntoConstraints, sizeToFit: sizeToFit,
                              rare: .unlessStandard(Rare(layoutMargins: s.layoutMargins, intrinsicSize: s.intrinsicSize,
                                                             horizontalContent: s.horizontalContent, verticalContent: s.verticalContent,
                                                             spacingAfter: s.spacingAfter, autoresizingMask: s.autoresizingMask,
                                                             frameExpressions: frameExpressions, tintColor: s.tintColor,
                                                             expectedFrame: s.expectedFrame, contentMode: s.contentMode,
                                                             alignmentRectInsets: s.alignmentRectInsets, marginRules: s.marginRules), .standard))
    }

    /// The same properties with other layout margins: what a table gives a row's `contentView`
    /// once it knows the table's width.
    package func with(layoutMargins: EdgeInsets) -> ViewProperties {
        let s = rareOrStandard
        return ViewProperties(isUserInteractionEnabled: isUserInteractionEnabled, isPassThrough: isPassThrough,
                              translatesAutoresizingMaskIntoConstraints: translatesAutoresizingMaskIntoConstraints, sizeToFit: sizeToFit,
                              rare: .unlessStandard(Rare(layoutMargins: layoutMargins, intrinsicSize: s.intrinsicSize,
                                                         horizontalContent: s.horizontalContent, verticalContent: s.verticalContent,
                                                         spacingAfter: s.spacingAfter, autoresizingMask: s.autoresizingMask,
                                                         frameExpressions: s.frameExpressions, tintColor: s.tintColor,
                                                         expectedFrame: s.expectedFrame, contentMode: s.contentMode,
                                                         alignmentRectInsets: s.alignmentRectInsets, marginRules: s.marginRules), .standard))
    }
}
