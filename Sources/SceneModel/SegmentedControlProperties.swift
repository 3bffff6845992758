import Geometry

/// A `UISegmentedControl` of titled segments: the titles, which one is selected, and whether
/// it is enabled.
public struct SegmentedControlProperties: ContentPayload {
    /// The segments' titles, in order (`insertSegment(withTitle:at:animated:)`); none for a new control.
    public var segments: [String] = []
    /// `selectedSegmentIndex`; nil is `UISegmentedControl.noSegment`, a new control's
    /// (https://developer.apple.com/documentation/uikit/uisegmentedcontrol/selectedsegmentindex).
    public var selectedSegmentIndex: Int?
    /// `UIControl.isEnabled`.
    public var isEnabled = true

    /// A new segmented control: no segments, none selected.
    public init() {}

    /// The class with this content.
    public static let kind = SceneNode.Kind.segmentedControl

    /// A segmented control's alignment rect ends 1 pt above its frame's bottom: in Interface
    /// Builder's stored stack views the view after a 32 pt control starts 31 pt below its top
    /// (`RxSwift/APIWrappers.storyboard`, twice), and a control centred on a view lies ½ pt
    /// lower than its frame's centre would put it (`SkeletonView`'s storyboards). Documents of
    /// iOS 7 to 12 and of Xcode 26 show none that tell: the same, *guessed*.
    public static let alignmentRectInsets = EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)

    /// A segmented control's properties; nil for any other content.
    public init?(_ content: NodeContent) {
        guard case .segmentedControl(let value) = content else { return nil }
        self = value
    }

    /// The properties as a segmented control's content.
    public var content: NodeContent { .segmentedControl(self) }
}
