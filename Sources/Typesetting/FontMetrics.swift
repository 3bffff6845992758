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

    /// Scales font-unit metrics; `descender` is the (negative) hhea value as FreeType reports it.
    init(size: Double, unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int) {
        let em = Double(unitsPerEm)
        self.size = size
        self.ascender = Double(ascender) * size / em
        self.descender = Double(-descender) * size / em
        self.leading = Double(lineGap) * size / em
        self.lineHeight = Double(ascender - descender + lineGap) * size / em
    }
}
