/// `UIView.ContentMode`: how a view lays out its content when its size differs from the
/// content's (https://developer.apple.com/documentation/uikit/uiview/contentmode). An image
/// view places its image by it; other views keep it for what they draw (nothing here yet).
///
/// The raw values are UIKit's case names, as a scene writes them.
public enum ContentMode: String, CaseIterable, Hashable, Sendable {
    /// Stretched to the bounds, out of proportion if need be: UIView's default
    /// (https://developer.apple.com/documentation/uikit/uiview/contentmode/scaletofill).
    case scaleToFill
    /// Scaled in proportion to fit inside the bounds, centred; the rest shows the background.
    case scaleAspectFit
    /// Scaled in proportion to cover the bounds, centred; the overflow shows unless the view clips.
    case scaleAspectFill
    /// Redrawn at the new size by `draw(_:)`: an image view draws its image as `scaleToFill`.
    case redraw
    /// At its own size, centred.
    case center
    /// At its own size, centred horizontally along the top edge.
    case top
    /// At its own size, centred horizontally along the bottom edge.
    case bottom
    /// At its own size, centred vertically along the left edge.
    case left
    /// At its own size, centred vertically along the right edge.
    case right
    /// At its own size, in the top left corner.
    case topLeft
    /// At its own size, in the top right corner.
    case topRight
    /// At its own size, in the bottom left corner.
    case bottomLeft
    /// At its own size, in the bottom right corner.
    case bottomRight
}
