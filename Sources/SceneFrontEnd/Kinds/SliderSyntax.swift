import Geometry
import SceneModel

/// `<slider>`: a `UISlider`, starting at a new slider's (`SliderProperties()`), with its era's
/// alignment rect (`SliderProperties.alignmentRectInsets(_:)`).
enum SliderSyntax {
    static let declaration = KindSyntax(
        element: "slider", payload: SliderProperties.self,
        attributes: [
            .init("value", .number) { $0.value = $1 },
            .init("minimumValue", .number) { $0.minimumValue = $1 },
            .init("maximumValue", .number) { $0.maximumValue = $1 },
            .init("minimumTrackTintColor", .color) { $0.minimumTrackTintColor = $1 },
            .init("maximumTrackTintColor", .color) { $0.maximumTrackTintColor = $1 },
            .init("thumbTintColor", .color) { $0.thumbTintColor = $1 },
            .init("isEnabled", .bool) { $0.isEnabled = $1 },
        ],
        changingSharedDefaults: { draft, design in draft.alignmentRectInsets = SliderProperties.alignmentRectInsets(design) },
        check: { slider in
            // UIKit takes an inverted range without complaint and draws nonsense; a scene states
            // a range that is one.
            guard slider.minimumValue > slider.maximumValue else { return nil }
            return (.maximumValue, "'maximumValue' \(NumberText.format(slider.maximumValue)) is less than 'minimumValue' \(NumberText.format(slider.minimumValue))")
        })
}
