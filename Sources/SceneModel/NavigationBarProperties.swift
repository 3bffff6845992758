/// A `UINavigationBar` showing one `UINavigationItem`: its title, large or standard. Its bar
/// button items (and the back button) are its `<barButtonItem>` subviews.
public struct NavigationBarProperties: ContentPayload {
    /// The top item's `title`.
    public var title: String
    /// `prefersLargeTitles`: the title large and left-aligned below the row of items.
    public var prefersLargeTitles: Bool

    /// A new bar's: no title
    /// (https://developer.apple.com/documentation/uikit/uinavigationitem/title), standard size
    /// (https://developer.apple.com/documentation/uikit/uinavigationbar/preferslargetitles:
    /// "The default value of this property is false").
    public init() {
        self.title = ""
        self.prefersLargeTitles = false
    }

    /// The title as drawn: 17 pt semibold, or 34 pt bold when large, in `label` (the
    /// "Headline" and "Large Title" text styles:
    /// https://developer.apple.com/design/human-interface-guidelines/typography#iOS-iPadOS-Dynamic-Type-sizes).
    public var titleText: TextContent {
        var text = TextContent.label(title)
        text.color = SystemColor.named("label") ?? text.color
        (text.fontSize, text.fontWeight) = prefersLargeTitles ? (34, .bold) : (17, .semibold)
        text.alignment = prefersLargeTitles ? .natural : .center
        return text
    }

    /// The class with this content.
    public static let kind = SceneNode.Kind.navigationBar

    /// A navigation bar's properties; nil for any other content.
    public init?(_ content: NodeContent) {
        guard case .navigationBar(let bar) = content else { return nil }
        self = bar
    }

    /// The properties as a navigation bar's content.
    public var content: NodeContent { .navigationBar(self) }
}
