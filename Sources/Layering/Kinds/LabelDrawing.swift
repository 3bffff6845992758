import RenderTree
import SceneModel

/// What a `UILabel` paints of itself besides its lines (which layout placed): its string as
/// the title, so a label drawn as glyph outlines still says what it reads.
enum LabelDrawing {
    static func paint(_ text: TextContent) -> KindPaint {
        KindPaint(title: text.string.isEmpty ? nil : text.string)
    }
}
