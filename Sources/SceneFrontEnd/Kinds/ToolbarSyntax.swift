import SceneModel

/// `<toolbar>`: a `UIToolbar`; its `<barButtonItem>` subviews are the items and spaces it
/// places (`ToolbarProperties()`).
enum ToolbarSyntax {
    static let declaration = KindSyntax(element: "toolbar", payload: ToolbarProperties.self, attributes: [])
}
