import SceneModel

/// `<tabBarItem>`: the view of a `UITabBarItem`, placed by the tab bar that holds it
/// (`TabBarItemProperties()`).
enum TabBarItemSyntax {
    static let declaration = KindSyntax(
        element: "tabBarItem", payload: TabBarItemProperties.self,
        attributes: [
            .init("title", .text) { $0.title = $1 },
            .init("image", .symbolName) { $0.symbol = $1 },
            .init("isSelected", .bool) { $0.isSelected = $1 },
        ])
}

extension ValueParser where Value == String {
    /// `symbol:NAME`: an SF Symbol, the image a tab bar item draws a placeholder for.
    static var symbolName: Self {
        Self(kind: .symbolImage) { _, text in
            ValueSyntax.image(text).flatMap { image in
                image.hasPrefix("symbol:") ? .success(image)
                    : .failure(.init("'\(ValueSyntax.quoted(text))' is not a symbol; a tab bar item's image is 'symbol:NAME', such as 'symbol:house'"))
            }
        }
    }
}
