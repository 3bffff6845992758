import Geometry

/// One line of text, laid out by scenec: printers place it as it is and never re-wrap it.
public struct TextRun: Hashable, Sendable {
    /// The line's characters, printed as text (escaped), never re-wrapped.
    public let text: String
    /// The left end of the baseline, in the node's bounds space.
    public let baseline: Point
    /// The advance width scenec measured, unrounded.
    public let width: Double
    /// The measured face's family, as its font file names it.
    public let fontFamily: String
    /// Families a viewer should try after `fontFamily` for characters it lacks, in order (the
    /// emoji fonts, when the line has emoji).
    public let fallbackFamilies: [String]
    /// The point size the line was measured at.
    public let fontSize: Double
    /// The measured face's weight class (100…900), so a viewer picks that same face.
    public let fontWeight: Int
    /// The text colour.
    public let color: Color
    /// The drawing face's own ascent at `fontSize`, as a browser reads it from the font file (it
    /// may differ from the line metrics the label was laid out with, as the system font's do):
    /// back ends that place live text by its top rather than its baseline need it.
    public let ascender: Double
    /// The drawing face's own descent, positive; with `ascender`, a live-text line's box.
    public let descender: Double
    /// The glyphs the typesetter placed, relative to `baseline`: what the drawing shows.
    public let glyphs: [PlacedGlyph]
    /// Points added after every character: how live-font text must be spaced to match `glyphs`.
    public let tracking: Double
    /// What the text has between this line and the next that the line does not draw (the spaces
    /// it broke at, a hard line break): a selectable text layer puts it after the line, so that
    /// copying the lines gives the label's text.
    public let trailing: String

    package init(text: String, baseline: Point, width: Double, fontFamily: String, fallbackFamilies: [String] = [], fontSize: Double,
                 fontWeight: Int, color: Color, ascender: Double, descender: Double, glyphs: [PlacedGlyph] = [], tracking: Double = 0,
                 trailing: String = "") {
        self.text = text
        self.baseline = baseline
        self.width = width
        self.fontFamily = fontFamily
        self.fallbackFamilies = fallbackFamilies
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.color = color
        self.ascender = ascender
        self.descender = descender
        self.glyphs = glyphs
        self.tracking = tracking
        self.trailing = trailing
    }

    /// The family with every character that could end a quoted CSS or XML value removed; font
    /// files name their own families, and a file is not trusted input.
    public var safeFontFamily: String { Self.safeFamily(fontFamily) }

    /// `fontFamily` then `fallbackFamilies`, each quoted and made safe as `safeFontFamily` is:
    /// a CSS or SVG `font-family` value (`'Inter','Apple Color Emoji','Noto Color Emoji'`).
    public var safeFontStack: String {
        ([fontFamily] + fallbackFamilies).map { "'" + Self.safeFamily($0) + "'" }.joined(separator: ",")
    }

    /// `family` with every character that could end a quoted CSS or XML value removed.
    public static func safeFamily(_ family: String) -> String {
        String(family.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || " -_".unicodeScalars.contains($0)) })
    }
}
