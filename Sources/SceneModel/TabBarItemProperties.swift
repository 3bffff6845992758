/// A `UITabBarItem`, as the view a tab bar shows it by: a symbol and a title, in the tint when
/// selected and gray otherwise.
public struct TabBarItemProperties: ContentPayload {
    /// `title`.
    public var title: String
    /// The SF Symbol's name (`image`), drawn as a placeholder square: SF Symbols are Apple's.
    public var symbol: String?
    /// Whether the bar's `selectedItem` is this one.
    public var isSelected: Bool

    /// A new item's: no title, no image, not selected
    /// (https://developer.apple.com/documentation/uikit/uitabbar/selecteditem: nil by default).
    public init() {
        self.title = ""
        self.symbol = nil
        self.isSelected = false
    }

    /// The title as drawn: 10 pt medium (public measurements of iOS 17–18 tab bars: see
    /// `BarMetrics`), centred; its colour is the item's (`TabBarItemDrawing`).
    public var titleText: TextContent {
        var text = TextContent.label(title)
        (text.fontSize, text.fontWeight) = (10, .medium)
        text.alignment = .center
        return text
    }

    /// The class with this content.
    public static let kind = SceneNode.Kind.tabBarItem

    /// A tab bar item's properties; nil for any other content.
    public init?(_ content: NodeContent) {
        guard case .tabBarItem(let item) = content else { return nil }
        self = item
    }

    /// The properties as a tab bar item's content.
    public var content: NodeContent { .tabBarItem(self) }
}
