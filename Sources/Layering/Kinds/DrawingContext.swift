import Geometry
import SceneModel

/// What a kind's drawing depends on besides its own properties: where it is, and what UIKit
/// resolves for it from the tree and the scene (its tint, the design era its controls are
/// drawn in). The one place a new environment value (an appearance, a text size) reaches
/// every kind.
struct DrawingContext {
    /// The node's bounds, in its own space.
    var bounds: Rect
    /// The tint the node inherits or sets (`TintColors`).
    var tint: Color
    /// The iOS design the scene's controls are drawn in.
    var design: DesignEra
    /// The screen's scale (`UIScreen.scale`), which picks an image's `@2x`/`@3x` file.
    var scale: Double = ScreenScale.fallback
    /// The scene's image files, for an image's size in pixels.
    var images: [ImageFile] = []
    /// Where layout placed the node's text, in its own space: from the first line's leading
    /// end to the widest line's trailing end, one line box high about the bounds' middle; nil
    /// without text. For a kind that draws beside its text (a configured button's image).
    var textFrame: Rect? = nil
    /// The width of one device pixel in the node's own space, for hairlines (`lineWidth` 0).
    var devicePixel: Double = 1
    /// The node's placed text lines, each from its origin across its width and from its
    /// ascender to its descender: for a kind that draws around its own text (a date picker's
    /// capsules).
    var lineBoxes: [Rect] = []
    /// A text field's left and right views that show, as layout sized them: its clear button
    /// sits left of the right view.
    var textFieldOverlays = TextFieldProperties.Overlays.none
}
