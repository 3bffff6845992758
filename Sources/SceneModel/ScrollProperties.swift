import Geometry

/// `UIScrollView`'s content.
public struct ScrollProperties: ContentPayload {
    /// `contentSize` when the scene gives it; otherwise constraints to the scroll view's
    /// `contentLayoutGuide` decide it.
    public var contentSize: Size?
    /// `contentOffset`, which is the scroll view's `bounds.origin`: scrolling moves the bounds
    /// over the content, as `UIScrollView` does.
    public var contentOffset: Point?

    /// A scroll view's content, both properties given (nil: not written).
    public init(contentSize: Size?, contentOffset: Point?) {
        self.contentSize = contentSize
        self.contentOffset = contentOffset
    }

    /// A new `UIScrollView`'s: not scrolled (`contentOffset` is zero,
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset), and a content
    /// size left to constraints, where UIKit's is zero until set
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/contentsize).
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
