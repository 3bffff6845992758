import Geometry

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
