import Geometry
import RenderTree
import SceneModel

/// A `UISwitch`: a capsule track filled with `onTintColor` (default `systemGreen`) when on and
/// `secondarySystemFill` when off, and a white thumb at the end its state gives. Drawn in the
/// bounds as the control is drawn in its frame; the thumb's shadow is a thin ring (`ControlColors.thumbEdge`).
///
/// - iOS 7–18: a round thumb 2 pt inside the track (a 27 pt thumb in the 31 pt switch:
///   *guessed* from the iOS 13 switch as screenshots show it).
/// - iOS 26: a capsule thumb, 1.5 times as wide as it is high, 2 pt inside the track
///   (*guessed* from Apple's Liquid Glass screenshots).
enum SwitchDrawing {
    /// The gap between the track's edge and the thumb.
    static let thumbInset = 2.0
    /// How much wider than high the iOS 26 thumb is.
    static let glassThumbAspect = 1.5

    static func paint(_ control: SwitchProperties, in context: DrawingContext) -> KindPaint {
        let b = context.bounds
        let enabled = control.isEnabled
        let track = control.isOn ? (control.onTintColor ?? ControlColors.named("systemGreen")) : ControlColors.named("secondarySystemFill")
        let thumbHeight = max(0, b.height - 2 * thumbInset)
        let thumbWidth = min(context.design == .ios26 ? thumbHeight * glassThumbAspect : thumbHeight, max(0, b.width - 2 * thumbInset))
        let x = control.isOn ? b.maxX - thumbInset - thumbWidth : b.minX + thumbInset
        let thumb = Rect(x: x, y: b.minY + thumbInset, width: thumbWidth, height: thumbHeight)
        return KindPaint(title: control.isOn ? "on" : "off", contents: [
            ControlColors.fill(ControlColors.capsule(b), around: ControlColors.capsule(thumb), track, enabled: enabled),
            ControlColors.fill(ControlColors.capsule(thumb), control.thumbTintColor ?? ControlColors.named("white"), enabled: enabled),
            ControlColors.thumbEdge(ControlColors.capsule(thumb), enabled: enabled),
        ])
    }
}
