import Geometry
import SceneModel

/// `<stepper>`: a `UIStepper`, starting at a new stepper's (`StepperProperties()`).
enum StepperSyntax {
    static let declaration = KindSyntax(
        element: "stepper", payload: StepperProperties.self,
        attributes: [
            .init("value", .number) { $0.value = $1 },
            .init("minimumValue", .number) { $0.minimumValue = $1 },
            .init("maximumValue", .number) { $0.maximumValue = $1 },
            .init("isEnabled", .bool) { $0.isEnabled = $1 },
        ],
        check: { stepper in
            // UIKit raises NSInvalidArgumentException unless minimumValue < maximumValue
            // (https://developer.apple.com/documentation/uikit/uistepper/maximumvalue: "must be
            // greater than minimumValue").
            guard stepper.minimumValue >= stepper.maximumValue else { return nil }
            return (.maximumValue, "'maximumValue' \(NumberText.format(stepper.maximumValue)) must be greater than 'minimumValue' \(NumberText.format(stepper.minimumValue))")
        })
}
