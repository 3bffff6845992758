import Geometry
import RenderTree
import SceneModel

/// Resolves a document's `SceneMap` into a `MapDrawing`: boxes moved so the map starts at
/// (`margin`, `margin`) with room above each for its title, arrows cut to the boxes' edges.
public enum MapLayering {
    /// Room around the map and above each box for its title, in canvas points.
    static let margin = 80.0
    /// How much the printed map is shrunk: a storyboard's canvas is thousands of points wide,
    /// and a quarter keeps a phone-sized scene legible (about 100 pixels wide) on one screen.
    static let scale = 0.25

    /// The drawing of `map`; `files` gives, for a scene's name, its drawing (nil when none is
    /// written) and its page, files beside the map; nil for a scene not written.
    public static func drawing(_ map: SceneMap, title: String, files: (String) -> (image: String?, page: String)?) -> MapDrawing {
        let frames = map.entries.map(\.frame)
        let minX = frames.map(\.minX).min() ?? 0, minY = frames.map(\.minY).min() ?? 0
        let maxX = frames.map(\.maxX).max() ?? 0, maxY = frames.map(\.maxY).max() ?? 0
        let shift = Point(x: margin - minX, y: margin - minY)
        let boxes = map.entries.enumerated().map { index, entry -> MapDrawing.Box in
            let written = entry.scene.flatMap(files)
            return MapDrawing.Box(frame: Rect(origin: entry.frame.origin + shift, size: entry.frame.size), title: entry.title,
                                  image: written?.image ?? nil, page: written?.page, isInitial: index == map.initial)
        }
        let arrows = map.links.compactMap { link -> MapDrawing.Arrow? in
            guard link.from != link.to else { return nil }
            let (a, b) = (boxes[link.from].frame, boxes[link.to].frame)
            let (from, to) = (Point(x: a.midX, y: a.midY), Point(x: b.midX, y: b.midY))
            return MapDrawing.Arrow(start: edge(of: a, toward: to), end: edge(of: b, toward: from), kind: link.kind)
        }
        let size = Size(width: maxX - minX + 2 * margin, height: maxY - minY + 2 * margin)
        return MapDrawing(size: size, scale: scale, title: title, boxes: boxes, arrows: arrows)
    }

    /// Where the line from `box`'s centre to `point` leaves the box.
    static func edge(of box: Rect, toward point: Point) -> Point {
        let centre = Point(x: box.midX, y: box.midY)
        let (dx, dy) = (point.x - centre.x, point.y - centre.y)
        guard dx != 0 || dy != 0 else { return centre }
        // The smaller of the factors that reach a vertical and a horizontal side.
        let tx = dx == 0 ? Double.infinity : (box.width / 2) / abs(dx)
        let ty = dy == 0 ? Double.infinity : (box.height / 2) / abs(dy)
        let t = min(tx, ty, 1)
        return Point(x: centre.x + dx * t, y: centre.y + dy * t)
    }
}
