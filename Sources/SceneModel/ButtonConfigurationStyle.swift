/// The `UIButton.Configuration` styles a button may be made with
/// (https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct):
/// `UIButton(configuration: .filled())` and the like.
public enum ButtonConfigurationStyle: String, CaseIterable, Hashable, Sendable {
    /// `.plain()`: no background, the title in the tint.
    case plain
    /// `.gray()`: "a button with a gray background", the title in the tint.
    case gray
    /// `.tinted()`: "a button with a tinted background color", the title in the tint.
    case tinted
    /// `.filled()`: "a button with a background filled with the button's tint color", the title white.
    case filled
}
