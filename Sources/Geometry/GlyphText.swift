/// A glyph drawn as text rather than as an outline: what a colour bitmap font (emoji) has in
/// place of outlines, for a viewer to draw from its own copy of such a font.
public struct GlyphText: Hashable, Sendable {
    /// The characters the glyph was made from (one emoji, perhaps a sequence of scalars).
    public let characters: String
    /// The font families to draw them with, in order of preference.
    public let families: [String]
    /// The font size, in the glyph's font units, at which the first family's drawing of the
    /// characters is as wide as the glyph's advance.
    public let size: Double

    /// A glyph's text.
    public init(characters: String, families: [String], size: Double) {
        self.characters = characters
        self.families = families
        self.size = size
    }
}
