import Geometry

/// A flow's gaps.
public struct FlowProperties: ContentPayload {
    /// The gap between neighbours in a row.
    public var itemSpacing: Double
    /// The gap between rows.
    public var lineSpacing: Double

    /// A flow's gaps.
    public init(itemSpacing: Double, lineSpacing: Double) {
        self.itemSpacing = itemSpacing
        self.lineSpacing = lineSpacing
    }

    /// 8 points each unless the scene says otherwise: scenec's own choice, since UIKit has no
    /// such view.
    public init() {
        self.init(itemSpacing: 8, lineSpacing: 8)
    }

    /// The class with this content.
    public static let kind = SceneNode.Kind.flow

    /// A flow's gaps; nil for any other content.
    public init?(_ content: NodeContent) {
        guard case .flow(let flow) = content else { return nil }
        self = flow
    }

    /// The gaps as a flow's content.
    public var content: NodeContent { .flow(self) }
}
