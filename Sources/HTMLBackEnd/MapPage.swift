import Markup
import RenderTree
import SVGBackEnd

/// Prints a `MapDrawing` as a page (`NAME.html` beside a storyboard's scenes): the map's SVG
/// inline, so each box's link opens that scene's preview page. No script; the policy lets the
/// page show only the drawings beside it.
public enum MapPage {
    /// Writes the page into `out`.
    public static func print(_ map: MapDrawing, into out: inout MarkupWriter) {
        out.line("<!DOCTYPE html>")
        out.line(#"<html lang="en">"#)
        out.line("<head>")
        out.line(#"<meta charset="utf-8">"#)
        out.line(#"<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src 'self' file:; style-src 'unsafe-inline'">"#)
        out.line("<title>\(MarkupWriter.escape(map.title))</title>")
        out.line("<style>html,body{margin:0;padding:0;background:#f2f2f7}svg{display:block}</style>")
        out.line("</head>")
        out.line("<body>")
        MapPrinter.print(map, into: &out)
        out.line("</body>")
        out.line("</html>")
    }
}
