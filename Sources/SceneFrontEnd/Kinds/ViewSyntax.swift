import SceneModel

/// `<view>`: a plain `UIView`, with the shared view and layer properties only.
enum ViewSyntax {
    /// UIView's defaults are the shared ones (`ViewProperties()`, `LayerProperties()`).
    static let declaration = KindSyntax(element: "view", kind: .view, base: .view, content: .view)
}
