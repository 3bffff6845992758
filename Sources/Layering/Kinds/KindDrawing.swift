import Geometry
import RenderTree
import SceneModel

/// What a node's UIKit kind adds to its render node, beyond what every layer paints
/// (background, border, clip, group opacity) and the text layout placed: its title for tooltips
/// and screen readers, and what it draws of itself between background and text.
struct KindPaint {
    /// Names what the node shows (an image's name, a label's string), as its accessibility
    /// label does on the device.
    var title: String?
    /// Drawn between the background and the text, in the node's space.
    var contents: [Primitive] = []

    /// What a kind that adds nothing paints: a view, a layer, a container.
    static let none = KindPaint()
}

/// The one place the layering pass asks a kind what it paints: each kind that draws anything
/// of its own has a file beside this one (`ImageViewDrawing`, `LabelDrawing`,
/// `ButtonDrawing`, `GradientLayerDrawing`, `ShapeLayerDrawing`), and a new kind adds its case here and its file.
enum KindDrawing {
    /// What `node`'s kind paints at `bounds` (its bounds in its own space).
    static func paint(_ node: SceneNode, bounds: Rect) -> KindPaint {
        switch node.content {
        case .image(let image): ImageViewDrawing.paint(image, bounds: bounds)
        case .label(let text): LabelDrawing.paint(text)
        case .button(let button): ButtonDrawing.paint(button)
        case .gradient(let gradient): GradientLayerDrawing.paint(gradient, bounds: bounds, cornerRadius: node.layer.cornerRadius)
        case .shape(let shape): ShapeLayerDrawing.paint(shape)
        case .view, .layer, .flow, .stack, .scroll, .table, .tableCell, .tableHeaderFooter: .none
        }
    }
}
