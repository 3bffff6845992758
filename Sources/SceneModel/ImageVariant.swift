/// One file an image name resolves to, at one scale: `photo.png` (1×), `photo@2x.png` or
/// `photo@3x.png`, as UIKit's bundle lookup names them: a file whose name has the `@2x`
/// modifier has scale 2, each of its pixels half a point
/// (https://developer.apple.com/documentation/uikit/uiimage/scale).
public struct ImageVariant: Hashable, Sendable {
    /// The file's scale (`UIImage.scale`): how many of its pixels span a point, 1, 2 or 3.
    public let scale: Double
    /// Where the file is in the scene's `images`.
    public let fileIndex: Int

    /// A file of the scene's `images` at a scale.
    public init(scale: Double, fileIndex: Int) {
        self.scale = scale
        self.fileIndex = fileIndex
    }
}
