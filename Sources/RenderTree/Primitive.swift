/// One thing a node draws of itself, in its own space: a path filled or stroked with a paint.
/// A node's `contents` are drawn in order; a mask is a list of them too.
public enum Primitive: Hashable, Sendable {
    /// The inside of a path.
    case fill(PathFill)
    /// A band along a path.
    case stroke(PathStroke)
}
