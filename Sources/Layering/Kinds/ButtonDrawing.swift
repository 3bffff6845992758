import RenderTree
import SceneModel

/// What a system `UIButton` paints of itself besides its title's lines (which layout placed):
/// the title's string as the node's title, and the title's colour, which is the button's tint
/// (https://developer.apple.com/documentation/uikit/uibutton/buttontype/system: "A system
/// style button … uses the tint color").
enum ButtonDrawing {
    static func paint(_ button: ButtonProperties, in context: DrawingContext) -> KindPaint {
        // A disabled button's title is dimmed as every disabled control is (`ControlColors`).
        KindPaint(title: button.title.string.isEmpty ? nil : button.title.string,
                  textColor: ControlColors.shown(context.tint, enabled: button.isEnabled))
    }
}
