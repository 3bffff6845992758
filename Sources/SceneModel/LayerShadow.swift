import Geometry

/// A layer's shadow as the scene sets it: `CALayer`'s `shadowColor`, `shadowOpacity`,
/// `shadowOffset`, `shadowRadius` and `shadowPath`, with Core Animation's defaults
/// (https://developer.apple.com/documentation/quartzcore/calayer/shadowoffset and its
/// sibling pages): opaque black, opacity 0 (so no shadow until a scene gives an opacity),
/// offset (0, −3), radius 3, no path.
public struct LayerShadow: Hashable, Sendable {
    /// `shadowColor`; its alpha multiplies `opacity`.
    public var color: Color
    /// `shadowOpacity`, 0…1; 0 draws no shadow.
    public var opacity: Double
    /// `shadowOffset` in the layer's space, y down as in UIKit: the default (0, −3) casts the
    /// shadow 3 points up.
    public var offset: Point
    /// `shadowRadius`: the blur's standard deviation, not negative.
    public var radius: Double
    /// `shadowPath` in the layer's bounds space; nil casts the shape of everything the layer
    /// and its sublayers draw.
    public var path: Path?

    /// Core Animation's defaults: a shadow that is set up but invisible.
    public static let standard = LayerShadow(color: Color(red: 0, green: 0, blue: 0), opacity: 0, offset: Point(x: 0, y: -3),
                                             radius: 3, path: nil)

    /// The shadow with each property given.
    public init(color: Color, opacity: Double, offset: Point, radius: Double, path: Path?) {
        self.color = color
        self.opacity = opacity
        self.offset = offset
        self.radius = radius
        self.path = path
    }

    /// Whether the shadow can show at all: some opacity and some colour.
    public var isVisible: Bool { opacity > 0 && color.alpha > 0 }
}
