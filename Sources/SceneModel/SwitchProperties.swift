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

    /// A switch's alignment rect lies 2 pt inside its frame on the trailing side, in both
    /// designs: Interface Builder stores every switch whose trailing edge a constraint places
    /// 2 pt past that edge (the 63 × 28 switches of Xcode 26 and the 51 × 31 of earlier Xcodes
    /// alike, in 11 documents of 8 projects in the corpus, such as `IQKeyboardManager/SpecialCase.storyboard`
    /// and `SwiftMessages/Main.storyboard`), and one pinned on both sides 51 wide in a 49 pt gap
    /// (`JSQMessagesViewController/Main.storyboard`), so its leading inset is 0.
    public static let alignmentRectInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)

    /// A switch's properties; nil for any other content.
    public init?(_ content: NodeContent) {
        guard case .switchControl(let value) = content else { return nil }
        self = value
    }

    /// The properties as a switch's content.
    public var content: NodeContent { .switchControl(self) }
}
