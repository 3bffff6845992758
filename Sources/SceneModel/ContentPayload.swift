/// What one UIKit kind has beyond the properties every view shares: the payload of one
/// `NodeContent` case (a label's text, a stack view's arrangement), with UIKit's defaults for it.
///
/// The front end starts each node's content at `init()` and lets the kind's attributes write
/// into it, so a kind's properties are declared once, in its payload, and no draft repeats them.
/// A payload is a value: a node holds its content in a `let`, and nothing changes it there.
public protocol ContentPayload: Hashable, Sendable {
    /// The UIKit class this payload belongs to.
    static var kind: SceneNode.Kind { get }
    /// The payload of a new instance of the class: UIKit's defaults.
    init()
    /// The payload `content` holds, or nil when it belongs to another kind.
    init?(_ content: NodeContent)
    /// The payload as a node's content.
    var content: NodeContent { get }
}
