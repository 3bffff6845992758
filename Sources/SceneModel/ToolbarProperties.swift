/// A `UIToolbar`: a row of bar button items (its `<barButtonItem>` subviews) and spaces; it
/// has no property of its own that scenec models.
public struct ToolbarProperties: ContentPayload {
    /// A new toolbar's: nothing of its own.
    public init() {}

    /// The class with this content.
    public static let kind = SceneNode.Kind.toolbar

    /// A toolbar's properties; nil for any other content.
    public init?(_ content: NodeContent) {
        guard case .toolbar(let bar) = content else { return nil }
        self = bar
    }

    /// The properties as a toolbar's content.
    public var content: NodeContent { .toolbar(self) }
}
