import Geometry
import SceneModel
import Typesetting

/// A compact date picker's `intrinsicContentSize`: its capsules side by side, each its title
/// plus padding, 6 pt apart, one capsule high (`DatePickerProperties`).
struct DatePickerContent: ContentSizing {
    let picker: DatePickerProperties
    let typesetter: Typesetter

    func size(fittingWidth width: Double?, scale: Double) -> Size {
        let widths = picker.capsuleTitles.map { typesetter.layout($0, maxWidth: nil, numberOfLines: 1, lineBreakMode: .byClipping).width }
        let capsules = DatePickerProperties.capsules(widths: widths, in: .zero)
        return Size(width: ScreenScale.ceil(capsules.last?.maxX ?? 0, scale: scale), height: DatePickerProperties.capsuleHeight)
    }

    var heightDependsOnWidth: Bool { false }
}
