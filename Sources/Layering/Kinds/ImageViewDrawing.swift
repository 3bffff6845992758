import Geometry
import RenderTree
import SceneModel

/// What a `UIImageView` paints of itself: its image file, placed by its content mode and tinted
/// when it is a template; or, for a `symbol:` image (SF Symbols are Apple's, not drawn here),
/// an outline where the symbol would be, in the colour the symbol would have, so a screen still
/// reads right.
enum ImageViewDrawing {
    /// Inset of the placeholder outline, as a fraction of the view's shorter side.
    static let placeholderInset = 0.25
    static let placeholderLineWidth = 2.0

    /// The image's name as the title; the image, or the placeholder outline when it is a symbol.
    static func paint(_ image: ImageProperties, contentMode: ContentMode, in context: DrawingContext) -> KindPaint {
        var paint = KindPaint(title: image.name, contents: placeholder(image, in: context))
        paint.image = placement(image, contentMode: contentMode, in: context)
        return paint
    }

    /// The file UIKit shows at the context's screen scale, over the rect its content mode gives
    /// the image's size in points (its pixels over the file's scale); a file whose header gives
    /// no size is stretched over the bounds, as a browser shows a broken image anyway.
    static func placement(_ image: ImageProperties, contentMode: ContentMode, in context: DrawingContext) -> (file: Int, rect: Rect, tint: Color?)? {
        guard let variant = image.variant(forScreenScale: context.scale), context.images.indices.contains(variant.fileIndex) else { return nil }
        let rect = context.images[variant.fileIndex].pixelSize.map { pixels in
            contentMode.rect(forContentOfSize: Size(width: Double(pixels.width) / variant.scale, height: Double(pixels.height) / variant.scale),
                             in: context.bounds)
        } ?? context.bounds
        return (variant.fileIndex, rect, image.isTemplate ? context.tint : nil)
    }

    /// A template symbol takes the tint, as UIKit draws a symbol image; one drawn in its own
    /// colours is black, the colour of SF Symbols' monochrome rendering (`label` in light mode).
    private static func placeholder(_ image: ImageProperties, in context: DrawingContext) -> [Primitive] {
        guard image.isSymbol else { return [] }
        let color = image.isTemplate ? context.tint : SystemColor.named("label") ?? Color(red: 0, green: 0, blue: 0)
        return symbolPlaceholder(in: context.bounds, color: color).map { [$0] } ?? []
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
