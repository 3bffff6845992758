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
    /// The colour the node's placed text is drawn in when the kind decides it rather than the
    /// text (a system button's title is its tint); nil keeps the text's own.
    var textColor: Color?
    /// An image file the kind draws above its contents: which of the scene's `images`, over
    /// which rect of its bounds' space, and the colour its alpha is filled with when it is
    /// drawn as a template (nil: in its own colours).
    var image: (file: Int, rect: Rect, tint: Color?)?

    /// What a kind that adds nothing paints: a view, a layer, a container.
    static let none = KindPaint()
}

/// The one place the layering pass asks a kind what it paints: each kind that draws anything
/// of its own has a file beside this one (`ImageViewDrawing`, `LabelDrawing`,
/// `ButtonDrawing`, `GradientLayerDrawing`, `ShapeLayerDrawing`, the standard controls', `TextFieldDrawing`, `BarDrawing`,
/// `BarButtonItemDrawing`, `TabBarItemDrawing`, `SearchBarDrawing`, `DatePickerDrawing`), and a new kind adds its case here and its file.
enum KindDrawing {
    /// What `node`'s kind paints in `context` (its bounds in its own space, its tint).
    static func paint(_ node: SceneNode, in context: DrawingContext) -> KindPaint {
        switch node.content {
        case .image(let image): ImageViewDrawing.paint(image, contentMode: node.view.contentMode, in: context)
        case .label(let text): LabelDrawing.paint(text)
        case .button(let button): ButtonDrawing.paint(button, in: context)
        case .gradient(let gradient): GradientLayerDrawing.paint(gradient, shape: node.layer.shape(of: context.bounds))
        case .shape(let shape): ShapeLayerDrawing.paint(shape, devicePixel: context.devicePixel)
        case .textField(let field): TextFieldDrawing.paint(field, in: context)
        // A text view paints only its lines, and is named by its text as a label is.
        case .textView(let view): LabelDrawing.paint(view.text)
        case .navigationBar(let bar):
            BarDrawing.background(bounds: context.bounds, edge: .bottom, design: context.design, title: bar.title.isEmpty ? nil : bar.title)
        case .toolbar: BarDrawing.background(bounds: context.bounds, edge: .top, design: context.design)
        case .tabBar: BarDrawing.background(bounds: context.bounds, edge: .top, design: context.design)
        case .barButtonItem(let item): BarButtonItemDrawing.paint(item, in: context)
        case .tabBarItem(let item): TabBarItemDrawing.paint(item, in: context)
        case .searchBar(let bar): SearchBarDrawing.paint(bar, in: context)
        case .datePicker(let picker): DatePickerDrawing.paint(picker, in: context)
        case .view, .layer, .flow, .stack, .scroll, .table, .tableCell, .tableHeaderFooter, .collection, .collectionCell: .none
        case .switchControl(let control): SwitchDrawing.paint(control, in: context)
        case .slider(let slider): SliderDrawing.paint(slider, in: context)
        case .stepper(let stepper): StepperDrawing.paint(stepper, in: context)
        case .segmentedControl(let control): SegmentedControlDrawing.paint(control, in: context)
        case .progressView(let progress): ProgressViewDrawing.paint(progress, in: context)
        case .activityIndicator(let indicator): ActivityIndicatorDrawing.paint(indicator, in: context)
        case .pageControl(let control): PageControlDrawing.paint(control, in: context)
        }
    }
}
