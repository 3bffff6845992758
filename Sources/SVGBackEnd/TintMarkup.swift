import Geometry
import RenderTree

/// A template image's tint (`ImagePlacement.tint`) as an SVG 1.1 filter, shared by both
/// printers: the SVG names it on the image's `<use>`, the HTML on the image's box (CSS
/// `filter: url(#…)`), so one definition draws the same in librsvg and Chromium.
///
/// The filter floods its region with the tint and keeps the flood only where the image is, at
/// the image's alpha (`feComposite operator="in"`): each pixel becomes the tint at the tint's
/// alpha times its own, as UIKit draws an image whose rendering mode is `alwaysTemplate`
/// (https://developer.apple.com/documentation/uikit/uiimage/renderingmode/alwaystemplate).
/// `color-interpolation-filters="sRGB"` keeps the flood's colour as written: the default,
/// linearRGB, would have the renderer convert it there and back.
public enum TintMarkup {
    /// The `<filter>` element with this id, for an image drawn in `tint`.
    public static func filter(_ tint: Color, id: String) -> String {
        #"<filter id="\#(id)" color-interpolation-filters="sRGB"><feFlood flood-color="\#(tint.hexRGB)""#
            + (tint.alpha < 1 ? #" flood-opacity="\#(NumberText.format(tint.alpha))""# : "")
            + #"/><feComposite in2="SourceGraphic" operator="in"/></filter>"#
    }
}
