import Geometry

/// `UIScrollView`'s content.
public struct ScrollProperties: Hashable, Sendable {
    /// `contentSize` when the scene gives it; otherwise constraints to the scroll view's
    /// `contentLayoutGuide` decide it.
    public let contentSize: Size?
    /// `contentOffset`, which is the scroll view's `bounds.origin`: scrolling moves the bounds
    /// over the content, as `UIScrollView` does.
    public let contentOffset: Point?

    /// A scroll view's content; UIKit's is sized by constraints and not scrolled.
    public init(contentSize: Size? = nil, contentOffset: Point? = nil) {
        self.contentSize = contentSize
        self.contentOffset = contentOffset
    }
}
