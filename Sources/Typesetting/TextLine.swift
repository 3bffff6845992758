/// One laid-out line.
public struct TextLine: Equatable, Sendable {
    /// What the line shows, including any "…" truncation added. Trailing spaces at a wrap are left
    /// out: they hang past the edge (as in UIKit and CSS) and draw nothing.
    public let text: String
    /// Advance width in points, unrounded, equal to `FontFace.width(of: text)`. Clipped lines
    /// (`byClipping`) may be wider than the width they were laid out in.
    public let width: Double

    /// A line as the typesetter measured it; public so callers and tests can write expectations.
    public init(text: String, width: Double) {
        self.text = text
        self.width = width
    }
}
