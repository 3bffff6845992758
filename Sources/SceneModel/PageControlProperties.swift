import Geometry

/// A `UIPageControl`: its dots, which is current, their colours, and whether it is enabled.
public struct PageControlProperties: ContentPayload {
    /// `numberOfPages`: 0 (https://developer.apple.com/documentation/uikit/uipagecontrol/numberofpages).
    public var numberOfPages = 0
    /// `currentPage`: 0; UIKit pins it to `0…numberOfPages − 1`
    /// (https://developer.apple.com/documentation/uikit/uipagecontrol/currentpage).
    public var currentPage = 0
    /// `pageIndicatorTintColor`: nil draws UIKit's translucent grey
    /// (https://developer.apple.com/documentation/uikit/uipagecontrol/pageindicatortintcolor).
    public var pageIndicatorTintColor: Color?
    /// `currentPageIndicatorTintColor`: nil draws UIKit's default
    /// (https://developer.apple.com/documentation/uikit/uipagecontrol/currentpageindicatortintcolor).
    public var currentPageIndicatorTintColor: Color?
    /// `UIControl.isEnabled`.
    public var isEnabled = true

    /// A new page control: no pages.
    public init() {}

    /// The current page as UIKit shows it: pinned to the pages there are.
    public var shownPage: Int { max(0, min(currentPage, numberOfPages - 1)) }

    /// The class with this content.
    public static let kind = SceneNode.Kind.pageControl

    /// A page control's properties; nil for any other content.
    public init?(_ content: NodeContent) {
        guard case .pageControl(let value) = content else { return nil }
        self = value
    }

    /// The properties as a page control's content.
    public var content: NodeContent { .pageControl(self) }
}
