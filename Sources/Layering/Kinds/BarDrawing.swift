import Geometry
import RenderTree
import SceneModel

/// A bar's background (navigation bar, toolbar, tab bar): UIKit draws a translucent blurred
/// material, which a still drawing cannot blur, so scenec paints a documented approximation:
/// `systemBackground` at 94 % opacity with a `separator` hairline on the edge that meets the
/// content, in the design of iOS 7–18 (the default appearance's shadow line,
/// https://developer.apple.com/documentation/uikit/uibarappearance/shadowcolor); in iOS 26's
/// design, whose Liquid Glass bars draw no line
/// (https://developer.apple.com/documentation/technologyoverviews/liquid-glass), a lighter
/// 80 % fill and no hairline. Both opacities are guessed.
enum BarDrawing {
    /// The edge of the bar that meets the content: a navigation bar's bottom, a toolbar's and a
    /// tab bar's top.
    enum Edge { case top, bottom }

    static let hairline = 0.5

    /// The background, with its hairline on `edge` in iOS 7–18's design (none when nil).
    static func background(bounds: Rect, edge: Edge?, design: DesignEra, title: String? = nil) -> KindPaint {
        let base = SystemColor.named("systemBackground") ?? Color(red: 1, green: 1, blue: 1)
        let fill = Color(red: base.red, green: base.green, blue: base.blue, alpha: design != .ios26 ? 0.94 : 0.8)
        var contents: [Primitive] = [.fill(PathFill(path: Path(rect: bounds), paint: .solid(fill)))]
        if design != .ios26, let edge, let line = SystemColor.named("separator") {
            let y = edge == .top ? bounds.minY : bounds.maxY - hairline
            contents.append(.fill(PathFill(path: Path(rect: Rect(x: bounds.minX, y: y, width: bounds.width, height: hairline)), paint: .solid(line))))
        }
        return KindPaint(title: title, contents: contents)
    }
}
