import Geometry
import RenderTree
import SceneModel

/// A `UIProgressView` (default style): a capsule track in `trackTintColor` (default
/// `systemFill`, *guessed* to match iOS 13's grey track) and, from its leading end, the
/// progress in `progressTintColor` (default: the tint), both as high as the bounds.
enum ProgressViewDrawing {
    static func paint(_ progress: ProgressViewProperties, in context: DrawingContext) -> KindPaint {
        let b = context.bounds
        let done = Rect(x: b.minX, y: b.minY, width: b.width * progress.progress, height: b.height)
        return KindPaint(title: "\(NumberText.format((progress.progress * 100).rounded()))%", contents: [
            ControlColors.fill(ControlColors.capsule(b), progress.trackTintColor ?? ControlColors.named("systemFill"), enabled: true),
            ControlColors.fill(ControlColors.capsule(done), progress.progressTintColor ?? context.tint, enabled: true),
        ])
    }
}
