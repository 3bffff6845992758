/// `UILayoutGuide`: a rectangle the solver places like a view, that draws nothing and takes no
/// touches.
public struct LayoutGuide: Hashable, Sendable {
    /// The view that owns it.
    public let owner: Int
    /// UIKit's identifier for it: `UISV-alignment-spanner`, `UISV-distributing`.
    public let identifier: String
    /// Which of its owner's guides with this identifier it is, counting from 0.
    public let ordinal: Int

    /// A guide of `owner`; `ordinal` tells apart several guides with one identifier.
    public init(owner: Int, identifier: String, ordinal: Int = 0) {
        self.owner = owner
        self.identifier = identifier
        self.ordinal = ordinal
    }
}
