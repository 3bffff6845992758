import SceneModel

/// `<button>`: a system `UIButton`, its title and insets, starting at a new system button's
/// (`ButtonProperties()`).
enum ButtonSyntax {
    static let declaration = KindSyntax(element: "button", payload: ButtonProperties.self, attributes: attributes)

    private static let attributes: [PayloadAttribute<ButtonProperties>] = [
        .init("title", .text) { $0.title.string = $1 },
        .init("font", .font) { ($0.title.fontFamily, $0.title.fontSize, $0.title.fontWeight) = ($1.family, $1.size, $1.weight) },
        .init("contentEdgeInsets", .edgeInsets) { $0.contentInsets = $1 },
        .init("isEnabled", .bool) { $0.isEnabled = $1 },
    ]
}
