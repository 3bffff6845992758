import SceneModel

/// `<searchBar>`: a `UISearchBar` with its field's text or placeholder, starting at a new
/// search bar's defaults (`SearchBarProperties()`).
enum SearchBarSyntax {
    static let declaration = KindSyntax(
        element: "searchBar", payload: SearchBarProperties.self,
        attributes: [
            .init("text", .text) { $0.text = $1 },
            .init("placeholder", .text) { $0.placeholder = $1 },
            .init("searchBarStyle", .searchBarStyle) { $0.searchBarStyle = $1 },
        ])
}

extension ValueParser where Value == SearchBarProperties.Style {
    static var searchBarStyle: Self { Self(kind: .searchBarStyle) { ValueSyntax.enumeration($1, Value.self, "search bar style") } }
}
