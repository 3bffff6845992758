import Geometry
import SceneModel
import Typesetting

/// `UILabel`'s sizing: its text laid out at the width it may use, rounded up to whole device
/// pixels as `sizeThatFits` rounds.
struct LabelContent: ContentSizing {
    let text: TextContent
    let typesetter: Typesetter

    func size(fittingWidth width: Double?, scale: Double) -> Size {
        guard !text.string.isEmpty else { return .zero }
        let block = typesetter.layout(text.string, maxWidth: width, numberOfLines: text.numberOfLines, lineBreakMode: text.lineBreakMode)
        return Size(width: ScreenScale.ceil(block.width, scale: scale), height: ScreenScale.ceil(block.height, scale: scale))
    }

    /// A one-line label is as wide as its text whatever it is given; others wrap.
    var heightDependsOnWidth: Bool { text.numberOfLines != 1 }

    /// The text block is centred in the bounds: its first baseline is half its height above the
    /// centre plus the ascender, its last one line spacing per further line below that. Empty
    /// text keeps one line's baseline, as UILabel does.
    func baselineOffsets(fittingWidth width: Double?) -> (first: Double, last: Double) {
        let block = typesetter.layout(text.string, maxWidth: width, numberOfLines: text.numberOfLines, lineBreakMode: text.lineBreakMode)
        let m = block.metrics, lines = max(1, block.lines.count)
        let first = m.ascender - (m.lineHeight + Double(lines - 1) * m.lineSpacing) / 2
        return (first, first + Double(lines - 1) * m.lineSpacing)
    }
}
