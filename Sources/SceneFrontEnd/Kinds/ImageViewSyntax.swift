import SceneModel

/// `<imageView>`: a `UIImageView`, starting with no image (`ImageProperties()`).
enum ImageViewSyntax {
    static let declaration = KindSyntax(
        element: "imageView", payload: ImageProperties.self,
        attributes: [
            .init("image", .image) { $0.name = $1 },
        ],
        // UIImageView changes `isUserInteractionEnabled`'s default to false
        // (https://developer.apple.com/documentation/uikit/uiimageview/isuserinteractionenabled).
        changingSharedDefaults: { $0.isUserInteractionEnabled = false })
}
