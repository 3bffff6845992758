import Geometry

/// A `UISwitch`: whether it is on, its colours, and whether it is enabled.
public struct SwitchProperties: ContentPayload {
    /// `isOn`: off for a new switch (https://developer.apple.com/documentation/uikit/uiswitch/ison).
    public var isOn = false
    /// `onTintColor`: the track's colour when on; nil draws UIKit's default, `systemGreen`
    /// (https://developer.apple.com/documentation/uikit/uiswitch/ontintcolor).
    public var onTintColor: Color?
    /// `thumbTintColor`: nil draws the default white thumb
    /// (https://developer.apple.com/documentation/uikit/uiswitch/thumbtintcolor).
    public var thumbTintColor: Color?
    /// `UIControl.isEnabled`: true for a new control
    /// (https://developer.apple.com/documentation/uikit/uicontrol/isenabled).
    public var isEnabled = true

    /// A new switch: off, enabled, default colours.
    public init() {}

    /// The class with this content.
    public static let kind = SceneNode.Kind.switchControl

    /// A switch's properties; nil for any other content.
    public init?(_ content: NodeContent) {
        guard case .switchControl(let value) = content else { return nil }
        self = value
    }

    /// The properties as a switch's content.
    public var content: NodeContent { .switchControl(self) }
}
