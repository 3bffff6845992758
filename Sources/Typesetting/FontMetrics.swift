/// Vertical metrics of a face at one point size, in points, unrounded.
///
/// Signs follow UIKit's habit of talking about distances: `ascender` is above the baseline and
/// `descender` is the distance *below* it, so both are positive (UIFont.descender is negative;
/// this is its magnitude). That keeps `lineHeight = ascender + descender + leading` free of sign traps.
public struct FontMetrics: Equatable, Sendable {
    /// The point size these metrics were scaled to.
    public let size: Double
    /// Distance from the baseline up to the hhea ascender.
    public let ascender: Double
    /// Distance from the baseline down to the hhea descender (positive).
    public let descender: Double
    /// The hhea line gap, added below the descender as UIFont.leading is.
    public let leading: Double
    /// The advance from one baseline to the next, as UIFont.lineHeight: computed from the integer
    /// font units in one scaling so it is exact and never the sum of three rounded parts.
    public let lineHeight: Double
    /// The distance from one line's baseline to the next in a paragraph: `lineHeight`, unless a
    /// text style spaces its lines by its leading (`spacingLines(by:)`). A block of n lines is
    /// `lineHeight + (n − 1) × lineSpacing` tall.
    public let lineSpacing: Double

    /// Scales font-unit metrics; `descender` is the (negative) hhea value as FreeType reports it.
    init(size: Double, unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int) {
        let em = Double(unitsPerEm)
        self.size = size
        self.ascender = Double(ascender) * size / em
        self.descender = Double(-descender) * size / em
        self.leading = Double(lineGap) * size / em
        self.lineHeight = Double(ascender - descender + lineGap) * size / em
        self.lineSpacing = lineHeight
    }

    private init(_ metrics: FontMetrics, lineSpacing: Double) {
        (size, ascender, descender, leading, lineHeight) = (metrics.size, metrics.ascender, metrics.descender, metrics.leading, metrics.lineHeight)
        self.lineSpacing = lineSpacing
    }

    /// The same metrics with lines `distance` points apart, baseline to baseline (a text
    /// style's leading); a distance that is not a positive number leaves them as they are.
    public func spacingLines(by distance: Double) -> FontMetrics {
        distance.isFinite && distance > 0 ? FontMetrics(self, lineSpacing: distance) : self
    }
}
