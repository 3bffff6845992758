import Geometry
import RenderTree
import SceneModel

/// What a compact `UIDatePicker` paints besides its titles (which layout placed): a
/// `tertiarySystemFill` capsule behind each title, as iOS 14 and later draw the compact style's
/// buttons (sizes in `DatePickerProperties`, guessed from screenshots).
enum DatePickerDrawing {
    static func paint(_ picker: DatePickerProperties, in context: DrawingContext) -> KindPaint {
        let fill = SystemColor.named("tertiarySystemFill") ?? .clear
        let p = DatePickerProperties.capsulePadding, h = DatePickerProperties.capsuleHeight
        let contents = context.lineBoxes.map { line in
            // Across the line and its padding; centred in the bounds, as layout centred the capsules.
            let capsule = Rect(x: line.minX - p, y: context.bounds.midY - h / 2, width: line.width + 2 * p, height: h)
            return Primitive.fill(PathFill(path: Path(roundedRect: RoundedRect(rect: capsule, radius: DatePickerProperties.capsuleRadius)), paint: .solid(fill)))
        }
        let title = picker.capsuleTitles.joined(separator: " ")
        return KindPaint(title: title.isEmpty ? nil : title, contents: contents)
    }
}
