import Geometry

/// `UIStackView`'s arrangement: what its generated constraints are built from.
///
/// Every view child of a `<stackView>` is an arranged subview, in document order.
public struct StackProperties: Hashable, Sendable {
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
    public let axis: Axis
    /// The gap between neighbours; with `equalSpacing` and `equalCentering`, the least gap.
    public let spacing: Double
    /// How the length along the axis is shared.
    public let distribution: Distribution
    /// How views are placed across the axis.
    public let alignment: Alignment
    /// Views are arranged inside the stack's layout margins rather than its edges.
    public let isLayoutMarginsRelativeArrangement: Bool

    /// UIKit's defaults: horizontal, no spacing, `fill` both ways, arranged edge to edge.
    public init(axis: Axis = .horizontal, spacing: Double = 0, distribution: Distribution = .fill,
                alignment: Alignment = .fill, isLayoutMarginsRelativeArrangement: Bool = false) {
        self.axis = axis
        self.spacing = spacing
        self.distribution = distribution
        self.alignment = alignment
        self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
    }
}
