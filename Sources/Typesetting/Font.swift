/// Everything text is laid out with: the faces (the chosen one and its fallbacks), the point
/// size, the tracking added after each character, and the line metrics.
///
/// For a named family the metrics and tracking are the face's own (none). For the system font
/// they are San Francisco's (`SystemFont`), whatever face draws the glyphs.
public struct Font {
    /// The faces, chosen per character.
    public let cascade: FontCascade
    /// Point size.
    public let size: Double
    /// Points added to the advance of every character, the last one included, as CSS
    /// `letter-spacing` does (whether Core Text also tracks the last character is not measured
    /// here; Chromium's widths of the same lines agree to 0.02 pt).
    public let tracking: Double
    /// Ascender, descender, leading and line height, in points.
    public let metrics: FontMetrics

    /// A font of one face at `size`, with its own metrics and no tracking.
    public init(face: FontFace, size: Double) {
        self.init(cascade: FontCascade(primary: face), size: size, tracking: 0, metrics: face.metrics(size: size))
    }

    /// A font with everything given.
    public init(cascade: FontCascade, size: Double, tracking: Double, metrics: FontMetrics) {
        self.cascade = cascade
        self.size = size
        self.tracking = tracking
        self.metrics = metrics
    }

    /// The same font with its lines `distance` points apart (`FontMetrics.spacingLines(by:)`).
    public func spacingLines(by distance: Double) -> Font {
        Font(cascade: cascade, size: size, tracking: tracking, metrics: metrics.spacingLines(by: distance))
    }

    /// The face the scene's family resolved to.
    public var primary: FontFace { cascade.primary }

    /// Font units of `face` to points at this size: one multiplication and one division, the same
    /// expression everywhere, so a width computed twice is bit-identical.
    func points(_ units: Int, of face: FontFace) -> Double {
        Double(units) * size / Double(face.unitsPerEm)
    }

    /// The width of `characters` characters whose glyphs add up to `units` per face: each face's
    /// integer sum scaled once, in the order given, plus the tracking. Every width the typesetter
    /// reports goes through here, so a run measured along two paths gives the same Double.
    func width(units: [(FontFace, Int)], characters: Int) -> Double {
        var total = 0.0
        for (face, sum) in units { total += points(sum, of: face) }
        return total + tracking * Double(characters)
    }
}
