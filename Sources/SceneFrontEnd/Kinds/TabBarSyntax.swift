import SceneModel

/// `<tabBar>`: a `UITabBar`; its `<tabBarItem>` subviews share its width (`TabBarProperties()`).
enum TabBarSyntax {
    static let declaration = KindSyntax(element: "tabBar", payload: TabBarProperties.self, attributes: [])
}
