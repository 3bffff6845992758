/// A width and a height, in points, as `CGSize`.
public struct Size: Hashable, Sendable {
    /// Horizontal extent, in points.
    public var width: Double
    /// Vertical extent, in points.
    public var height: Double

    /// A size; negative values are allowed here and refused by the front end where UIKit's are.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No extent: a node's size when the scene gives none.
    public static let zero = Size(width: 0, height: 0)
}
