import Geometry

/// A `UITextView`'s own properties: its text, the inset of its text container, the padding at
/// each end of a line, and whether it scrolls (which decides whether it sizes to its text).
public struct TextViewProperties: ContentPayload {
    /// The text with its font, colour and alignment, wrapped at words into as many lines as it needs.
    public var text: TextContent
    /// `textContainerInset`: between the view's edges and its text container.
    public var textContainerInset: EdgeInsets
    /// `textContainer.lineFragmentPadding`: blank at each end of every line, inside the container.
    public var lineFragmentPadding: Double
    /// `isScrollEnabled`: a scrolling text view has no intrinsic size; one that does not scroll
    /// is as tall as its text at its width.
    public var isScrollEnabled: Bool

    /// A new `UITextView`'s properties: no text in the body style of the system font, 17 pt
    /// (https://developer.apple.com/documentation/uikit/uitextview/font), in `label`
    /// (https://developer.apple.com/documentation/uikit/uitextview/textcolor), natural alignment
    /// (https://developer.apple.com/documentation/uikit/uitextview/textalignment), wrapped at
    /// words; a text container inset of (8, 0, 8, 0)
    /// (https://developer.apple.com/documentation/uikit/uitextview/textcontainerinset), a line
    /// fragment padding of 5 (https://developer.apple.com/documentation/uikit/nstextcontainer/linefragmentpadding),
    /// and scrolling enabled (https://developer.apple.com/documentation/uikit/uiscrollview/isscrollenabled).
    public init() {
        var text = TextContent.label()
        text.color = SystemColor.named("label") ?? text.color
        text.numberOfLines = 0
        text.lineBreakMode = .byWordWrapping
        self.text = text
        self.textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
        self.lineFragmentPadding = 5
        self.isScrollEnabled = true
    }

    /// Where the lines go in `bounds`: inside the text container inset, less the line fragment
    /// padding at each end of a line; never negative.
    public func textRect(forBounds bounds: Rect) -> Rect {
        let inner = bounds.inset(by: textContainerInset)
        return Rect(x: inner.minX + lineFragmentPadding, y: inner.minY,
                    width: max(0, inner.width - 2 * lineFragmentPadding), height: max(0, inner.height))
    }

    /// The class with this content.
    public static let kind = SceneNode.Kind.textView

    /// A text view's properties; nil for any other content.
    public init?(_ content: NodeContent) {
        guard case .textView(let view) = content else { return nil }
        self = view
    }

    /// The properties as a text view's content.
    public var content: NodeContent { .textView(self) }
}
