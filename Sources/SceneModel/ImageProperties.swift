import Geometry

/// `UIImageView`'s image.
public struct ImageProperties: ContentPayload {
    /// The image as written: `symbol:crown` (drawn as a placeholder), or a path to an image file
    /// in the scene's folder; nil when the scene gave none.
    public var name: String?
    /// Where the file `name` names is in the scene's `images`, once the front end has read it;
    /// nil for a symbol.
    public var fileIndex: Int?

    /// An image view's image; `fileIndex` is set once the file is read.
    public init(name: String?, fileIndex: Int?) {
        self.name = name
        self.fileIndex = fileIndex
    }

    /// A new `UIImageView`'s: no image (https://developer.apple.com/documentation/uikit/uiimageview/image).
    public init() {
        self.init(name: nil, fileIndex: nil)
    }

    /// The class with this content.
    public static let kind = SceneNode.Kind.imageView

    /// An image view's image; nil for any other content.
    public init?(_ content: NodeContent) {
        guard case .image(let image) = content else { return nil }
        self = image
    }

    /// The image as an image view's content.
    public var content: NodeContent { .image(self) }
}
