import SceneModel

/// `<textView>`: a `UITextView` showing its text, starting at a new text view's defaults
/// (`TextViewProperties()`).
enum TextViewSyntax {
    static let declaration = KindSyntax(
        element: "textView", payload: TextViewProperties.self, attributes: attributes,
        // UITextView is a UIScrollView, which changes `clipsToBounds`'s default to true
        // (https://developer.apple.com/documentation/uikit/uiview/clipstobounds).
        changingSharedDefaults: { draft, _ in draft.masksToBounds = true })

    private static let attributes: [PayloadAttribute<TextViewProperties>] = [
        .init("text", .text) { $0.text.string = $1 },
        .init("font", .font) { ($0.text.fontFamily, $0.text.fontSize, $0.text.fontWeight, $0.text.textStyle) = ($1.family, $1.size, $1.weight, $1.style) },
        .init("textColor", .color) { $0.text.color = $1 },
        .init("textAlignment", .textAlignment) { $0.text.alignment = $1 },
        .init("textContainerInset", .edgeInsets) { $0.textContainerInset = $1 },
        .init("lineFragmentPadding", .nonNegativeNumber) { $0.lineFragmentPadding = $1 },
        .init("isScrollEnabled", .bool) { $0.isScrollEnabled = $1 },
    ]
}
