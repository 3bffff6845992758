import Geometry

/// A node's shadow (`CALayer.shadowColor`, `shadowOpacity`, `shadowOffset`, `shadowRadius`,
/// `shadowPath`): the shape, in one colour, moved by `offset` and blurred, painted below
/// everything else the node draws (its background included) and inside its group opacity and
/// mask, and not cut by its clip.
public struct Shadow: Hashable, Sendable {
    /// The shadow's colour; its alpha multiplies `opacity`.
    public let color: Color
    /// 0…1.
    public let opacity: Double
    /// How far the shadow lies from its shape, in the node's space (`shadowOffset`).
    public let offset: Point
    /// Core Animation's `shadowRadius`, not negative.
    public let radius: Double
    /// The shape cast, filled with the non-zero rule as Core Animation fills `shadowPath`; nil
    /// for the node's own painted alpha: everything it and its subtree draw.
    public let path: Path?

    package init(color: Color, opacity: Double, offset: Point, radius: Double, path: Path? = nil) {
        self.color = color
        self.opacity = min(max(opacity, 0), 1)
        self.offset = offset
        self.radius = max(0, radius)
        self.path = path
    }

    /// The Gaussian blur's standard deviation σ: equal to `radius`.
    ///
    /// Measured by comparing iOS, Android and CSS renderings of the same shadow (Bjango,
    /// "Matching drop shadows across CSS, Android, iOS, Figma, and Sketch",
    /// https://bjango.com/articles/matchingdropshadows/), an iOS shadow matches a CSS
    /// `box-shadow` of twice the blur radius, and CSS defines its blur radius as 2σ
    /// (https://www.w3.org/TR/css-backgrounds-3/#shadow-blur): so `shadowRadius` is σ.
    public var standardDeviation: Double { radius }

    /// The alpha the shadow's colour is painted with: the colour's times `opacity`.
    public var alpha: Double { color.alpha * opacity }

    /// How far beyond its shape a shadow's blur can be seen (3σ, past which the Gaussian
    /// leaves under 0.3 % of the colour) plus the offset: how far a filter region must reach.
    public var reach: (x: Double, y: Double) {
        (3 * standardDeviation + abs(offset.x), 3 * standardDeviation + abs(offset.y))
    }
}
