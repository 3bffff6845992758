import Geometry

/// A system `UIButton`'s title and `contentEdgeInsets`.
public struct ButtonProperties: Hashable, Sendable {
    /// The title, in the tint colour.
    public let title: TextContent
    /// `contentEdgeInsets`: added around the title to size the button.
    public let contentInsets: EdgeInsets

    /// A button's title and insets; UIKit's are an empty title and no insets.
    public init(title: TextContent = .buttonTitle(), contentInsets: EdgeInsets = .zero) {
        self.title = title
        self.contentInsets = contentInsets
    }
}
