import SceneModel

/// `<textField>`: a `UITextField` not being edited, its text properties under their UIKit
/// names, starting at a new field's defaults (`TextFieldProperties()`). `leftView` and
/// `rightView` name views written directly inside the field, which the builder checks once
/// the field's children are read (`TextFieldOverlayNames`).
enum TextFieldSyntax {
    static let declaration = KindSyntax(element: "textField", payload: TextFieldProperties.self, attributes: attributes)

    private static let attributes: [PayloadAttribute<TextFieldProperties>] = [
        .init("borderStyle", .borderStyle) { $0.borderStyle = $1 },
        .init("text", .text) { $0.text.string = $1 },
        .init("placeholder", .text) { $0.placeholder = $1 },
        .init("font", .font) { ($0.text.fontFamily, $0.text.fontSize, $0.text.fontWeight, $0.text.textStyle) = ($1.family, $1.size, $1.weight, $1.style) },
        .init("textColor", .color) { $0.text.color = $1 },
        .init("textAlignment", .textAlignment) { $0.text.alignment = $1 },
        .init("clearButtonMode", .viewMode) { $0.clearButtonMode = $1 },
        .init("leftView", .identifier) { $0.leftView = $1 },
        .init("leftViewMode", .viewMode) { $0.leftViewMode = $1 },
        .init("rightView", .identifier) { $0.rightView = $1 },
        .init("rightViewMode", .viewMode) { $0.rightViewMode = $1 },
    ]
}

extension ValueParser where Value == TextFieldProperties.BorderStyle {
    static var borderStyle: Self { Self(kind: .borderStyle) { ValueSyntax.enumeration($1, Value.self, "border style") } }
}

extension ValueParser where Value == TextFieldProperties.ViewMode {
    static var viewMode: Self { Self(kind: .viewMode) { ValueSyntax.enumeration($1, Value.self, "view mode") } }
}
