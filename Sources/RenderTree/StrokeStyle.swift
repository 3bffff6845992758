/// How a stroke is drawn, as `CAShapeLayer`'s line properties and SVG's stroke properties
/// (which agree on what each means) describe it.
public struct StrokeStyle: Hashable, Sendable {
    /// How an open subpath's ends and each dash's ends look.
    public enum Cap: String, Hashable, Sendable {
        /// Square, at the end point.
        case butt
        /// A half disc beyond the end point.
        case round
        /// Square, half the width beyond the end point.
        case square
    }

    /// How two segments meet.
    public enum Join: String, Hashable, Sendable {
        /// The outer edges extended to meet, unless that point lies further than
        /// `miterLimit` × width / 2 from the corner, when the corner is bevelled.
        case miter
        /// A disc about the corner.
        case round
        /// The outer corners joined by a straight edge.
        case bevel
    }

    /// The band's width, not negative; 0 draws nothing.
    public let width: Double
    public let cap: Cap
    public let join: Join
    /// The longest miter, as a multiple of the width, at least 1 (Core Animation's default is
    /// 10, SVG's 4).
    public let miterLimit: Double
    /// Lengths drawn and skipped in turn, repeated along each subpath; empty for a solid line.
    /// An odd count is used twice over (as SVG and Core Graphics both do), so the roles swap.
    /// A list with a negative length or none above zero draws solid, as SVG says.
    public let dashes: [Double]
    /// How far into the dash pattern each subpath starts (`lineDashPhase`).
    public let dashPhase: Double

    package init(width: Double, cap: Cap = .butt, join: Join = .miter, miterLimit: Double = 10, dashes: [Double] = [], dashPhase: Double = 0) {
        self.width = max(0, width)
        self.cap = cap
        self.join = join
        self.miterLimit = max(1, miterLimit)
        self.dashes = dashes.contains { $0 < 0 } || !dashes.contains { $0 > 0 } ? [] : dashes
        self.dashPhase = dashPhase
    }
}
