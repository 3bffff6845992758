import Geometry

/// Where a button made with a `UIButton.Configuration` puts its content: inside the
/// configuration's insets, an image box and then the title, centred together. Measurement
/// sizes the button from it and layout places the title by it.
public enum ButtonConfigurationLayout {
    /// The default `contentInsets`, 7 pt above and below and 12 pt at each side ("The default
    /// content inset is (top = 7, leading = 12, bottom = 7, trailing = 12)", answered by an Apple
    /// engineer at https://developer.apple.com/forums/thread/733541). Interface Builder
    /// documents agree: a filled "Button" is stored 75×35 and a filled "Call" 52.5×35.
    public static let contentInsets = EdgeInsets(top: 7, left: 12, bottom: 7, right: 12)
    /// `imagePadding`, between the image and the title: 0 (*guessed*: its page,
    /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/imagepadding,
    /// gives no default; a symbol's own side bearings part it from the title).
    public static let imagePadding = 0.0

    /// The title's line box: the line height rounded up to whole points, so a 17 pt title's
    /// 20.3 pt line makes the 35 pt button Interface Builder stores.
    public static func lineBox(_ lineHeight: Double) -> Double { lineHeight.rounded(.up) }

    /// The side of the square an image takes: the title's line box (*guessed*: a symbol at
    /// the title's text style is about as tall as its line).
    public static func imageSide(_ lineHeight: Double) -> Double { lineBox(lineHeight) }

    /// How far the title starts after the content's leading edge: the image and its padding,
    /// or nothing without an image.
    public static func imageAdvance(hasImage: Bool, hasTitle: Bool, lineHeight: Double) -> Double {
        hasImage ? imageSide(lineHeight) + (hasTitle ? imagePadding : 0) : 0
    }
}
