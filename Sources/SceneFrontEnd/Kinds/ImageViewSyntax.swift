import SceneModel

/// `<imageView>`: a `UIImageView`, starting with no image (`ImageProperties()`).
enum ImageViewSyntax {
    static let declaration = KindSyntax(
        element: "imageView", payload: ImageProperties.self,
        attributes: [
            .init("image", .image) { $0.name = $1 },
            // `UIImage.withRenderingMode(_:)` on the image the view shows, written on the view:
            // a scene names an image by its file, so the image has no element of its own.
            .init("renderingMode", .renderingMode) { $0.renderingMode = $1 },
        ],
        // UIImageView changes `isUserInteractionEnabled`'s default to false
        // (https://developer.apple.com/documentation/uikit/uiimageview/isuserinteractionenabled).
        changingSharedDefaults: { draft, _ in draft.isUserInteractionEnabled = false })
}

extension ValueParser where Value == ImageRenderingMode {
    static var renderingMode: Self { Self(kind: .renderingMode) { ValueSyntax.enumeration($1, Value.self, "rendering mode") } }
}
