import Geometry
import RenderTree
import SceneModel

/// What a bar button item's view paints besides its title (which layout placed): the title in
/// the tint colour, as UIKit tints bar button items
/// (https://developer.apple.com/documentation/uikit/uibarbuttonitem/tintcolor), the `add`
/// item's plus sign and the back button's chevron, as strokes in the tint. Spaces paint nothing.
/// The glyphs stand in for SF Symbols' `plus` and `chevron.backward`, which are Apple's: their
/// sizes are guessed from screenshots.
enum BarButtonItemDrawing {
    /// The plus sign's arm, from its centre, and its stroke.
    static let plusArm = 9.0
    static let plusLineWidth = 2.0
    /// The chevron's stroke.
    static let chevronLineWidth = 3.0

    static func paint(_ item: BarButtonItemProperties, in context: DrawingContext) -> KindPaint {
        guard !item.isSpace else { return .none }
        let b = context.bounds
        var contents: [Primitive] = []
        var title = item.titleText.string
        if item.systemItem == .add {
            let c = Point(x: b.midX, y: b.midY), a = plusArm
            let plus = Path([.move(Point(x: c.x - a, y: c.y)), .line(Point(x: c.x + a, y: c.y)),
                             .move(Point(x: c.x, y: c.y - a)), .line(Point(x: c.x, y: c.y + a))])
            contents.append(stroke(plus, width: plusLineWidth, tint: context.tint))
            title = "Add"
        }
        if item.placement == .back {
            let box = Rect(x: b.minX, y: b.midY - BarMetrics.chevronSize.height / 2, width: BarMetrics.chevronSize.width, height: BarMetrics.chevronSize.height)
            let inset = chevronLineWidth / 2
            let chevron = Path([.move(Point(x: box.maxX - inset, y: box.minY + inset)), .line(Point(x: box.minX + inset, y: box.midY)),
                                .line(Point(x: box.maxX - inset, y: box.maxY - inset))])
            contents.append(stroke(chevron, width: chevronLineWidth, tint: context.tint))
            if title.isEmpty { title = "Back" }
        }
        return KindPaint(title: title.isEmpty ? nil : title, contents: contents, textColor: context.tint)
    }

    private static func stroke(_ path: Path, width: Double, tint: Color) -> Primitive {
        .stroke(PathStroke(path: path, style: StrokeStyle(width: width, cap: .round, join: .round), paint: .solid(tint)))
    }
}
