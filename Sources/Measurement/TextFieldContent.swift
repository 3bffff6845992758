import Geometry
import SceneModel
import Typesetting

/// `UITextField`'s `intrinsicContentSize`: what it shows (its text, else its placeholder) on
/// one line, plus its border style's insets and its clear button when it shows; one line of
/// text high without a border, at least a rounded rect's height with one
/// (`TextFieldProperties.intrinsicHeight`).
struct TextFieldContent: ContentSizing {
    let field: TextFieldProperties
    let typesetter: Typesetter
    let design: DesignEra

    func size(fittingWidth width: Double?, scale: Double) -> Size {
        let shown = field.displayedText
        let block = typesetter.layout(shown.string, maxWidth: nil, numberOfLines: 1, lineBreakMode: shown.lineBreakMode)
        let textWidth = ScreenScale.ceil(block.width, scale: scale)
        let line = typesetter.font.metrics.lineHeight
        return Size(width: ScreenScale.ceil(field.intrinsicWidth(textWidth: textWidth, design: design), scale: scale),
                    height: ScreenScale.ceil(field.intrinsicHeight(lineHeight: line, design: design), scale: scale))
    }

    var heightDependsOnWidth: Bool { false }

    /// The one baseline: the line centred vertically, as `contentVerticalAlignment.center` puts it.
    func baselineOffsets() -> (first: Double, last: Double) {
        let m = typesetter.font.metrics
        let offset = m.ascender - m.lineHeight / 2
        return (offset, offset)
    }
}
