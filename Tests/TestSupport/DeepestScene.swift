/// A scene whose views nest `levels` deep in the way that nests the printed markup deepest:
/// scroll views (a group and a clip group each in the SVG; a box, its scroller and its
/// scrolling box in the HTML), each clipped, rounded and inset 1 point in its parent, and
/// innermost a clipped, rounded button turned 45° (its title's glyphs nest two elements more
/// in the SVG, three in the HTML). One element a line: level k is on line k + 1.
///
/// The scene is `side(levels:)` square, so that the innermost view's bounds are the 200-point
/// square at (`levels`, `levels`), turned about its centre; the scroll view at level k spans
/// k…side − k on both axes (with 100 levels: a 400-point scene, the innermost view's centre at
/// (200, 200), the scroll view at level 99 spanning 99…301).
public enum DeepestScene {
    /// The scene's width and height, in points.
    public static func side(levels: Int) -> Int { 2 * levels + 200 }
    /// The innermost view's id.
    public static let innermost = "innermost"
    /// The innermost view's background.
    public static let innermostColor = (255, 0, 0)

    /// The colour of the scroll view at `level`: blue at odd levels, green at even ones.
    public static func color(level: Int) -> (Int, Int, Int) {
        level % 2 == 1 ? (0, 0, 255) : (0, 255, 0)
    }

    public static func xml(levels: Int) -> String {
        let side = side(levels: levels)
        var lines = [##"<scene name="deepest" width="\##(side)" height="\##(side)" backgroundColor="#ffffff">"##]
        for level in 1..<max(levels, 1) {
            let size = side - 2 * level
            let hex = level % 2 == 1 ? "#0000ff" : "#00ff00"
            lines.append(#"<scrollView frame="1 1 \#(size) \#(size)" backgroundColor="\#(hex)" cornerRadius="8" clipsToBounds="true">"#)
        }
        // Centred in its parent, whose bounds are (side - 2 (levels - 1)) square at the origin.
        let centre = (side - 2 * (levels - 1)) / 2
        lines.append(#"<button id="\#(innermost)" title="Go" center="\#(centre) \#(centre)" bounds="0 0 200 200" transform="rotate(45deg)" "#
                     + ##"backgroundColor="#ff0000" cornerRadius="20" clipsToBounds="true"/>"##)
        lines += Array(repeating: "</scrollView>", count: max(levels - 1, 0))
        lines.append("</scene>")
        return lines.joined(separator: "\n") + "\n"
    }
}
