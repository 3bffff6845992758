import Geometry

/// The sizing protocol: how a view with content tells layout what size it wants.
///
/// It is UIKit's `intrinsicContentSize` when the width is open (nil), and its
/// `textRect(forBounds:limitedToNumberOfLines:)` / `systemLayoutSizeFitting` when layout has
/// settled a width: the height for that width. Any layout engine plugs in here: a
/// label wraps text, a flow wraps its subviews, and Auto Layout asks both the same question.
public protocol ContentSizing {
    /// The size the content wants when it may be at most `width` wide (nil: as wide as it likes),
    /// rounded up to whole device pixels at `scale`, as UIKit rounds `sizeThatFits` up.
    func size(fittingWidth width: Double?, scale: Double) -> Size
    /// True when the height depends on the width (multi-line text, a wrapping flow); layout then
    /// asks again once it knows the width, as UIKit's second pass does.
    var heightDependsOnWidth: Bool { get }
}
