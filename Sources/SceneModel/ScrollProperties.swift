import Geometry

/// `UIScrollView`'s content.
public struct ScrollProperties: ContentPayload {
    /// `UIScrollView.ContentInsetAdjustmentBehavior`
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum):
    /// whether the safe area's overlap with the scroll view is added to `contentInset`.
    public enum AdjustmentBehavior: String, CaseIterable, Hashable, Sendable {
        /// As `scrollableAxes` here, where no navigation or tab bar controller holds the view.
        case automatic
        /// On the axes the content scrolls along only.
        case scrollableAxes
        /// Never: the adjusted inset is `contentInset`.
        case never
        /// On every edge.
        case always
    }

    /// A `contentOffset` written relative to the content rather than as a point.
    public enum RestingOffset: String, CaseIterable, Hashable, Sendable {
        /// `-adjustedContentInset.top` (and `.left`): the content's start, below the insets, as
        /// UIKit starts an adjusted scroll view; the offset when none is written.
        case start
        /// Scrolled to the end: the bottom of the content, and the bottom inset, show.
        case end
    }

    /// `contentSize` when the scene gives it; otherwise constraints to the scroll view's
    /// `contentLayoutGuide` decide it.
    public var contentSize: Size?
    /// `contentOffset`, which is the scroll view's `bounds.origin`: scrolling moves the bounds
    /// over the content, as `UIScrollView` does. Nil when not written as a point.
    public var contentOffset: Point?
    /// Where the offset rests when it is not a point: `start` unless written.
    public var restingOffset: RestingOffset
    /// `contentInset`: room around the content the offset can reach
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/contentinset, zero by default).
    public var contentInset: EdgeInsets
    /// `contentInsetAdjustmentBehavior`: `automatic` by default.
    public var contentInsetAdjustmentBehavior: AdjustmentBehavior

    /// A scroll view's content, both properties given (nil: not written), without insets.
    public init(contentSize: Size?, contentOffset: Point?) {
        self.contentSize = contentSize
        self.contentOffset = contentOffset
        self.restingOffset = .start
        self.contentInset = .zero
        self.contentInsetAdjustmentBehavior = .automatic
    }

    /// A new `UIScrollView`'s: resting at the start (`contentOffset` is zero until the insets are
    /// adjusted, https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset), a
    /// content size left to constraints, where UIKit's is zero until set
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/contentsize), no inset, and
    /// `automatic` adjustment.
    public init() {
        self.init(contentSize: nil, contentOffset: nil)
    }

    /// The class with this content.
    public static let kind = SceneNode.Kind.scrollView

    /// A scroll view's content; nil for any other content.
    public init?(_ content: NodeContent) {
        guard case .scroll(let scroll) = content else { return nil }
        self = scroll
    }

    /// The content as a scroll view's.
    public var content: NodeContent { .scroll(self) }
}
