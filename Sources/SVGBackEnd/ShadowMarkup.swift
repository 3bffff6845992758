import Geometry
import RenderTree

/// A node's shadow in SVG 1.1 filter primitives only (librsvg draws nothing for an element
/// with `feDropShadow`), shared by both printers.
///
/// The blur is `feGaussianBlur` with σ = `Shadow.standardDeviation` (= Core Animation's
/// `shadowRadius`). Filters run in sRGB (`color-interpolation-filters`), not SVG's default
/// linearRGB, so that the node drawn over its shadow blends as everything else on the page.
/// A σ of 0 leaves the blur out: SVG 1.1 makes a zero deviation transparent, SVG 2 the input.
public enum ShadowMarkup {
    /// The filter that draws a node's own alpha as its shadow below it: blur of the alpha,
    /// offset, flooded with the colour, and the node merged over it. `region` is in the
    /// filtered element's space and must hold the node's painting and the shadow's reach
    /// (`RenderTree.paintedBounds`): outside it a filter draws nothing.
    public static func contentFilter(_ shadow: Shadow, id: String, region: Rect) -> String {
        let f = NumberText.format
        let blur = shadow.standardDeviation > 0
            ? #"<feGaussianBlur in="SourceAlpha" stdDeviation="\#(f(shadow.standardDeviation))"/><feOffset dx="\#(f(shadow.offset.x))" dy="\#(f(shadow.offset.y))" result="shadow"/>"#
            : #"<feOffset in="SourceAlpha" dx="\#(f(shadow.offset.x))" dy="\#(f(shadow.offset.y))" result="shadow"/>"#
        return filterTag(id: id, region: region) + blur
            + #"<feFlood flood-color="\#(shadow.color.hexRGB)" flood-opacity="\#(f(shadow.alpha))"/><feComposite in2="shadow" operator="in"/>"#
            + #"<feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>"#
    }

    /// The lines that draw a shadow of an explicit path (`shadowPath`): the path filled in the
    /// shadow's colour with the non-zero rule, moved by the offset and blurred. Nothing when
    /// the path has no points or the shadow no alpha.
    public static func pathShadowLines(_ shadow: Shadow, path: Path, id: String) -> [String] {
        guard let bounds = path.bounds, shadow.alpha > 0 else { return [] }
        let f = NumberText.format, d = PrimitiveMarkup.pathData(path)
        let move = shadow.offset == .zero ? "" : #" transform="translate(\#(f(shadow.offset.x)) \#(f(shadow.offset.y)))""#
        let paint = PrimitiveMarkup.colorAttributes(Color(red: shadow.color.red, green: shadow.color.green, blue: shadow.color.blue, alpha: shadow.alpha), "fill")
        guard shadow.standardDeviation > 0 else { return [#"<path d="\#(d)"\#(move)\#(paint)/>"#] }
        // The region is in the path's own space, before its translation.
        let reach = 3 * shadow.standardDeviation
        let region = bounds.inset(by: EdgeInsets(all: -reach))
        let filter = filterTag(id: id, region: region) + #"<feGaussianBlur stdDeviation="\#(f(shadow.standardDeviation))"/></filter>"#
        return [filter, #"<path d="\#(d)"\#(move)\#(paint) filter="url(#\#(id))"/>"#]
    }

    /// A filter's opening tag with an explicit region in user space: the default (10 % round
    /// the bounding box) would cut a wide blur, and the bounding box leaves out effects.
    private static func filterTag(id: String, region: Rect) -> String {
        let f = NumberText.format
        return #"<filter id="\#(id)" filterUnits="userSpaceOnUse" x="\#(f(region.minX))" y="\#(f(region.minY))" width="\#(f(region.width))" height="\#(f(region.height))" color-interpolation-filters="sRGB">"#
    }
}
