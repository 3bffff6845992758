import Geometry

/// A `UIProgressView` (a view, not a control): how far it is and its colours.
public struct ProgressViewProperties: ContentPayload {
    /// `progress`, 0…1: 0 (https://developer.apple.com/documentation/uikit/uiprogressview/progress).
    public var progress = 0.0
    /// `progressTintColor`: the filled part; nil draws the tint
    /// (https://developer.apple.com/documentation/uikit/uiprogressview/progresstintcolor).
    public var progressTintColor: Color?
    /// `trackTintColor`: the unfilled part; nil draws UIKit's grey track
    /// (https://developer.apple.com/documentation/uikit/uiprogressview/tracktintcolor).
    public var trackTintColor: Color?

    /// A new progress view: empty, default colours.
    public init() {}

    /// The class with this content.
    public static let kind = SceneNode.Kind.progressView

    /// A progress view's properties; nil for any other content.
    public init?(_ content: NodeContent) {
        guard case .progressView(let value) = content else { return nil }
        self = value
    }

    /// The properties as a progress view's content.
    public var content: NodeContent { .progressView(self) }
}
