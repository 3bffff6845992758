import Geometry
import Indirection

/// What a node's `CALayer` paints and how: the properties every view shares with a bare layer,
/// under the view's names (`alpha` is the layer's `opacity`, `clipsToBounds` its
/// `masksToBounds`).
///
/// The border, corners and z position, which most layers leave at their defaults, are kept out
/// of line (`Decoration`), so a plain layer pays one pointer for them rather than 56 bytes.
public struct LayerProperties: Hashable, Sendable {
    /// Filled inside the (rounded) bounds, below the content; nil paints nothing.
    public let backgroundColor: Color?
    /// `alpha` for views, `opacity` for layers.
    public let opacity: Double
    /// Removes the node and its subtree from painting and hit-testing, as UIKit does.
    public let isHidden: Bool
    /// `clipsToBounds` for views, `masksToBounds` for layers.
    public let masksToBounds: Bool
    /// True for the layer a `<mask>` holds: its superlayer's `mask`
    /// (https://developer.apple.com/documentation/quartzcore/calayer/mask), not one of its
    /// sublayers. It is laid out in the owner's coordinates like a sublayer, but never painted
    /// as one: its alpha, and its sublayers', cuts what the owner draws.
    public let isMask: Bool
    /// Nil when every property in it has Core Animation's default.
    private let decoration: OutOfLine<Decoration>?

    /// The properties few layers set.
    private struct Decoration: Hashable, Sendable {
        let borderWidth: Double
        let borderColor: Color
        let cornerRadius: Double
        let cornerCurve: CornerCurve
        let maskedCorners: Corners
        let zPosition: Double
        let shadow: LayerShadow

        static let standard = Decoration(borderWidth: 0, borderColor: Color(red: 0, green: 0, blue: 0), cornerRadius: 0,
                                         cornerCurve: .circular, maskedCorners: .all, zPosition: 0, shadow: .standard)
    }

    /// Core Animation's defaults: nothing filled, opaque, shown, unclipped, no border (black
    /// when given a width), square corners (circular, every corner, once given a radius), z 0,
    /// no visible shadow (`LayerShadow.standard`).
    public init(backgroundColor: Color? = nil, opacity: Double = 1, isHidden: Bool = false, masksToBounds: Bool = false,
                borderWidth: Double = 0, borderColor: Color = Color(red: 0, green: 0, blue: 0), cornerRadius: Double = 0,
                cornerCurve: CornerCurve = .circular, maskedCorners: Corners = .all,
                zPosition: Double = 0, shadow: LayerShadow = .standard, isMask: Bool = false) {
        self.backgroundColor = backgroundColor
        self.isMask = isMask
        self.opacity = opacity
        self.isHidden = isHidden
        self.masksToBounds = masksToBounds
        self.decoration = .unlessStandard(Decoration(borderWidth: borderWidth, borderColor: borderColor, cornerRadius: cornerRadius,
                                                     cornerCurve: cornerCurve, maskedCorners: maskedCorners, zPosition: zPosition,
                                                     shadow: shadow), .standard)
    }

    private var decorationOrStandard: Decoration { decoration?.value ?? .standard }

    /// The same layer with other corners, clipping to them: what a table gives the first and
    /// last rows of an inset grouped section.
    package func rounded(_ radius: Double, corners: Corners) -> LayerProperties {
        let d = decorationOrStandard
        return LayerProperties(backgroundColor: backgroundColor, opacity: opacity, isHidden: isHidden, masksToBounds: true,
                               borderWidth: d.borderWidth, borderColor: d.borderColor, cornerRadius: radius,
                               cornerCurve: d.cornerCurve, maskedCorners: corners, zPosition: d.zPosition, shadow: d.shadow,
                               isMask: isMask)
    }

    /// `layer.borderWidth`: drawn inside the bounds and above every child, Core Animation's order.
    public var borderWidth: Double { decorationOrStandard.borderWidth }
    /// Core Animation's default border colour is opaque black.
    public var borderColor: Color { decorationOrStandard.borderColor }
    /// `layer.cornerRadius`: rounds the background, the border and (with clipping) the clip.
    public var cornerRadius: Double { decorationOrStandard.cornerRadius }
    /// `layer.cornerCurve`: circular by default
    /// (https://developer.apple.com/documentation/quartzcore/calayer/cornercurve).
    public var cornerCurve: CornerCurve { decorationOrStandard.cornerCurve }
    /// `layer.maskedCorners`: the corners `cornerRadius` rounds, every one by default
    /// (https://developer.apple.com/documentation/quartzcore/calayer/maskedcorners).
    public var maskedCorners: Corners { decorationOrStandard.maskedCorners }
    /// The bounds as this layer rounds them: radius, corners and curve.
    public func shape(of bounds: Rect) -> RoundedRect {
        RoundedRect(rect: bounds, radius: cornerRadius, corners: maskedCorners, curve: cornerCurve)
    }
    /// `layer.zPosition`: reorders painting among siblings (a stable sort), never hit-testing.
    public var zPosition: Double { decorationOrStandard.zPosition }
    /// `layer.shadowColor`, `shadowOpacity`, `shadowOffset`, `shadowRadius`, `shadowPath`.
    public var shadow: LayerShadow { decorationOrStandard.shadow }
}
