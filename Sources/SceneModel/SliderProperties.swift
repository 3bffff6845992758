import Geometry

/// A `UISlider`: its value and range, its colours, and whether it is enabled.
public struct SliderProperties: ContentPayload {
    /// `value`: 0 for a new slider (https://developer.apple.com/documentation/uikit/uislider/value).
    public var value = 0.0
    /// `minimumValue`: 0 (https://developer.apple.com/documentation/uikit/uislider/minimumvalue).
    public var minimumValue = 0.0
    /// `maximumValue`: 1 (https://developer.apple.com/documentation/uikit/uislider/maximumvalue).
    public var maximumValue = 1.0
    /// `minimumTrackTintColor`: the track before the thumb; nil draws the tint
    /// (https://developer.apple.com/documentation/uikit/uislider/minimumtracktintcolor).
    public var minimumTrackTintColor: Color?
    /// `maximumTrackTintColor`: the track after the thumb; nil draws UIKit's grey track.
    public var maximumTrackTintColor: Color?
    /// `thumbTintColor`: nil draws the white thumb.
    public var thumbTintColor: Color?
    /// `UIControl.isEnabled`.
    public var isEnabled = true

    /// A new slider: 0 in 0…1, enabled, default colours.
    public init() {}

    /// How far a slider's alignment rect lies inside its frame. Before iOS 26 the frame reaches
    /// 2 pt past it at each side and 1 pt below: Interface Builder stores every slider whose
    /// sides or bottom a constraint places that far past them (nine pinned on both sides in
    /// `IBAnimatable/Presentations.storyboard`, twelve bottoms there and in
    /// `RxSwift/APIWrappers.storyboard`, where a stack view also starts the next view 1 pt
    /// above the slider's frame's bottom). Xcode 26 stores its sliders exactly where their four
    /// edges are pinned (`NetNewsWire/Settings.storyboard`): no insets.
    public static func alignmentRectInsets(_ design: DesignEra) -> EdgeInsets {
        design == .ios26 ? .zero : EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
    }

    /// Where the thumb is, 0…1 along the track: the value clamped to the range, as UIKit clamps
    /// it ("If you try to set a value that's below the minimum or above the maximum value, the
    /// minimum or maximum value is set instead", the `value` page).
    public var fraction: Double {
        guard maximumValue > minimumValue else { return 0 }
        return (min(max(value, minimumValue), maximumValue) - minimumValue) / (maximumValue - minimumValue)
    }

    /// The class with this content.
    public static let kind = SceneNode.Kind.slider

    /// A slider's properties; nil for any other content.
    public init?(_ content: NodeContent) {
        guard case .slider(let value) = content else { return nil }
        self = value
    }

    /// The properties as a slider's content.
    public var content: NodeContent { .slider(self) }
}
