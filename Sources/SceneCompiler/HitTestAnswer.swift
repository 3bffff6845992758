/// Where one touch went.
public struct HitTestAnswer: Hashable, Sendable {
    /// The scene node index of the view that takes the touch (the `data-node` of HTML output), or nil.
    public var node: Int?
    /// The view's name, then its superviews' up to the root view: the responder chain.
    public var chain: [String]
}
