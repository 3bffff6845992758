import Geometry
import RenderTree
import SceneModel

/// What a `UIImageView` paints of itself: a `symbol:` image (SF Symbols are Apple's, not drawn
/// here) as an outline in the tint colour where the symbol would be, so a screen still reads
/// right. An image file is drawn by the render node's `image`, not here.
enum ImageViewDrawing {
    /// Inset of the placeholder outline, as a fraction of the view's shorter side.
    static let placeholderInset = 0.25
    static let placeholderLineWidth = 2.0

    /// The image's name as the title; the placeholder outline when the image is a symbol.
    static func paint(_ image: ImageProperties, bounds: Rect) -> KindPaint {
        KindPaint(title: image.name, contents: placeholder(image, bounds: bounds))
    }

    private static func placeholder(_ image: ImageProperties, bounds: Rect) -> [Primitive] {
        guard image.name != nil, image.fileIndex == nil else { return [] }
        let tint = SystemColor.named("tintColor") ?? Color(red: 0, green: 0, blue: 1)
        return symbolPlaceholder(in: bounds, color: tint).map { [$0] } ?? []
    }

    /// A symbol's stand-in: a square outline a quarter of the shorter side inside `bounds`,
    /// in `color`; nil when the box is too small to hold one. Shared by anything that shows a
    /// `symbol:` image (an image view, a configured button).
    static func symbolPlaceholder(in bounds: Rect, color: Color) -> Primitive? {
        let side = min(bounds.width, bounds.height)
        guard side >= 4 * placeholderLineWidth else { return nil }
        // Whole points: CSS snaps a border to device pixels where SVG antialiases a half pixel,
        // and the two back ends should draw this invented outline alike.
        let rect = bounds.inset(by: EdgeInsets(all: (side * placeholderInset).rounded()))
        return Ring(inside: RoundedRect(rect: rect, radius: 0), width: placeholderLineWidth, color: color).primitive
    }
}
