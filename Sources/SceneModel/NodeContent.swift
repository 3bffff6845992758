import Geometry

/// What a node is beyond its layer and view properties: one case per UIKit class scenec knows,
/// each with the properties only that class has. Adding a kind adds one case and its payload.
///
/// Indirect: a payload is boxed, so the enum is one word in every node instead of the largest
/// payload's size (a label's text), and plain views and layers, most of a large scene, carry
/// nothing. Values are still values: a box is never changed once made.
public indirect enum NodeContent: Hashable, Sendable {
    /// `UIView`: nothing of its own.
    case view
    /// A bare `CALayer` added with `addSublayer`: painted, never hit, not a view.
    case layer
    /// `UIImageView`.
    case image(ImageProperties)
    /// `UILabel`: its text.
    case label(TextContent)
    /// A system `UIButton`: its title and insets.
    case button(ButtonProperties)
    /// A container that places its subviews in rows, wrapping as words do (tags, chips).
    case flow(FlowProperties)
    /// `UIStackView`: its arrangement.
    case stack(StackProperties)
    /// `UIScrollView`: its content size and offset.
    case scroll(ScrollProperties)

    /// The class this content belongs to.
    public var kind: SceneNode.Kind {
        switch self {
        case .view: .view
        case .layer: .layer
        case .image: .imageView
        case .label: .label
        case .button: .button
        case .flow: .flow
        case .stack: .stackView
        case .scroll: .scrollView
        }
    }
}

/// `UIImageView`'s image.
public struct ImageProperties: Hashable, Sendable {
    /// The image as written: `symbol:crown` (drawn as a placeholder), or a path to an image file
    /// in the scene's folder; nil when the scene gave none.
    public let name: String?
    /// Where the file `name` names is in the scene's `images`, once the front end has read it;
    /// nil for a symbol.
    public let fileIndex: Int?

    /// An image view's image; `fileIndex` is set once the file is read.
    public init(name: String? = nil, fileIndex: Int? = nil) {
        self.name = name
        self.fileIndex = fileIndex
    }
}

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

/// A flow's gaps.
public struct FlowProperties: Hashable, Sendable {
    /// The gap between neighbours in a row.
    public let itemSpacing: Double
    /// The gap between rows.
    public let lineSpacing: Double

    /// A flow's gaps; 8 points each unless the scene says otherwise.
    public init(itemSpacing: Double = 8, lineSpacing: Double = 8) {
        self.itemSpacing = itemSpacing
        self.lineSpacing = lineSpacing
    }
}

/// `UIScrollView`'s content.
public struct ScrollProperties: Hashable, Sendable {
    /// `contentSize` when the scene gives it; otherwise constraints to the scroll view's
    /// `contentLayoutGuide` decide it.
    public let contentSize: Size?
    /// `contentOffset`, which is the scroll view's `bounds.origin`: scrolling moves the bounds
    /// over the content, as `UIScrollView` does.
    public let contentOffset: Point?

    /// A scroll view's content; UIKit's is sized by constraints and not scrolled.
    public init(contentSize: Size? = nil, contentOffset: Point? = nil) {
        self.contentSize = contentSize
        self.contentOffset = contentOffset
    }
}
