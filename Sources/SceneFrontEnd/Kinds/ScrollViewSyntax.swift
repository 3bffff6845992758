import SceneModel

/// `<scrollView>`: a `UIScrollView`'s content size and offset, starting unscrolled with its
/// content sized by constraints (`ScrollProperties()`).
enum ScrollViewSyntax {
    static let declaration = KindSyntax(
        element: "scrollView", payload: ScrollProperties.self,
        attributes: [
            .init("contentSize", .nonNegativeSize) { $0.contentSize = $1 },
            .init("contentOffset", .point) { $0.contentOffset = $1 },
        ],
        // UIScrollView changes `clipsToBounds`'s default to true
        // (https://developer.apple.com/documentation/uikit/uiview/clipstobounds).
        changingSharedDefaults: { $0.masksToBounds = true })
}
