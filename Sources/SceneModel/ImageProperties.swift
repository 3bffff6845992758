import Geometry

/// `UIImageView`'s image.
public struct ImageProperties: ContentPayload {
    /// The image as written: `symbol:crown` (drawn as a placeholder), or a path to an image file
    /// in the scene's folder; nil when the scene gave none.
    public var name: String?
    /// The files `name` resolves to, one per scale found (`photo.png`, `photo@2x.png`,
    /// `photo@3x.png`), in ascending scale, once the front end has read them; empty for a symbol.
    public var variants: [ImageVariant]
    /// `UIImage.RenderingMode` of the image (`renderingMode` on the image view).
    public var renderingMode: ImageRenderingMode

    /// An image view's image; `variants` are set once the files are read.
    public init(name: String?, variants: [ImageVariant] = [], renderingMode: ImageRenderingMode = .automatic) {
        self.name = name
        self.variants = variants
        self.renderingMode = renderingMode
    }

    /// A new `UIImageView`'s: no image (https://developer.apple.com/documentation/uikit/uiimageview/image).
    public init() {
        self.init(name: nil)
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

    /// True for a `symbol:` name, an SF Symbol that scenec draws as a placeholder.
    public var isSymbol: Bool { name?.hasPrefix("symbol:") ?? false }

    /// Whether the image is drawn as a template (its alpha in the tint colour): as its rendering
    /// mode says, and for `automatic`, when it is a symbol, which UIKit makes templates
    /// (https://developer.apple.com/documentation/uikit/uiimage/renderingmode/automatic).
    public var isTemplate: Bool {
        switch renderingMode {
        case .alwaysTemplate: true
        case .alwaysOriginal: false
        case .automatic: isSymbol
        }
    }

    /// The variant UIKit's lookup picks on a screen of `scale`: the file of that scale, else the
    /// nearest lower one, else the nearest higher one. `init(named:)` returns "the variant of
    /// that image that's best suited for the main screen"
    /// (https://developer.apple.com/documentation/uikit/uiimage/init(named:)): on a 2× screen
    /// `name@2x` first, then `name`; a 1× screen takes `name@2x` when it is the only file.
    /// Nil when no file was read.
    public func variant(forScreenScale scale: Double) -> ImageVariant? {
        variants.last { $0.scale <= scale } ?? variants.first
    }
}
