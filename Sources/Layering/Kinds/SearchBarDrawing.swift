import Geometry
import RenderTree
import SceneModel

/// What a `UISearchBar` paints besides its field's text (which layout placed): in the default
/// and prominent styles the bar's background (`BarDrawing`'s approximation, without a
/// hairline), in every style the search field, a `tertiarySystemFill` rounded rect of radius 10,
/// and the magnifier as a `secondaryLabel` ring and handle standing in for the `magnifyingglass`
/// symbol (public measurements cited by `BarMetrics`; the glyph's strokes are guessed).
enum SearchBarDrawing {
    /// The magnifier's lens, as a fraction of the glyph's side, and its stroke.
    static let lensFraction = 0.72
    static let glyphLineWidth = 1.6

    static func paint(_ bar: SearchBarProperties, in context: DrawingContext) -> KindPaint {
        var contents: [Primitive] = []
        if bar.searchBarStyle != .minimal {
            contents += BarDrawing.background(bounds: context.bounds, edge: nil, design: context.design).contents
        }
        let field = bar.fieldRect(forBounds: context.bounds)
        let fill = SystemColor.named("tertiarySystemFill") ?? .clear
        contents.append(.fill(PathFill(path: Path(roundedRect: RoundedRect(rect: field, radius: min(BarMetrics.searchFieldRadius, field.height / 2))),
                                       paint: .solid(fill))))
        contents.append(magnifier(in: bar.glyphRect(forBounds: context.bounds)))
        let shown = bar.displayedText.string
        return KindPaint(title: shown.isEmpty ? "Search" : shown, contents: contents)
    }

    /// A lens in the glyph's top left and a handle to its bottom right corner, one stroke.
    private static func magnifier(in glyph: Rect) -> Primitive {
        let w = glyphLineWidth, d = glyph.width * lensFraction - w
        let lens = Rect(x: glyph.minX + w / 2, y: glyph.minY + w / 2, width: d, height: d)
        let r = d / 2, c = Point(x: lens.midX, y: lens.midY), k = r / 2.squareRoot()
        var path = Path(ellipseIn: lens)
        path = path.appending(Path([.move(Point(x: c.x + k, y: c.y + k)), .line(Point(x: glyph.maxX - w / 2, y: glyph.maxY - w / 2))]))
        let color = SystemColor.named("secondaryLabel") ?? .clear
        return .stroke(PathStroke(path: path, style: StrokeStyle(width: w, cap: .round), paint: .solid(color)))
    }
}
