import Geometry
import SceneModel
import Typesetting

/// `UITextField`'s `intrinsicContentSize`: what it shows (its text, else its placeholder) on
/// one line, plus its border style's insets, its clear button and its left and right views when
/// they show; one line of text high without a border, at least a rounded rect's height with
/// one, and at least as tall as its left and right views (`TextFieldProperties.intrinsicHeight`).
struct TextFieldContent: ContentSizing {
    let field: TextFieldProperties
    let typesetter: Typesetter
    let design: DesignEra
    /// The left and right views that show, each measured at its own size.
    var left: OwnSize? = nil
    var right: OwnSize? = nil

    func size(fittingWidth width: Double?, scale: Double) -> Size {
        let shown = field.displayedText
        let block = typesetter.layout(shown.string, maxWidth: nil, numberOfLines: 1, lineBreakMode: shown.lineBreakMode)
        let textWidth = ScreenScale.ceil(block.width, scale: scale)
        let line = typesetter.font.metrics.lineHeight
        let overlays = TextFieldProperties.Overlays(left: left?.size(scale: scale), right: right?.size(scale: scale))
        return Size(width: ScreenScale.ceil(field.intrinsicWidth(textWidth: textWidth, design: design, overlays: overlays), scale: scale),
                    height: ScreenScale.ceil(field.intrinsicHeight(lineHeight: line, design: design, overlays: overlays), scale: scale))
    }

    var heightDependsOnWidth: Bool { false }

    /// The one baseline: the line centred vertically, as `contentVerticalAlignment.center` puts it.
    func baselineOffsets() -> (first: Double, last: Double) {
        let m = typesetter.font.metrics
        let offset = m.ascender - m.lineHeight / 2
        return (offset, offset)
    }
}
