import Geometry

/// What a node's `CALayer` paints and how: the properties every view shares with a bare layer,
/// under the view's names (`alpha` is the layer's `opacity`, `clipsToBounds` its
/// `masksToBounds`).
public struct LayerProperties: Hashable, Sendable {
    /// Filled inside the (rounded) bounds, below the content; nil paints nothing.
    public let backgroundColor: Color?
    /// `alpha` for views, `opacity` for layers.
    public let opacity: Double
    /// Removes the node and its subtree from painting and hit-testing, as UIKit does.
    public let isHidden: Bool
    /// `clipsToBounds` for views, `masksToBounds` for layers.
    public let masksToBounds: Bool
    /// `layer.borderWidth`: drawn inside the bounds and above every child, Core Animation's order.
    public let borderWidth: Double
    /// Core Animation's default border colour is opaque black.
    public let borderColor: Color
    /// `layer.cornerRadius`: rounds the background, the border and (with clipping) the clip.
    public let cornerRadius: Double
    /// `layer.zPosition`: reorders painting among siblings (a stable sort), never hit-testing.
    public let zPosition: Double

    /// Core Animation's defaults: nothing filled, opaque, shown, unclipped, no border (black
    /// when given a width), square corners, z 0.
    public init(backgroundColor: Color? = nil, opacity: Double = 1, isHidden: Bool = false, masksToBounds: Bool = false,
                borderWidth: Double = 0, borderColor: Color = Color(red: 0, green: 0, blue: 0), cornerRadius: Double = 0,
                zPosition: Double = 0) {
        self.backgroundColor = backgroundColor
        self.opacity = opacity
        self.isHidden = isHidden
        self.masksToBounds = masksToBounds
        self.borderWidth = borderWidth
        self.borderColor = borderColor
        self.cornerRadius = cornerRadius
        self.zPosition = zPosition
    }
}
