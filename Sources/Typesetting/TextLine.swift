import Geometry

/// One laid-out line.
public struct TextLine: Equatable, Sendable {
    /// What the line shows, including any "…" truncation added. Trailing spaces at a wrap are left
    /// out: they hang past the edge (as in UIKit and CSS) and draw nothing.
    public let text: String
    /// Advance width in points, unrounded: the shaped glyphs' advances plus the tracking of every
    /// character. Clipped lines (`byClipping`) may be wider than the width they were laid out in.
    public let width: Double
    /// The glyphs HarfBuzz placed for `text`, in visual order, each from the face of the cascade
    /// that drew its character.
    public let glyphs: [PlacedGlyph]
    /// What the label's text has between this line and the next, which the line does not draw:
    /// the spaces it was broken at, and "\n" where a hard break ends its paragraph. A copy of
    /// the label's lines with these after them is the label's text (less what truncation hid).
    public let trailing: String

    /// A line as the typesetter measured it; public so callers and tests can write expectations.
    public init(text: String, width: Double, glyphs: [PlacedGlyph] = [], trailing: String = "") {
        self.text = text
        self.width = width
        self.glyphs = glyphs
        self.trailing = trailing
    }

    /// The same line followed by `trailing`.
    func followed(by trailing: String) -> TextLine {
        TextLine(text: text, width: width, glyphs: glyphs, trailing: trailing)
    }

    /// Lines are equal when they show the same text at the same width; the glyphs follow from
    /// those and the font, and tests write expectations without them.
    public static func == (a: TextLine, b: TextLine) -> Bool { a.text == b.text && a.width == b.width }
}
