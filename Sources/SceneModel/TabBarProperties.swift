/// A `UITabBar`: its items (its `<tabBarItem>` subviews) share its width equally; it has no
/// property of its own that scenec models.
public struct TabBarProperties: ContentPayload {
    /// A new tab bar's: nothing of its own.
    public init() {}

    /// The class with this content.
    public static let kind = SceneNode.Kind.tabBar

    /// A tab bar's properties; nil for any other content.
    public init?(_ content: NodeContent) {
        guard case .tabBar(let bar) = content else { return nil }
        self = bar
    }

    /// The properties as a tab bar's content.
    public var content: NodeContent { .tabBar(self) }
}
