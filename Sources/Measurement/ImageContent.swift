import Geometry
import SceneModel

/// A `UIImageView`'s intrinsic size: its image's size in points, the pixel size of the file
/// UIKit picks for the screen's scale divided by that file's scale
/// (Auto Layout Guide, "Views with Intrinsic Content Size": an image view's is its image's size,
/// https://developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPIG/ViewswithIntrinsicContentSize.html;
/// the size in points, https://developer.apple.com/documentation/uikit/uiimage/size).
/// A 30-pixel `@2x` file is 15 points on every screen that picks it, so the size changes with
/// the screen only when the file does. Not rounded: the image's own pixel grid sets it.
struct ImageContent: ContentSizing {
    /// The image, for choosing its variant at each scale.
    let image: ImageProperties
    /// Each variant's size in points, by its file index.
    let sizes: [Int: Size]

    /// The sizer of an image view whose image has variants of known pixel size; nil otherwise
    /// (a symbol, no image, or a file whose header gives no size: no intrinsic size, as a view
    /// without an image has none).
    init?(_ image: ImageProperties, files: [ImageFile]) {
        var sizes: [Int: Size] = [:]
        for variant in image.variants {
            guard let pixels = files[variant.fileIndex].pixelSize else { return nil }
            sizes[variant.fileIndex] = Size(width: Double(pixels.width) / variant.scale, height: Double(pixels.height) / variant.scale)
        }
        guard !sizes.isEmpty else { return nil }
        self.image = image
        self.sizes = sizes
    }

    func size(fittingWidth width: Double?, scale: Double) -> Size {
        image.variant(forScreenScale: scale).flatMap { sizes[$0.fileIndex] } ?? .zero
    }

    var heightDependsOnWidth: Bool { false }
}
