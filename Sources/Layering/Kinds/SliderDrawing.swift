import Geometry
import RenderTree
import SceneModel

/// A `UISlider`: a thin capsule track centred vertically, the part before the thumb in
/// `minimumTrackTintColor` (default: the tint) and the rest in `maximumTrackTintColor`
/// (default `systemFill`), and a white thumb whose centre runs from one thumb radius inside
/// either end. The thumb's shadow is a thin ring (`ControlColors.thumbEdge`).
///
/// - iOS 7–18: a 4 pt track and a round 28 pt thumb (*guessed* from iOS 13 screenshots).
/// - iOS 26: a 6 pt track and a 38×24 capsule thumb (*guessed* from Apple's Liquid Glass
///   screenshots).
enum SliderDrawing {
    static func trackHeight(_ era: DesignEra) -> Double { era == .ios26 ? 6 : 4 }
    static func thumbSize(_ era: DesignEra) -> Size { era == .ios26 ? Size(width: 38, height: 24) : Size(width: 28, height: 28) }

    static func paint(_ slider: SliderProperties, in context: DrawingContext) -> KindPaint {
        let b = context.bounds, enabled = slider.isEnabled
        let thumb = thumbSize(context.design)
        let track = trackHeight(context.design)
        let midY = b.midY
        let run = max(0, b.width - thumb.width)
        let centerX = b.minX + thumb.width / 2 + run * slider.fraction
        let thumbRect = Rect(x: centerX - thumb.width / 2, y: midY - thumb.height / 2, width: thumb.width, height: thumb.height)
        // Each part of the track reaches under the thumb by its own radius only, so its
        // rounded end is hidden there and a dimmed thumb shows little of it.
        let tuck = track / 2
        let minimumEnd = min(b.maxX, thumbRect.minX + tuck), maximumStart = max(b.minX, thumbRect.maxX - tuck)
        let minimum = Rect(x: b.minX, y: midY - track / 2, width: max(0, minimumEnd - b.minX), height: track)
        let maximum = Rect(x: maximumStart, y: midY - track / 2, width: max(0, b.maxX - maximumStart), height: track)
        return KindPaint(title: NumberText.format(min(max(slider.value, slider.minimumValue), slider.maximumValue)), contents: [
            ControlColors.fill(ControlColors.capsule(maximum), slider.maximumTrackTintColor ?? ControlColors.named("systemFill"), enabled: enabled),
            ControlColors.fill(ControlColors.capsule(minimum), slider.minimumTrackTintColor ?? context.tint, enabled: enabled),
            ControlColors.fill(ControlColors.capsule(thumbRect), slider.thumbTintColor ?? ControlColors.named("white"), enabled: enabled),
            ControlColors.thumbEdge(ControlColors.capsule(thumbRect), enabled: enabled),
        ])
    }
}
