import Geometry
import Measurement
import SceneModel
import Typesetting

/// Text as a label or button draws it once its bounds are known: lines already broken, each at
/// its place in the node's bounds coordinates. Back ends print it; they never re-wrap.
public struct PlacedText: Hashable, Sendable {
    /// One line after breaking and truncation.
    public struct Line: Hashable, Sendable {
        /// The line's characters, with "…" where it was truncated.
        public var text: String
        /// The left end of the line's baseline.
        public var origin: Point
        /// The measured advance width, unrounded.
        public var width: Double
        /// The shaped glyphs, placed from `origin`.
        public var glyphs: [PlacedGlyph]
        /// The undrawn text between this line and the next (`TextLine.trailing`).
        public var trailing: String = ""
    }

    /// The lines, top to bottom.
    public var lines: [Line]
    /// The family of the face that was measured, as the font file names it.
    public var fontFamily: String
    /// The faces (`Glyph.face`) that draw emoji: a line with a glyph of one names `emojiFamilies`.
    public var emojiFaces: Set<Int> = []
    /// The families a viewer showing the text live should try for emoji: Apple's emoji font,
    /// then the one measured here.
    public var emojiFamilies: [String] = []
    /// The point size the lines were measured at.
    public var fontSize: Double
    /// The measured face's weight class (the face may be the nearest to the weight asked for).
    public var fontWeight: Int
    /// The text colour.
    public var color: Color
    /// Above the baseline, in points at `fontSize`: the drawing face's own ascent, as a browser
    /// showing the text in that font reads it (the lines are placed with the font's metrics).
    public var ascender: Double
    /// Below the baseline, in points, positive: the drawing face's own descent.
    public var descender: Double
    /// The distance between baselines, as UIKit spaces a label's lines.
    public var lineHeight: Double
    /// Points added after every character (the system font's tracking), for back ends that draw
    /// with live fonts and must space them as the glyphs were placed.
    public var tracking: Double

    /// `UILabel.drawText(in:)`: the text laid out at the bounds' width, as many lines as
    /// `numberOfLines` allows and the height holds (at least one), centred vertically.
    static func label(_ text: TextContent, typesetter: Typesetter, bounds: Rect) -> PlacedText {
        let metrics = typesetter.font.metrics
        // n lines need one line height and n − 1 line spacings.
        let fitting = bounds.height > 0 ? max(1, Int(((bounds.height - metrics.lineHeight) / metrics.lineSpacing + 1e-9).rounded(.down)) + 1) : 1
        let limit = text.numberOfLines == 0 ? fitting : min(text.numberOfLines, fitting)
        let block = typesetter.layout(text.string, maxWidth: bounds.width, numberOfLines: limit, lineBreakMode: text.lineBreakMode)
        return placed(block, text, typesetter.font, in: bounds)
    }

    /// A system button's title: one line in the bounds less `contentEdgeInsets`, centred both ways.
    static func buttonTitle(_ text: TextContent, typesetter: Typesetter, bounds: Rect, insets: EdgeInsets) -> PlacedText {
        let content = bounds.inset(by: insets)
        let block = typesetter.layout(text.string, maxWidth: content.width, numberOfLines: 1, lineBreakMode: text.lineBreakMode)
        return placed(block, text, typesetter.font, in: content)
    }

    /// A configured button's title: one line after the image's room (`imageAdvance`), the
    /// image and title centred together in the bounds less the configuration's insets.
    static func configuredButtonTitle(_ text: TextContent, typesetter: Typesetter, bounds: Rect, imageAdvance: Double) -> PlacedText {
        let content = bounds.inset(by: ButtonConfigurationLayout.contentInsets)
        let block = typesetter.layout(text.string, maxWidth: max(0, content.width - imageAdvance), numberOfLines: 1, lineBreakMode: text.lineBreakMode)
        let group = imageAdvance + block.width
        let titleRect = Rect(x: content.midX - group / 2 + imageAdvance, y: content.minY, width: block.width, height: content.height)
        return placed(block, text, typesetter.font, in: titleRect)
    }

    /// A segmented control's titles: one line each, centred in its segment (the bounds cut
    /// into equal widths, as UIKit cuts them by default), truncated at the tail to its segment
    /// less `padding` on each side, in `text`'s font and colour.
    static func segmentTitles(_ titles: [String], _ text: TextContent, typesetter: Typesetter, bounds: Rect, padding: Double) -> PlacedText {
        var lines: [Line] = []
        let width = titles.isEmpty ? 0 : bounds.width / Double(titles.count)
        for (i, title) in titles.enumerated() {
            let segment = Rect(x: bounds.minX + Double(i) * width, y: bounds.minY, width: width, height: bounds.height)
            let block = typesetter.layout(title, maxWidth: max(0, width - 2 * padding), numberOfLines: 1, lineBreakMode: .byTruncatingTail)
            var one = text
            one.alignment = .center
            lines += placed(block, one, typesetter.font, in: segment).lines
        }
        var all = placed(typesetter.layout("", maxWidth: nil, numberOfLines: 1, lineBreakMode: .byClipping), text, typesetter.font, in: bounds)
        all.lines = lines
        return all
    }

    /// What a text field shows: one line in its `textRect(forBounds:)` beside the left and right
    /// views that show, centred vertically (`contentVerticalAlignment` is `center`) and aligned
    /// by `textAlignment`.
    static func textField(_ field: TextFieldProperties, typesetter: Typesetter, bounds: Rect, design: DesignEra,
                          overlays: TextFieldProperties.Overlays) -> PlacedText {
        let shown = field.displayedText
        let content = field.textRect(forBounds: bounds, design: design, overlays: overlays)
        let block = typesetter.layout(shown.string, maxWidth: content.width, numberOfLines: 1, lineBreakMode: shown.lineBreakMode)
        return placed(block, shown, typesetter.font, in: content)
    }

    /// A text view's text: wrapped at its text rect's width (inside the container inset, less
    /// the line fragment padding), from the top, as many lines as it has; lines below the bounds
    /// are clipped by the view, which clips as every scroll view does.
    static func textView(_ view: TextViewProperties, typesetter: Typesetter, bounds: Rect) -> PlacedText {
        let rect = view.textRect(forBounds: bounds)
        let block = typesetter.layout(view.text.string, maxWidth: rect.width, numberOfLines: 0, lineBreakMode: view.text.lineBreakMode)
        return placed(block, view.text, typesetter.font, in: Rect(x: rect.minX, y: rect.minY, width: rect.width, height: block.height))
    }

    /// One line in `rect`, centred vertically and aligned by the text's alignment, truncated to
    /// the rect's width: a bar's title and its items' titles.
    static func line(_ text: TextContent, typesetter: Typesetter, in rect: Rect) -> PlacedText {
        let block = typesetter.layout(text.string, maxWidth: rect.width, numberOfLines: 1, lineBreakMode: text.lineBreakMode)
        return placed(block, text, typesetter.font, in: rect)
    }

    /// A compact date picker's titles, one line in each capsule, centred in it.
    static func datePicker(_ picker: DatePickerProperties, typesetter: Typesetter, bounds: Rect) -> PlacedText {
        let text = picker.text
        let blocks = picker.capsuleTitles.map { typesetter.layout($0, maxWidth: nil, numberOfLines: 1, lineBreakMode: .byClipping) }
        let capsules = DatePickerProperties.capsules(widths: blocks.map(\.width), in: bounds)
        var all = placed(typesetter.layout("", maxWidth: nil, numberOfLines: 1, lineBreakMode: .byClipping), text, typesetter.font, in: bounds)
        all.lines = zip(blocks, capsules).flatMap { block, capsule in placed(block, text, typesetter.font, in: capsule).lines }
        return all
    }

    private static func placed(_ block: TextBlock, _ text: TextContent, _ font: Font, in rect: Rect) -> PlacedText {
        let metrics = block.metrics
        // The drawing face's own metrics, which a browser showing the text live uses.
        let drawn = font.primary.metrics(size: text.fontSize)
        let top = rect.minY + (rect.height - block.height) / 2
        let lines = block.lines.enumerated().map { i, line in
            let x: Double = switch text.alignment {
            case .natural, .left: rect.minX
            case .center: rect.minX + (rect.width - line.width) / 2
            case .right: rect.maxX - line.width
            }
            return Line(text: line.text, origin: Point(x: x, y: top + Double(i) * metrics.lineSpacing + metrics.ascender), width: line.width,
                        glyphs: line.glyphs, trailing: line.trailing)
        }
        var placed = PlacedText(lines: lines, fontFamily: font.primary.familyName, fontSize: text.fontSize, fontWeight: font.primary.weightClass,
                                color: text.color, ascender: drawn.ascender, descender: drawn.descender, lineHeight: metrics.lineHeight,
                                tracking: font.tracking)
        if let emoji = font.cascade.emojiFace {
            (placed.emojiFaces, placed.emojiFamilies) = ([emoji.serial], [SystemFont.emojiFamily, emoji.familyName])
        }
        return placed
    }
}
