/// How a view's actual layout margins follow what lies around it, beyond the `layoutMargins`
/// it sets: UIKit's `insetsLayoutMarginsFromSafeArea` and `preservesSuperviewLayoutMargins`.
public struct MarginRules: Hashable, Sendable {
    /// `insetsLayoutMarginsFromSafeArea`: the margins are measured from the safe area rather than
    /// the bounds, so content kept to them stays out of the unsafe area. UIKit's default is true
    /// (https://developer.apple.com/documentation/uikit/uiview/insetslayoutmarginsfromsafearea).
    public var insetsFromSafeArea: Bool
    /// `preservesSuperviewLayoutMargins`: near an edge of its superview, the view's margin on that
    /// side grows to reach the superview's margin. UIKit's default is false
    /// (https://developer.apple.com/documentation/uikit/uiview/preservessuperviewlayoutmargins).
    public var preservesSuperviewMargins: Bool

    /// UIKit's defaults: inset from the safe area, superview's margins not preserved.
    public init(insetsFromSafeArea: Bool = true, preservesSuperviewMargins: Bool = false) {
        self.insetsFromSafeArea = insetsFromSafeArea
        self.preservesSuperviewMargins = preservesSuperviewMargins
    }
}
