import Geometry
import SceneModel
import Typesetting

/// A `UITextView` that does not scroll: as tall as its text wrapped at its width, as
/// `sizeThatFits` answers, with the text container inset around the text and the line fragment
/// padding at each end of every line. Empty text still holds one line, where the caret goes. A
/// text view that scrolls has no sizer: it has no intrinsic size.
struct TextViewContent: ContentSizing {
    let view: TextViewProperties
    let typesetter: Typesetter

    func size(fittingWidth width: Double?, scale: Double) -> Size {
        let inset = view.textContainerInset, padding = 2 * view.lineFragmentPadding
        let lineWidth = width.map { max(0, $0 - inset.left - inset.right - padding) }
        let block = typesetter.layout(view.text.string, maxWidth: lineWidth, numberOfLines: 0, lineBreakMode: view.text.lineBreakMode)
        let height = max(block.height, typesetter.font.metrics.lineHeight)
        return Size(width: ScreenScale.ceil(block.width + padding + inset.left + inset.right, scale: scale),
                    height: ScreenScale.ceil(height + inset.top + inset.bottom, scale: scale))
    }

    var heightDependsOnWidth: Bool { true }
}
