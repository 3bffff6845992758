import SceneModel

/// One table row's or collection view item's own Auto Layout system: the cell's `contentView`
/// as the root of a scene of its own, its subviews, and the constraints among them. Layout
/// solves it alone at the cell's width, as `systemLayoutSizeFitting` sizes a self-sizing cell,
/// so a table of many rows is many small solves rather than one large one.
public struct RowSystem: Sendable {
    /// The row's scene: node 0 is the `contentView`, then its subviews in document order.
    public let scene: Scene
    /// Each of the row scene's nodes' index in the whole scene.
    public let nodes: [Int]
    /// How many of the nodes after the `contentView` are the cell's own image view and labels,
    /// which the table places rather than the row's constraints.
    public let builtIn: Int
}
