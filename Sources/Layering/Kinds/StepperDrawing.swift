import Geometry
import RenderTree
import SceneModel

/// A `UIStepper` (iOS 13 and later): a rounded rect in `tertiarySystemFill`, a `separator` line
/// between its halves, and a − and a + in `label`, each drawn in `tertiaryLabel` when the value
/// is at that end of the range (UIKit disables that half). Corner radius 8 pt, glyphs 14 pt
/// wide and 2 pt thick, the divider 1 pt wide and half the height (*guessed* from iOS 13
/// screenshots). iOS 26: *guessed* the same shape as a capsule.
enum StepperDrawing {
    static let cornerRadius = 8.0
    static let glyphLength = 14.0
    static let glyphThickness = 2.0

    static func paint(_ stepper: StepperProperties, in context: DrawingContext) -> KindPaint {
        let b = context.bounds, enabled = stepper.isEnabled
        let radius = context.design == .ios26 ? min(b.width, b.height) / 2 : cornerRadius
        let label = ControlColors.named("label"), dim = ControlColors.named("tertiaryLabel")
        let minus = Point(x: b.minX + b.width / 4, y: b.midY), plus = Point(x: b.minX + 3 * b.width / 4, y: b.midY)
        let (l, t) = (glyphLength, glyphThickness)
        let bar = { (c: Point) in Path(rect: Rect(x: c.x - l / 2, y: c.y - t / 2, width: l, height: t)) }
        let post = Path(rect: Rect(x: plus.x - t / 2, y: plus.y - l / 2, width: t, height: l))
        return KindPaint(title: NumberText.format(stepper.value), contents: [
            ControlColors.fill(Path(roundedRect: RoundedRect(rect: b, radius: min(radius, b.width / 2, b.height / 2))),
                               ControlColors.named("tertiarySystemFill"), enabled: enabled),
            ControlColors.fill(Path(rect: Rect(x: b.midX - 0.5, y: b.midY - b.height / 4, width: 1, height: b.height / 2)),
                               ControlColors.named("separator"), enabled: enabled),
            ControlColors.fill(bar(minus), stepper.value <= stepper.minimumValue ? dim : label, enabled: enabled),
            ControlColors.fill(bar(plus).appending(post), stepper.value >= stepper.maximumValue ? dim : label, enabled: enabled),
        ])
    }
}
