import Geometry

/// What a view controller decides about its root view's guides: a scene's root view is a view
/// controller's `view`, whose layout margins UIKit keeps at least the system minimum and whose
/// safe area the controller can grow.
public struct ViewControllerRoot: Hashable, Sendable {
    /// `viewRespectsSystemMinimumLayoutMargins`: the root's margins are at least
    /// ``systemMinimumMargins(width:)``; UIKit's default is true
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewrespectssystemminimumlayoutmargins).
    public var respectsSystemMinimumMargins: Bool
    /// `additionalSafeAreaInsets`: added to the safe area the window gives the root view
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/additionalsafeareainsets).
    public var additionalSafeAreaInsets: EdgeInsets

    /// UIKit's defaults: the system minimum respected, nothing added to the safe area.
    public init(respectsSystemMinimumMargins: Bool = true, additionalSafeAreaInsets: EdgeInsets = .zero) {
        self.respectsSystemMinimumMargins = respectsSystemMinimumMargins
        self.additionalSafeAreaInsets = additionalSafeAreaInsets
    }

    /// `systemMinimumLayoutMargins` for a root view `width` points wide: 0 at the top and bottom,
    /// 16 at the sides, 20 on a wide screen
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/systemminimumlayoutmargins:
    /// "top and bottom margins are set to zero points. The side margins vary depending on the
    /// current size class, but can be 16 or 20 points"). Apple ties 20 to the regular width size
    /// class, but the wide phones in portrait, compact wide, have 20 too (the iPhone 6 Plus:
    /// https://medium.com/vik-s-code-journal/margins-and-autolayout-on-iphone-6-plus-91044c808778);
    /// Interface Builder's stored frames put `leadingMargin` at 16 in views 320 and 375 points
    /// wide and at 20 in views 400, 414 and wider. Where between 375 and 400 the step lies is a
    /// guess: 400.
    public static func systemMinimumMargins(width: Double) -> EdgeInsets {
        let side: Double = width >= wideScreenWidth ? 20 : 16
        return EdgeInsets(top: 0, left: side, bottom: 0, right: side)
    }

    /// The narrowest root view with 20-point system minimum margins (see ``systemMinimumMargins(width:)``).
    public static let wideScreenWidth = 400.0
}
