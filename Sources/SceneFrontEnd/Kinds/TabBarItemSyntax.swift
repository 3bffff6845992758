import SceneModel

/// `<tabBarItem>`: the view of a `UITabBarItem`, placed by the tab bar that holds it
/// (`TabBarItemProperties()`).
enum TabBarItemSyntax {
    static let declaration = KindSyntax(
        element: "tabBarItem", payload: TabBarItemProperties.self,
        attributes: [
            .init("title", .text) { $0.title = $1 },
            .init("image", .symbolImage) { $0.symbol = $1 },
            .init("isSelected", .bool) { $0.isSelected = $1 },
        ])
}
