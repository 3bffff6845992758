import Geometry
import SceneModel
import Typesetting

/// A button made with a `UIButton.Configuration`: its image and title on one line, inside the
/// configuration's insets (`ButtonConfigurationLayout`); `contentEdgeInsets` plays no part
/// ("This property is ignored when using UIButtonConfiguration",
/// https://developer.apple.com/documentation/uikit/uibutton/contentedgeinsets).
struct ConfiguredButtonContent: ContentSizing {
    let title: TextContent
    let hasImage: Bool
    let typesetter: Typesetter

    func size(fittingWidth width: Double?, scale: Double) -> Size {
        let lineHeight = typesetter.font.metrics.lineHeight
        let hasTitle = !title.string.isEmpty
        let titleWidth = hasTitle
            ? ScreenScale.ceil(typesetter.layout(title.string, maxWidth: nil, numberOfLines: 1, lineBreakMode: title.lineBreakMode).width, scale: scale)
            : 0
        let insets = ButtonConfigurationLayout.contentInsets
        let advance = ButtonConfigurationLayout.imageAdvance(hasImage: hasImage, hasTitle: hasTitle, lineHeight: lineHeight)
        let content = max(hasTitle ? ButtonConfigurationLayout.lineBox(lineHeight) : 0, hasImage ? ButtonConfigurationLayout.imageSide(lineHeight) : 0)
        return Size(width: titleWidth + advance + insets.left + insets.right, height: content + insets.top + insets.bottom)
    }

    var heightDependsOnWidth: Bool { false }

    /// The title's one baseline: its line box centred in the bounds less the insets.
    func baselineOffsets() -> (first: Double, last: Double) {
        let m = typesetter.font.metrics
        let offset = -m.lineHeight / 2 + m.ascender
        return (offset, offset)
    }
}
