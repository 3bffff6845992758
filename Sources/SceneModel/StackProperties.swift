import Geometry

/// `UIStackView`'s arrangement: what its generated constraints are built from.
///
/// Every view child of a `<stackView>` is an arranged subview, in document order.
public struct StackProperties: ContentPayload {
    /// `NSLayoutConstraint.Axis`: the direction views follow one another in.
    public enum Axis: String, CaseIterable, Sendable {
        /// A row (`horizontal`) or a column (`vertical`).
        case horizontal, vertical
    }

    /// `UIStackView.Distribution`: how views share the stack's length along its axis.
    public enum Distribution: String, CaseIterable, Sendable {
        /// UIKit's five distributions; each generates different `UISV-*` constraints.
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// `UIStackView.Alignment`: where views sit across the axis. `top` and `leading` are one
    /// value in UIKit, as are `bottom` and `trailing`; the baselines suit horizontal stacks only.
    public enum Alignment: String, CaseIterable, Sendable {
        /// UIKit's alignments, under either name a scene may use: `top` acts as `leading` and
        /// `bottom` as `trailing`, one value each in UIKit.
        case fill, leading, top, center, trailing, bottom, firstBaseline, lastBaseline
    }

    /// Which way the arranged views follow one another.
    public var axis: Axis
    /// The gap between neighbours; with `equalSpacing` and `equalCentering`, the least gap.
    public var spacing: Double
    /// How the length along the axis is shared.
    public var distribution: Distribution
    /// How views are placed across the axis.
    public var alignment: Alignment
    /// Views are arranged inside the stack's layout margins rather than its edges.
    public var isLayoutMarginsRelativeArrangement: Bool

    /// A stack's arrangement, every property given.
    public init(axis: Axis, spacing: Double, distribution: Distribution, alignment: Alignment,
                isLayoutMarginsRelativeArrangement: Bool) {
        self.axis = axis
        self.spacing = spacing
        self.distribution = distribution
        self.alignment = alignment
        self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
    }

    /// A new `UIStackView`'s: horizontal (https://developer.apple.com/documentation/uikit/uistackview/axis),
    /// no spacing (https://developer.apple.com/documentation/uikit/uistackview/spacing), `fill`
    /// both ways (https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.property,
    /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.property), arranged
    /// edge to edge (https://developer.apple.com/documentation/uikit/uistackview/islayoutmarginsrelativearrangement).
    public init() {
        self.init(axis: .horizontal, spacing: 0, distribution: .fill, alignment: .fill, isLayoutMarginsRelativeArrangement: false)
    }

    /// The class with this content.
    public static let kind = SceneNode.Kind.stackView

    /// A stack view's arrangement; nil for any other content.
    public init?(_ content: NodeContent) {
        guard case .stack(let stack) = content else { return nil }
        self = stack
    }

    /// The arrangement as a stack view's content.
    public var content: NodeContent { .stack(self) }
}
