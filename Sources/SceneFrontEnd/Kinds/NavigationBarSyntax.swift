import SceneModel

/// `<navigationBar>`: a `UINavigationBar` with its top item's title; its `<barButtonItem>`
/// subviews are the items it places (`NavigationBarProperties()`).
enum NavigationBarSyntax {
    static let declaration = KindSyntax(
        element: "navigationBar", payload: NavigationBarProperties.self,
        attributes: [
            .init("title", .text) { $0.title = $1 },
            .init("prefersLargeTitles", .bool) { $0.prefersLargeTitles = $1 },
        ])
}
