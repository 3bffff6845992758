/// What UIKit's system font (San Francisco) does to text beyond its glyphs, applied to the face
/// that stands in for it on Linux: the tracking it adds at each point size and its vertical metrics.
///
/// San Francisco cannot ship here; Inter, the freely licensed family it is most often substituted
/// with, draws the glyphs (docs/Typesetting.md has the measurement that chose it). What Apple
/// publishes about the system font is applied on top, so a 17 pt line is as tall as on a device
/// and tracks as tightly.
public enum SystemFont {
    /// The family a scene names to get the system font (`UIFont.systemFont(ofSize:weight:)`).
    public static let familyName = "system"

    /// The point size from which iOS draws the system font with its Display optical size rather
    /// than its Text one (SF Pro Display from 20 pt, SF Pro Text below). Inter ships the same
    /// two optical sizes, Inter and Inter Display, and switches at the same size. Source:
    /// Apple, WWDC 2020 talk 10175 "The details of UI typography"
    /// (https://developer.apple.com/videos/play/wwdc2020/10175/).
    public static let displayOpticalSize = 20.0

    /// San Francisco's vertical metrics as `UIFont.systemFont(ofSize:)` reports them, in units of
    /// a 2048-unit em: ascender 1950, descender 494, leading 0, so `lineHeight` is
    /// 1.193359375 × size (20.287109375 at 17 pt, which Interface Builder stores as a 20.5 pt
    /// tall one-line label at 2×). Values UIKit printed, as published at 15, 17, 20 and 40 pt,
    /// all give these ratios: `ascender` 16.1865234375 and `descender` −4.1005859375 at 17 pt,
    /// and `lineHeight` 17.900391 at 15 pt in https://stackoverflow.com/questions/33278645.
    public static let unitsPerEm = 2048
    /// Above the baseline, in units of `unitsPerEm`.
    public static let ascender = 1950
    /// Below the baseline, as the font stores it (negative).
    public static let descender = -494
    /// The line gap: none, as `UIFont.leading` reports for the system font.
    public static let lineGap = 0

    /// The advance of an emoji, in ems of the text's point size: Apple Color Emoji's, which draws
    /// emoji on iOS. Measured on Interface Builder's stored frames, as Apple publishes no figure:
    /// the one-emoji 24 pt system-font labels ("😀", "😊") of the public EmojiDictionary
    /// storyboards saved by Xcode 10.1, 12.5 (2×) and 13.3 (3×) are all 27 pt wide
    /// (https://github.com/ChristineTham/EmojiDictionary/blob/13eb35d1d4c525341e59087a1c1f2a257408f9f3/EmojiDictionary/Base.lproj/Main.storyboard,
    /// https://github.com/StephanieBallard/May21--advanced-data-display/blob/5dceca051d3616bc14ff01418229913f60000df3/lesson-3.1/lab-starter/EmojiDictionary/Main.storyboard,
    /// https://github.com/julianworden/EmojiDictionary/blob/1aaaf1051e93788bd3d2c37810c1ff3faa129cb5/EmojiDictionary/Base.lproj/Main.storyboard),
    /// so, with no tracking at 24 pt (`tracking(size:weight:)`), the emoji is between 26.67 and
    /// 27 pt, 1.111 to 1.125 em; 1.12 is taken. Noto Color Emoji, which draws them here, is 1.245 em wide
    /// (2550 of 2048 units) and is scaled to this.
    public static let emojiAdvance = 1.12

    /// The family iOS draws emoji with, named first in a live-text font stack so that a viewer
    /// that has it (Safari on Apple systems) draws what the widths were measured for.
    public static let emojiFamily = "Apple Color Emoji"

    /// The system font's metrics at `size`.
    public static func metrics(size: Double) -> FontMetrics {
        FontMetrics(size: size, unitsPerEm: unitsPerEm, ascender: ascender, descender: descender, lineGap: lineGap)
    }

    /// Tracking in points that the system font adds after every character at `size`: Apple's
    /// table for SF Pro on iOS, in the Human Interface Guidelines' Typography page, "Tracking
    /// values" (https://developer.apple.com/design/human-interface-guidelines/typography),
    /// column "Tracking (points)". Sizes between two rows are interpolated linearly; below 6 pt
    /// the 6 pt value and above 96 pt the 96 pt value (0) hold. The guidelines' iOS row for 52
    /// and 53 pt (+0.33, +0.31) is read in the order the same page's macOS and tvOS tables give
    /// (+0.31, +0.33), which also follows its 1/1000 em column.
    public static func tracking(size: Double) -> Double {
        let rows = trackingTable
        guard size.isFinite, size > rows[0].size else { return rows[0].points }
        guard size < rows[rows.count - 1].size else { return rows[rows.count - 1].points }
        var high = 1
        while rows[high].size < size { high += 1 }
        let a = rows[high - 1], b = rows[high]
        if b.size == size { return b.points }
        return a.points + (b.points - a.points) * (size - a.size) / (b.size - a.size)
    }

    /// The tracking of the system font at `size` and `weight`, in points: Apple's tracking for
    /// the size (`tracking(size:)`) below `displayOpticalSize`, plus the weight's correction
    /// (`weightTracking`). From `displayOpticalSize` Inter Display stands in, and its own
    /// spacing is already SF Pro Display's with Apple's tracking applied: adding the table again
    /// made labels of 20–22 pt 1–10 % narrow (its −0.45 to −0.26 pt) and most labels of 28–34 pt
    /// 1–3 % wide (its +0.38 to +0.41 pt). Measured on the one-line labels of 20 pt and more in
    /// `Tests/TypesettingTests/Fixtures/ib-labels.tsv`, each stored by Interface Builder (Xcode
    /// 12 and later) at its text's width in San Francisco, from public repositories: with the
    /// table their median error was 3.1 %, without it 1.3 % (`SystemFontMeasurementTests`). A few
    /// short ones, digits and single words of 26–36 pt, measure narrower without it.
    public static func tracking(size: Double, weight: FontWeight) -> Double {
        (size < displayOpticalSize ? tracking(size: size) : 0) + weightTracking(weight) * size
    }

    /// What the stand-in's weights lack in width against San Francisco's, in ems added after
    /// every character. Inter's regular measures as SF's (the median width ratio of 143
    /// one-line regular labels is 1.000), but its heavier weights widen less than SF's do: the
    /// labels Interface Builder stored (`CorpusTextMeasurementTests`: the corpus's and
    /// `Tests/TypesettingTests/Fixtures/ib-labels.tsv`'s one-line labels under 20 pt, Xcode 12
    /// and later) need, per character, medium 0.0075 em (17 labels), semibold 0.008 em (20),
    /// bold 0.015 em (20) and black 0.038 em (1 label) more, the median of each. Heavy, with no
    /// label, is taken halfway between bold and black (a guess); the light weights, measured on
    /// 2 labels to within 0.002 em of regular, get none. It is spacing, not wider glyphs, so
    /// that live text in a browser (`letter-spacing`) stays as wide as the outlines.
    public static func weightTracking(_ weight: FontWeight) -> Double {
        switch weight {
        case .ultraLight, .thin, .light, .regular: return 0
        case .medium: return 0.0075
        case .semibold: return 0.008
        case .bold: return 0.015
        case .heavy: return 0.0265
        case .black: return 0.038
        }
    }

    /// (point size, tracking in points), ascending by size.
    static let trackingTable: [(size: Double, points: Double)] = [
        (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08),
        (14, -0.15), (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45),
        (21, -0.36), (22, -0.26), (23, -0.10), (24, 0.07), (25, 0.15), (26, 0.22), (27, 0.29), (28, 0.38),
        (29, 0.40), (30, 0.40), (31, 0.39), (32, 0.41), (33, 0.40), (34, 0.40), (35, 0.38), (36, 0.37),
        (37, 0.36), (38, 0.37), (39, 0.38), (40, 0.37), (41, 0.36), (42, 0.37), (43, 0.38), (44, 0.37),
        (45, 0.35), (46, 0.36), (47, 0.37), (48, 0.35), (49, 0.33), (50, 0.34), (51, 0.35), (52, 0.31),
        (53, 0.33), (54, 0.32), (56, 0.30), (58, 0.28), (60, 0.26), (62, 0.24), (64, 0.22), (66, 0.19),
        (68, 0.17), (70, 0.14), (72, 0.14), (76, 0.07), (80, 0), (84, 0), (88, 0), (92, 0), (96, 0),
    ]
}
