import SceneModel

/// `<button>`: a system `UIButton`, its title and insets, starting at a new system button's
/// (`ButtonProperties()`); with `configuration`, a button made with that
/// `UIButton.Configuration` style, whose title is 17 pt unless `font` says otherwise (the body
/// size: Interface Builder stores a configured "Button" as 75×35, its 17 pt title plus the
/// configuration's insets).
enum ButtonSyntax {
    static let declaration = KindSyntax(element: "button", payload: ButtonProperties.self, attributes: attributes, check: { button in
        // Only a configuration has an image; a system button's would need setImage(_:for:).
        guard button.image != nil, button.configuration == nil else { return nil }
        return (.image, "an image needs a 'configuration' (plain, gray, tinted or filled)")
    })

    private static let attributes: [PayloadAttribute<ButtonProperties>] = [
        .init("title", .text) { $0.title.string = $1 },
        .init("font", .font) {
            ($0.title.fontFamily, $0.title.fontSize, $0.title.fontWeight, $0.title.textStyle) = ($1.family, $1.size, $1.weight, $1.style)
            $0.titleFontIsGiven = true
        },
        .init("contentEdgeInsets", .edgeInsets) { $0.contentInsets = $1 },
        .init("isEnabled", .bool) { $0.isEnabled = $1 },
        .init("configuration", .buttonConfigurationStyle) {
            $0.configuration = $1
            if !$0.titleFontIsGiven { $0.title.fontSize = 17 }
        },
        .init("image", .symbolImage) { $0.image = $1 },
    ]
}

extension ValueParser where Value == ButtonConfigurationStyle {
    static var buttonConfigurationStyle: Self {
        Self(kind: .buttonConfigurationStyle) { ValueSyntax.enumeration($1, Value.self, "button configuration style") }
    }
}
