import SceneModel

/// `<pageControl>`: a `UIPageControl`, starting at a new one's (`PageControlProperties()`).
enum PageControlSyntax {
    static let declaration = KindSyntax(element: "pageControl", payload: PageControlProperties.self, attributes: [
        .init("numberOfPages", .nonNegativeInteger) { $0.numberOfPages = $1 },
        .init("currentPage", .nonNegativeInteger) { $0.currentPage = $1 },
        .init("pageIndicatorTintColor", .color) { $0.pageIndicatorTintColor = $1 },
        .init("currentPageIndicatorTintColor", .color) { $0.currentPageIndicatorTintColor = $1 },
        .init("isEnabled", .bool) { $0.isEnabled = $1 },
    ])
}
