/// `UIImage.RenderingMode`: whether an image is drawn in its own colours or as a template, its
/// alpha filled with the tint colour of the view that shows it
/// (https://developer.apple.com/documentation/uikit/uiimage/renderingmode).
///
/// The raw values are UIKit's case names, as a scene writes them.
public enum ImageRenderingMode: String, CaseIterable, Hashable, Sendable {
    /// The image's own choice: a symbol image is a template
    /// (https://developer.apple.com/documentation/uikit/uiimage/configuring_and_displaying_symbol_images_in_your_ui),
    /// an image file is drawn as it is.
    case automatic
    /// Always in its own colours.
    case alwaysOriginal
    /// Always as a template: its alpha, filled with the tint colour.
    case alwaysTemplate
}
