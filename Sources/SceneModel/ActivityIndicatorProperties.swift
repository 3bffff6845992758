import Geometry

/// A `UIActivityIndicatorView` (a view, not a control), drawn as one still frame of its spin.
public struct ActivityIndicatorProperties: ContentPayload {
    /// `UIActivityIndicatorView.Style`, the sizes of iOS 13 and later.
    public enum Style: String, CaseIterable, Hashable, Sendable {
        /// `.medium`, a new indicator's (https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum/medium).
        case medium
        /// `.large`.
        case large
    }

    /// `style`: `.medium` (https://developer.apple.com/documentation/uikit/uiactivityindicatorview/init(style:)).
    public var style = Style.medium
    /// `color`: nil draws UIKit's default grey
    /// (https://developer.apple.com/documentation/uikit/uiactivityindicatorview/color).
    public var color: Color?

    /// A new indicator: medium, default colour.
    public init() {}

    /// The class with this content.
    public static let kind = SceneNode.Kind.activityIndicatorView

    /// An activity indicator's properties; nil for any other content.
    public init?(_ content: NodeContent) {
        guard case .activityIndicator(let value) = content else { return nil }
        self = value
    }

    /// The properties as an activity indicator's content.
    public var content: NodeContent { .activityIndicator(self) }
}
