import SceneModel

/// `<activityIndicatorView>`: a `UIActivityIndicatorView`, starting at a new one's
/// (`ActivityIndicatorProperties()`).
enum ActivityIndicatorViewSyntax {
    static let declaration = KindSyntax(
        element: "activityIndicatorView", payload: ActivityIndicatorProperties.self,
        attributes: [
            .init("style", .activityIndicatorStyle) { $0.style = $1 },
            .init("color", .color) { $0.color = $1 },
        ])
}

extension ValueParser where Value == ActivityIndicatorProperties.Style {
    static var activityIndicatorStyle: Self {
        Self(kind: .activityIndicatorStyle) { ValueSyntax.enumeration($1, Value.self, "activity indicator style") }
    }
}
