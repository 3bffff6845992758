import Geometry
import Markup
import RenderTree

/// Prints a `MapDrawing` as SVG: the map file (`NAME.svg` beside a storyboard's scenes) and,
/// inline, the map page's body. Each box shows its scene's drawing by reference (`<image>`)
/// and links to its page; arrows are lines with an arrowhead marker, coloured and labelled by
/// kind. SVG 1.1 markup that librsvg and browsers both draw.
public enum MapPrinter {
    /// Writes the `<svg>` element of `map` into `out`.
    public static func print(_ map: MapDrawing, into out: inout MarkupWriter) {
        let f = NumberText.format
        let (w, h) = (map.size.width, map.size.height)
        out.line(#"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="\#(f(w * map.scale))" height="\#(f(h * map.scale))" viewBox="0 0 \#(f(w)) \#(f(h))" font-family="sans-serif">"#)
        out.open("<defs>")
        for (kind, colour) in kinds {
            out.line(#"<marker id="arrow-\#(kind)" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" orient="auto"><path d="M0 0L10 5L0 10z" fill="\#(colour)"/></marker>"#)
        }
        out.close("</defs>")
        out.line(##"<rect width="\##(f(w))" height="\##(f(h))" fill="#f2f2f7"/>"##)
        for box in map.boxes { printBox(box, &out) }
        for arrow in map.arrows { printArrow(arrow, &out) }
        out.line("</svg>")
    }

    /// Arrow colours by transition kind (the rest are `other`): system colours' light values.
    static let kinds: [(String, String)] = [
        ("show", "#007aff"), ("embed", "#8e8e93"), ("presentation", "#af52de"), ("unwind", "#ff9500"),
        ("relationship", "#34c759"), ("other", "#3a3a3c"),
    ]

    private static func marker(_ kind: String) -> (id: String, colour: String) {
        let normal = ["push": "show", "showDetail": "show", "modal": "presentation", "popoverPresentation": "presentation"][kind] ?? kind
        let found = kinds.first { $0.0 == normal } ?? kinds[kinds.count - 1]
        return ("arrow-" + found.0, found.1)
    }

    private static func printBox(_ box: MapDrawing.Box, _ out: inout MarkupWriter) {
        let f = NumberText.format
        let r = box.frame
        let place = #"x="\#(f(r.origin.x))" y="\#(f(r.origin.y))" width="\#(f(r.width))" height="\#(f(r.height))""#
        if let page = box.page {
            out.beginLine()
            out.write(#"<a xlink:href=""#)
            out.write(escaping: page)
            out.write(#"">"#)
            out.endLine(opening: true)
        }
        out.line(##"<rect \##(place) fill="#ffffff" stroke="#c7c7cc" stroke-width="2"/>"##)
        if let image = box.image {
            out.beginLine()
            out.write(verbatim: "<image \(place) xlink:href=\"")
            out.write(escaping: image)
            out.write(#""/>"#)
            out.endLine()
        }
        out.beginLine()
        out.write(verbatim: ##"<text x="\##(f(r.origin.x))" y="\##(f(r.origin.y - 20))" font-size="36" fill="#1c1c1e">"##)
        out.write(escaping: (box.isInitial ? "→ " : "") + box.title)
        out.write("</text>")
        out.endLine()
        if box.page != nil { out.close("</a>") }
    }

    private static func printArrow(_ arrow: MapDrawing.Arrow, _ out: inout MarkupWriter) {
        let f = NumberText.format
        let (id, colour) = marker(arrow.kind)
        let (a, b) = (arrow.start, arrow.end)
        out.line(##"<line x1="\##(f(a.x))" y1="\##(f(a.y))" x2="\##(f(b.x))" y2="\##(f(b.y))" stroke="\##(colour)" stroke-width="4" marker-end="url(#\##(id))"/>"##)
        out.beginLine()
        out.write(verbatim: #"<text x="\#(f((a.x + b.x) / 2))" y="\#(f((a.y + b.y) / 2 - 8))" font-size="28" text-anchor="middle" fill="\#(colour)">"#)
        out.write(escaping: arrow.kind)
        out.write("</text>")
        out.endLine()
    }
}
