import Geometry

/// Where a `UITextField` puts its parts in its bounds, as its `textRect(forBounds:)`,
/// `clearButtonRect(forBounds:)`, `leftViewRect(forBounds:)` and `rightViewRect(forBounds:)`
/// do, and the sizes its border style gives it. Measurement sizes the field from these, layout
/// places its text and its left and right views in them and layering draws its clear button
/// there, so the three agree.
///
/// Sources: the 34 pt height of a rounded-rect field is what Interface Builder stores for a
/// new one (`<textField … borderStyle="roundedRect" …><rect key="frame" … height="34"/>` in
/// public XIBs saved with toolsVersion 15702, Xcode 11.3, for a 14 pt system font; the
/// `UITextField.BorderStyle` page, https://developer.apple.com/documentation/uikit/uitextfield/borderstyle-swift.enum,
/// gives no sizes). Apple publishes no text insets or clear-button size: those below are
/// guessed, and docs/Semantics.md says so. Documents saved by Xcode 26 (toolsVersion 24127,
/// IQKeyboardManager's storyboards) store rounded-rect fields 34 high too, so both design eras
/// use the same numbers.
///
/// The left and right views: `textRect(forBounds:)` "does not include the area occupied by the
/// receiver's border or overlay views" (https://developer.apple.com/documentation/uikit/uitextfield/textrect(forbounds:));
/// since iOS 13 "the implementation of leftViewRect(forBounds:) and rightViewRect(forBounds:)
/// now ask the view for its systemLayoutSizeFitting(_:)" (iOS & iPadOS 13 beta 5 release notes,
/// 51787798, archived at http://web.archive.org/web/20190801231842/https://developer.apple.com/documentation/ios_ipados_release_notes/ios_ipados_13_beta_5_release_notes).
/// That the views sit flush with the edges, that the text starts where the left view ends, and
/// that the clear button keeps its margin left of the right view are guessed from how apps pad
/// them (a wider wrapper view, or an override of the rect methods).
extension TextFieldProperties {
    /// The sizes of the left and right views that show (`showsLeftView`, `showsRightView`),
    /// nil for each that does not: what the rects below leave room for.
    public struct Overlays: Hashable, Sendable {
        /// The left view's own size.
        public var left: Size?
        /// The right view's own size.
        public var right: Size?

        /// No left or right view showing.
        public static let none = Overlays(left: nil, right: nil)

        /// The sizes of the views that show.
        public init(left: Size?, right: Size?) {
            self.left = left
            self.right = right
        }
    }

    /// A rounded-rect field's smallest intrinsic height: Interface Builder's frame for one in
    /// the default font (see above).
    public static let roundedRectMinimumHeight = 34.0
    /// Space above and below the text line in a bordered field, so that a larger font grows the
    /// field past its minimum (guessed: 34 pt holds a 17 pt line of 20.3 pt with about 7 pt each side).
    public static let borderedVerticalPadding = 6.0
    /// What a borderless field adds below its line rounded up to whole points, since iOS 26:
    /// Interface Builder's stored frames (see `intrinsicHeight`); Apple publishes no number.
    public static let borderlessExtraHeight = 1.0
    /// The clear button's side: the `xmark.circle.fill` glyph's circle (guessed from screenshots).
    public static let clearButtonSide = 19.0
    /// Space between the clear button and the field's right edge (guessed from screenshots).
    public static let clearButtonRightMargin = 6.0
    /// Space between the text and the clear button (guessed from screenshots).
    public static let clearButtonGap = 4.0

    /// Space between the field's left and right edges and its text, by border style: a
    /// rounded rect's text starts 7 pt in, a line's and a bezel's 2 pt in (inside their 1 pt
    /// border), a borderless field's at its edge (guessed from screenshots).
    public var horizontalTextInset: Double {
        switch borderStyle {
        case .none: 0
        case .line, .bezel: 2
        case .roundedRect: 7
        }
    }

    /// `leftViewRect(forBounds:)`: the left view at its own size at the bounds' left edge,
    /// centred vertically; nil when none shows. UIKit places it flush with the edge (a field
    /// that wants room before it overrides this method or wraps the view in a wider one), at
    /// the size `systemLayoutSizeFitting(_:)` gives since iOS 13 (the iOS 13 beta 5 release
    /// notes, below) and in the left-to-right layout a still scene has.
    public func leftViewRect(forBounds bounds: Rect, overlays: Overlays) -> Rect? {
        guard let size = overlays.left else { return nil }
        return Rect(x: bounds.minX, y: bounds.minY + (bounds.height - size.height) / 2, width: size.width, height: size.height)
    }

    /// `rightViewRect(forBounds:)`: the right view at its own size at the bounds' right edge,
    /// centred vertically; nil when none shows.
    public func rightViewRect(forBounds bounds: Rect, overlays: Overlays) -> Rect? {
        guard let size = overlays.right else { return nil }
        return Rect(x: bounds.maxX - size.width, y: bounds.minY + (bounds.height - size.height) / 2, width: size.width, height: size.height)
    }

    /// `clearButtonRect(forBounds:)`: a square at the right, centred vertically, left of the
    /// right view when one shows; nil when the button does not show (`showsClearButton`).
    public func clearButtonRect(forBounds bounds: Rect, design: DesignEra, overlays: Overlays = .none) -> Rect? {
        guard showsClearButton else { return nil }
        let side = Self.clearButtonSide
        let end = rightViewRect(forBounds: bounds, overlays: overlays)?.minX ?? bounds.maxX
        return Rect(x: end - Self.clearButtonRightMargin - side, y: bounds.minY + (bounds.height - side) / 2, width: side, height: side)
    }

    /// `textRect(forBounds:)`: the bounds less the border style's inset on each side, less
    /// the left view's room, and less the clear button with its gap or the right view's room
    /// when they show. Never negative.
    public func textRect(forBounds bounds: Rect, design: DesignEra, overlays: Overlays = .none) -> Rect {
        let inset = horizontalTextInset
        var right = bounds.maxX - inset
        if let view = rightViewRect(forBounds: bounds, overlays: overlays) { right = min(right, view.minX) }
        if let clear = clearButtonRect(forBounds: bounds, design: design, overlays: overlays) { right = clear.minX - Self.clearButtonGap }
        let left = max(bounds.minX + inset, leftViewRect(forBounds: bounds, overlays: overlays)?.maxX ?? bounds.minX)
        return Rect(x: left, y: bounds.minY, width: max(0, right - left), height: bounds.height)
    }

    /// The intrinsic height for a line of text `lineHeight` high: the line alone without a
    /// border; with one, the line and its padding, at least a rounded rect's 34 pt (30 until
    /// iOS 13); and at least as tall as the left and right views that show.
    public func intrinsicHeight(lineHeight: Double, design: DesignEra, overlays: Overlays = .none) -> Double {
        let views = max(overlays.left?.height ?? 0, overlays.right?.height ?? 0)
        guard borderStyle != .none else {
            // Since iOS 26 a borderless field is its line rounded up to whole points and one
            // more: Xcode 26 stores NetNewsWire's seven borderless body-style fields 22 pt high
            // (`Account.storyboard`, `Inspector.storyboard`), a 20.3 pt line. Before, the line
            // alone (every earlier borderless field of the corpus has a height of its own).
            let line = design.release >= 26 ? lineHeight.rounded(.up) + Self.borderlessExtraHeight : lineHeight
            return max(line, views)
        }
        // Until iOS 13 a rounded-rect field was 30 pt high: Interface Builder stores every one
        // of Xcode 5 to 10's documents 30 high (nine in the corpus), Xcode 11's and later 34.
        let least = design.release >= 13 ? Self.roundedRectMinimumHeight : 30
        return max(least, lineHeight + 2 * Self.borderedVerticalPadding, views)
    }

    /// The intrinsic width for text `textWidth` wide: the text rect's width at that text, and
    /// what lies beside it (the insets or the left view; the clear button; the right view).
    public func intrinsicWidth(textWidth: Double, design: DesignEra, overlays: Overlays = .none) -> Double {
        let inset = horizontalTextInset
        let left = max(inset, overlays.left?.width ?? 0)
        var right = max(inset, overlays.right?.width ?? 0)
        if showsClearButton { right = (overlays.right?.width ?? 0) + Self.clearButtonRightMargin + Self.clearButtonSide + Self.clearButtonGap }
        return left + textWidth + right
    }
}
