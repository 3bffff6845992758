import Geometry

/// A screen size to lay the scene out at, like a device in a given orientation.
public struct Viewport: Hashable, Sendable {
    /// Nil for the size given on `<scene>` itself.
    public let name: String?
    /// The screen size in points; with `fitsHeight`, the height is only where layout starts.
    public let size: Size
    /// Where the screen's edges are covered (status bar, home indicator): the safe area's insets.
    public let safeAreaInsets: EdgeInsets
    /// The height is the content's, at the given width (`systemLayoutSizeFitting`), as a cell is
    /// sized; `size.height` is then only a starting value.
    public let fitsHeight: Bool
    /// The width is the content's too, at most `size.width`, as `systemLayoutSizeFitting` sizes a
    /// self-sizing collection view item with both fitting priorities `fittingSizeLevel`; only
    /// with `fitsHeight`.
    public let fitsWidth: Bool
    /// The `<viewport>` (or `<scene>`) element, for problems found laying out at this size.
    public let location: SourceLocation
    /// The `scale` the scene gives (1, 2 or 3), nil when it gives none.
    public let declaredScale: Double?
    /// The height of the docked keyboard shown at this size, nil when none is shown: where the
    /// root view's `keyboardLayoutGuide` lies (`keyboardGuide`).
    public let keyboardHeight: Double?

    /// `UIScreen.scale`: the declared scale, or the scale of the device this size is
    /// (`ScreenScale.deviceScale(for:fitsHeight:)`).
    public var scale: Double { declaredScale ?? ScreenScale.deviceScale(for: size, fitsHeight: fitsHeight) }

    /// A viewport; `name` nil is the size given on `<scene>`, whose files carry no viewport name.
    public init(name: String?, size: Size, safeAreaInsets: EdgeInsets = .zero, fitsHeight: Bool = false, fitsWidth: Bool = false,
                scale: Double? = nil, keyboardHeight: Double? = nil, location: SourceLocation) {
        self.name = name
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.fitsHeight = fitsHeight
        self.fitsWidth = fitsWidth && fitsHeight
        self.declaredScale = scale
        self.keyboardHeight = keyboardHeight
        self.location = location
    }

    /// The root view's `keyboardLayoutGuide` (`UIKeyboardLayoutGuide`, iOS 15): the docked
    /// keyboard's frame, the screen's full width along its bottom edge, `keyboardHeight` tall.
    /// With no keyboard shown it is tied to the safe area's bottom, as `usesBottomSafeArea`
    /// (true by default) says: "When the keyboard is offscreen, the layout guide is tied to the
    /// bottomAnchor of the view's safeAreaLayoutGuide"
    /// (https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide/usesbottomsafearea):
    /// its top is the safe area's bottom, its height the bottom inset. A keyboard taller than the
    /// screen is held to it.
    public var keyboardGuide: Rect {
        let height = min(size.height, keyboardHeight ?? safeAreaInsets.bottom)
        return Rect(x: 0, y: size.height - height, width: size.width, height: height)
    }

    /// The viewport its content's height settled: `height` tall, no longer fitting, at the
    /// scale the fitting one had.
    package func fitted(height: Double) -> Viewport {
        Viewport(name: name, size: Size(width: size.width, height: height), safeAreaInsets: safeAreaInsets, fitsHeight: false,
                 scale: scale, keyboardHeight: keyboardHeight, location: location)
    }
}
