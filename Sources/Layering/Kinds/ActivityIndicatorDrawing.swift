import Foundation
import Geometry
import RenderTree
import SceneModel

/// A `UIActivityIndicatorView`, one still frame of its spin: eight capsule spokes around the
/// centre, fading from the one at 12 o'clock clockwise, in `color` (default `systemGray`,
/// *guessed* to match iOS 13's grey spinner). Spokes from 45% to 100% of the radius, 2 pt
/// wide in the medium style and 3 pt in the large one, alphas from 1 down by 1/8 (*guessed*
/// from iOS 13 screenshots).
enum ActivityIndicatorDrawing {
    static let spokes = 8

    static func paint(_ indicator: ActivityIndicatorProperties, in context: DrawingContext) -> KindPaint {
        let b = context.bounds
        let radius = min(b.width, b.height) / 2
        let width = indicator.style == .large ? 3.0 : 2.0
        let inner = radius * 0.45
        let base = indicator.color ?? ControlColors.named("systemGray")
        var contents: [Primitive] = []
        for k in 0..<spokes {
            // Spoke k points k·45° clockwise from 12 o'clock: a line with round caps along it.
            let angle = Double(k) * 2 * Double.pi / Double(spokes)
            let (dx, dy) = (sin(angle), -cos(angle))
            let spoke = Path([.move(Point(x: b.midX + dx * (inner + width / 2), y: b.midY + dy * (inner + width / 2))),
                              .line(Point(x: b.midX + dx * (radius - width / 2), y: b.midY + dy * (radius - width / 2)))])
            var color = base
            color.alpha *= 1 - Double(k) / Double(spokes)
            contents.append(.stroke(PathStroke(path: spoke, style: StrokeStyle(width: width, cap: .round), paint: .solid(color))))
        }
        return KindPaint(title: "loading", contents: contents)
    }
}
