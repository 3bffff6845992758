import SceneModel

/// `<label>`: a `UILabel`, its text properties under their UIKit names, starting at UILabel's
/// defaults (`TextContent()`).
enum LabelSyntax {
    static let declaration = KindSyntax(
        element: "label", payload: TextContent.self, attributes: attributes,
        // UILabel changes `isUserInteractionEnabled`'s default to false
        // (https://developer.apple.com/documentation/uikit/uilabel/isuserinteractionenabled).
        changingSharedDefaults: { draft, _ in draft.isUserInteractionEnabled = false })

    private static let attributes: [PayloadAttribute<TextContent>] = [
        .init("text", .text) { $0.string = $1 },
        .init("font", .font) { ($0.fontFamily, $0.fontSize, $0.fontWeight, $0.textStyle) = ($1.family, $1.size, $1.weight, $1.style) },
        .init("textColor", .color) { $0.color = $1 },
        .init("textAlignment", .textAlignment) { $0.alignment = $1 },
        .init("numberOfLines", .nonNegativeInteger) { $0.numberOfLines = $1 },
        .init("lineBreakMode", .lineBreakMode) { $0.lineBreakMode = $1 },
    ]
}
