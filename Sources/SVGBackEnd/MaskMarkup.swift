import Geometry
import RenderTree

/// A node's mask (`RenderNode.mask`) as an SVG 1.1 `<mask>`, shared by both printers.
///
/// SVG 1.1 masks by luminance (times alpha); `mask-type="alpha"` is SVG 2 and CSS Masking.
/// librsvg 2.54 honours it, but an SVG 1.1 viewer need not, so the mask's primitives are
/// printed white at their own alpha instead: white's luminance is 1 in sRGB and linearRGB
/// alike, so the mask's value is exactly the primitives' alpha in every viewer.
public enum MaskMarkup {
    /// The `<mask>` element, its region the primitives' bounds (outside them the mask is 0
    /// anyway; the default region, 10 % round the masked element's bounding box, would cut a
    /// shadow). `shift` moves the primitives, for a printer whose element's origin is not the
    /// node's space's (the HTML box starts at the bounds' origin). An empty mask is a region
    /// of no size, which hides the element, as an empty `CALayer.mask` does.
    public static func definition(_ primitives: [Primitive], id: String, shift: Point = .zero) -> String {
        let f = NumberText.format
        let rects = primitives.compactMap(\.bounds)
        let region = rects.isEmpty ? Rect.zero : Rect.enclosing(rects.flatMap(\.corners))
        let x = region.minX + shift.x, y = region.minY + shift.y
        var out = #"<mask id="\#(id)" maskUnits="userSpaceOnUse" x="\#(f(x))" y="\#(f(y))" width="\#(f(region.width))" height="\#(f(region.height))">"#
        let moved = shift != .zero
        if moved { out += #"<g transform="translate(\#(f(shift.x)) \#(f(shift.y)))">"# }
        for (k, primitive) in primitives.enumerated() {
            out += PrimitiveMarkup.lines(primitive, id: "\(id)-\(k)", white: true).joined()
        }
        if moved { out += "</g>" }
        return out + "</mask>"
    }
}
