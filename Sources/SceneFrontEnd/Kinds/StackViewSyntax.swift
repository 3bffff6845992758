import SceneModel

/// `<stackView>`: a `UIStackView`'s arrangement, starting at UIKit's (`StackProperties()`);
/// `spacing` may be negative, as in UIKit, to overlap views.
enum StackViewSyntax {
    static let declaration = KindSyntax(element: "stackView", payload: StackProperties.self, attributes: attributes)

    private static let attributes: [PayloadAttribute<StackProperties>] = [
        .init("axis", .axis) { $0.axis = $1 },
        .init("spacing", .number) { $0.spacing = $1 },
        .init("distribution", .distribution) { $0.distribution = $1 },
        .init("alignment", .stackAlignment) { $0.alignment = $1 },
        .init("isLayoutMarginsRelativeArrangement", .bool) { $0.isLayoutMarginsRelativeArrangement = $1 },
    ]
}
