import Geometry
import RenderTree
import SceneModel

/// A `UISegmentedControl` (iOS 13 and later): a rounded rect in `tertiarySystemFill`, the
/// selected segment as a white rounded rect 2 pt inside it, and the titles (placed by layout,
/// one per segment) in `label`. Corner radius 9 pt outside and 7 pt for the selection
/// (*guessed* from iOS 13 screenshots); the selection's shadow is a thin ring (`ControlColors.thumbEdge`); the separators between
/// unselected segments are left out. iOS 26: *guessed* as capsules.
enum SegmentedControlDrawing {
    static let cornerRadius = 9.0
    static let selectionInset = 2.0

    static func paint(_ control: SegmentedControlProperties, in context: DrawingContext) -> KindPaint {
        let b = context.bounds, enabled = control.isEnabled
        let glass = context.design == .ios26
        let outer = glass ? min(b.width, b.height) / 2 : cornerRadius
        let background = Path(roundedRect: RoundedRect(rect: b, radius: min(outer, b.width / 2, b.height / 2)))
        let fill = ControlColors.named("tertiarySystemFill")
        guard let selected = control.selectedSegmentIndex, selected < control.segments.count else {
            return KindPaint(title: nil, contents: [ControlColors.fill(background, fill, enabled: enabled)],
                             textColor: ControlColors.shown(ControlColors.named("label"), enabled: enabled))
        }
        let width = b.width / Double(control.segments.count)
        let segment = Rect(x: b.minX + Double(selected) * width, y: b.minY, width: width, height: b.height)
        let inner = segment.inset(by: EdgeInsets(all: selectionInset))
        let radius = glass ? min(inner.width, inner.height) / 2 : cornerRadius - selectionInset
        let selection = Path(roundedRect: RoundedRect(rect: inner, radius: max(0, min(radius, inner.width / 2, inner.height / 2))))
        let contents = [ControlColors.fill(background, around: selection, fill, enabled: enabled),
                        ControlColors.fill(selection, ControlColors.named("white"), enabled: enabled),
                        ControlColors.thumbEdge(selection, enabled: enabled)]
        return KindPaint(title: control.segments[selected], contents: contents,
                         textColor: ControlColors.shown(ControlColors.named("label"), enabled: enabled))
    }
}
