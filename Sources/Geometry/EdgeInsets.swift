/// Distances inward from each edge of a rect, in UIKit's order: top, left, bottom, right.
public struct EdgeInsets: Hashable, Sendable {
    /// Inward from the top edge.
    public var top: Double
    /// Inward from the left edge.
    public var left: Double
    /// Inward from the bottom edge.
    public var bottom: Double
    /// Inward from the right edge.
    public var right: Double

    /// Insets in `UIEdgeInsets` order; negative values grow the rect.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// No inset: the default safe area and a button's default content insets.
    public static let zero = EdgeInsets(all: 0)
}
