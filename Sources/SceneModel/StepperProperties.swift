/// A `UIStepper`: its value and range, and whether it is enabled. Its −/+ halves dim at the
/// ends of the range.
public struct StepperProperties: ContentPayload {
    /// `value`: 0 (https://developer.apple.com/documentation/uikit/uistepper/value).
    public var value = 0.0
    /// `minimumValue`: 0 (https://developer.apple.com/documentation/uikit/uistepper/minimumvalue).
    public var minimumValue = 0.0
    /// `maximumValue`: 100 (https://developer.apple.com/documentation/uikit/uistepper/maximumvalue).
    public var maximumValue = 100.0
    /// `UIControl.isEnabled`.
    public var isEnabled = true

    /// A new stepper: 0 in 0…100, enabled.
    public init() {}

    /// The class with this content.
    public static let kind = SceneNode.Kind.stepper

    /// A stepper's properties; nil for any other content.
    public init?(_ content: NodeContent) {
        guard case .stepper(let value) = content else { return nil }
        self = value
    }

    /// The properties as a stepper's content.
    public var content: NodeContent { .stepper(self) }
}
