import SceneModel

/// `<layer>`: a bare `CALayer` added with `addSublayer`, under Core Animation's names; it paints
/// and is never hit.
enum LayerSyntax {
    /// Core Animation's defaults are the shared ones (`LayerProperties()`).
    static let declaration = KindSyntax(element: "layer", kind: .layer, base: .layer, content: .layer)
}
