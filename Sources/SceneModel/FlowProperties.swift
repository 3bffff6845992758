import Geometry

/// A flow's gaps.
public struct FlowProperties: Hashable, Sendable {
    /// The gap between neighbours in a row.
    public let itemSpacing: Double
    /// The gap between rows.
    public let lineSpacing: Double

    /// A flow's gaps; 8 points each unless the scene says otherwise.
    public init(itemSpacing: Double = 8, lineSpacing: Double = 8) {
        self.itemSpacing = itemSpacing
        self.lineSpacing = lineSpacing
    }
}
