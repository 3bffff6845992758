import Geometry

/// A `UIButton`: a system button's title and `contentEdgeInsets`, or a button made with a
/// `UIButton.Configuration` style, its title and image.
public struct ButtonProperties: ContentPayload {
    /// The title, in the tint colour.
    public var title: TextContent
    /// `contentEdgeInsets`: added around the title to size the button.
    public var contentInsets: EdgeInsets
    /// `UIControl.isEnabled`: true for a new button
    /// (https://developer.apple.com/documentation/uikit/uicontrol/isenabled).
    public var isEnabled = true
    /// The `UIButton.Configuration` style the button was made with; nil for a system button
    /// made with `UIButton(type: .system)`, which has no configuration.
    public var configuration: ButtonConfigurationStyle?
    /// A configured button's image, `symbol:NAME` (SF Symbols are Apple's: drawn as a
    /// placeholder outline); nil for none.
    public var image: String?
    /// Whether the scene gave the title's font: a configured button's title is 17 pt unless
    /// it did, a system button's 15 pt.
    public var titleFontIsGiven = false

    /// A button's title and insets.
    public init(title: TextContent, contentInsets: EdgeInsets) {
        self.title = title
        self.contentInsets = contentInsets
    }

    /// A new system button's: an empty title (`TextContent.buttonTitle(_:)`) and no insets
    /// (https://developer.apple.com/documentation/uikit/uibutton/contentedgeinsets).
    public init() {
        self.init(title: .buttonTitle(), contentInsets: .zero)
    }

    /// The class with this content.
    public static let kind = SceneNode.Kind.button

    /// A button's title and insets; nil for any other content.
    public init?(_ content: NodeContent) {
        guard case .button(let button) = content else { return nil }
        self = button
    }

    /// The title and insets as a button's content.
    public var content: NodeContent { .button(self) }
}
