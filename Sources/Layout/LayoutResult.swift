import Geometry
import SceneModel

/// A scene laid out at one viewport.
public struct LayoutResult: Sendable {
    public var viewport: Viewport
    /// One entry per scene node, same indices as `Scene.nodes`.
    public var geometry: [Placement]
    /// What each label and button draws, in its bounds coordinates; nil for other nodes.
    public var text: [PlacedText?]
    public var diagnostics: [Diagnostic]
}
