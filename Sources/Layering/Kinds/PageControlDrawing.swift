import Geometry
import RenderTree
import SceneModel

/// A `UIPageControl`: one 7 pt dot per page every 16 pt, centred in the bounds (*guessed* from
/// iOS 7–13 screenshots, the numbers its intrinsic width is made of),
/// the current one in `currentPageIndicatorTintColor` (default `label`) and the others in
/// `pageIndicatorTintColor` (default `tertiaryLabel`; both *guessed* from iOS 14 screenshots).
/// At most `maximumDots` are drawn, so the work is bounded whatever `numberOfPages` says
/// (UIKit too shows only as many as fit).
enum PageControlDrawing {
    static let pitch = 16.0
    static let diameter = 7.0
    static let maximumDots = 100

    static func paint(_ control: PageControlProperties, in context: DrawingContext) -> KindPaint {
        let b = context.bounds, enabled = control.isEnabled
        let count = min(control.numberOfPages, maximumDots)
        guard count > 0 else { return KindPaint(title: nil) }
        let start = b.midX - Double(count) * pitch / 2 + pitch / 2
        var contents: [Primitive] = []
        for page in 0..<count {
            let center = Point(x: start + Double(page) * pitch, y: b.midY)
            let dot = Path(ellipseIn: Rect(x: center.x - diameter / 2, y: center.y - diameter / 2, width: diameter, height: diameter))
            let color = page == control.shownPage
                ? control.currentPageIndicatorTintColor ?? ControlColors.named("label")
                : control.pageIndicatorTintColor ?? ControlColors.named("tertiaryLabel")
            contents.append(ControlColors.fill(dot, color, enabled: enabled))
        }
        return KindPaint(title: "page \(control.shownPage + 1) of \(control.numberOfPages)", contents: contents)
    }
}
