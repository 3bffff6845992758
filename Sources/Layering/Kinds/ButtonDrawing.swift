import RenderTree
import SceneModel

/// What a system `UIButton` paints of itself besides its title's lines (which layout placed):
/// the title's string as the node's title.
enum ButtonDrawing {
    static func paint(_ button: ButtonProperties) -> KindPaint {
        KindPaint(title: button.title.string.isEmpty ? nil : button.title.string)
    }
}
