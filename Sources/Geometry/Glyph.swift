/// One glyph of one face, with its outline: what a back end defines once per file and draws
/// wherever the typesetter placed it.
///
/// Two glyphs are equal when they are the same glyph of the same face, so a set or dictionary
/// of them dedupes by that identity without comparing outlines.
public struct Glyph: Hashable, Sendable {
    /// Identifies the face within one process (faces are opened once per path and collection index).
    public let face: Int
    /// The glyph's index in its face.
    public let id: UInt32
    /// The face's em, in the outline's units: a glyph drawn at `size` points is scaled by
    /// `size / unitsPerEm`.
    public let unitsPerEm: Int
    /// The outline in font units, y up.
    public let outline: Path
    /// For a glyph without an outline that a viewer draws from a font of its own (a colour
    /// bitmap glyph: an emoji), the characters to draw, in which families, at what size.
    public let text: GlyphText?

    /// A glyph as a face drew it.
    public init(face: Int, id: UInt32, unitsPerEm: Int, outline: Path, text: GlyphText? = nil) {
        self.face = face
        self.id = id
        self.unitsPerEm = unitsPerEm
        self.outline = outline
        self.text = text
    }

    public static func == (a: Glyph, b: Glyph) -> Bool { a.face == b.face && a.id == b.id }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(face)
        hasher.combine(id)
    }
}

/// A glyph at its place on a line.
public struct PlacedGlyph: Hashable, Sendable {
    /// What is drawn.
    public let glyph: Glyph
    /// Points from the line's start (the left end of its baseline) to the glyph's origin.
    public let x: Double
    /// Points below the baseline (negative: raised), for marks and superscripts placed by GPOS.
    public let y: Double

    /// A placed glyph.
    public init(glyph: Glyph, x: Double, y: Double) {
        self.glyph = glyph
        self.x = x
        self.y = y
    }
}
