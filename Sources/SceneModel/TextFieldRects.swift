import Geometry

/// Where a `UITextField` puts its parts in its bounds, as its `textRect(forBounds:)` and
/// `clearButtonRect(forBounds:)` do, and the sizes its border style gives it. Measurement sizes
/// the field from these, layout places its text in them and layering draws its clear button
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
extension TextFieldProperties {
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

    /// `clearButtonRect(forBounds:)`: a square at the right, centred vertically; nil when the
    /// button does not show (`showsClearButton`).
    public func clearButtonRect(forBounds bounds: Rect, design: DesignEra) -> Rect? {
        guard showsClearButton else { return nil }
        let side = Self.clearButtonSide
        return Rect(x: bounds.maxX - Self.clearButtonRightMargin - side, y: bounds.minY + (bounds.height - side) / 2, width: side, height: side)
    }

    /// `textRect(forBounds:)`: the bounds less the border style's inset on each side and the
    /// clear button with its gap when it shows. Never negative.
    public func textRect(forBounds bounds: Rect, design: DesignEra) -> Rect {
        let inset = horizontalTextInset
        var right = bounds.maxX - inset
        if let clear = clearButtonRect(forBounds: bounds, design: design) { right = clear.minX - Self.clearButtonGap }
        let left = bounds.minX + inset
        return Rect(x: left, y: bounds.minY, width: max(0, right - left), height: bounds.height)
    }

    /// The intrinsic height for a line of text `lineHeight` high: the line alone without a
    /// border; with one, the line and its padding, at least a rounded rect's 34 pt.
    public func intrinsicHeight(lineHeight: Double, design: DesignEra) -> Double {
        guard borderStyle != .none else {
            // Since iOS 26 a borderless field is its line rounded up to whole points and one
            // more: Xcode 26 stores NetNewsWire's seven borderless body-style fields 22 pt high
            // (`Account.storyboard`, `Inspector.storyboard`), a 20.3 pt line. Before, the line
            // alone (every earlier borderless field of the corpus has a height of its own).
            return design.release >= 26 ? lineHeight.rounded(.up) + Self.borderlessExtraHeight : lineHeight
        }
        // Until iOS 13 a rounded-rect field was 30 pt high: Interface Builder stores every one
        // of Xcode 5 to 10's documents 30 high (nine in the corpus), Xcode 11's and later 34.
        let least = design.release >= 13 ? Self.roundedRectMinimumHeight : 30
        return max(least, lineHeight + 2 * Self.borderedVerticalPadding)
    }

    /// The intrinsic width for text `textWidth` wide: the text, its insets and the clear button.
    public func intrinsicWidth(textWidth: Double, design: DesignEra) -> Double {
        var width = textWidth + 2 * horizontalTextInset
        if showsClearButton { width += Self.clearButtonGap + Self.clearButtonSide + Self.clearButtonRightMargin - horizontalTextInset }
        return width
    }
}
