import SceneModel

/// `<barButtonItem>`: the view of a `UIBarButtonItem`, placed by the navigation bar or toolbar
/// that holds it (`BarButtonItemProperties()`).
enum BarButtonItemSyntax {
    static let declaration = KindSyntax(
        element: "barButtonItem", payload: BarButtonItemProperties.self,
        attributes: [
            .init("title", .text) { $0.title = $1 },
            .init("systemItem", .systemItem) { $0.systemItem = $1 },
            .init("placement", .barPlacement) { $0.placement = $1 },
            .init("spaceWidth", .nonNegativeNumber) { $0.spaceWidth = $1 },
        ])
}

extension ValueParser where Value == BarButtonItemProperties.SystemItem {
    static var systemItem: Self { Self(kind: .systemItem) { ValueSyntax.enumeration($1, Value.self, "system item") } }
}

extension ValueParser where Value == BarButtonItemProperties.Placement {
    static var barPlacement: Self { Self(kind: .barPlacement) { ValueSyntax.enumeration($1, Value.self, "placement") } }
}
