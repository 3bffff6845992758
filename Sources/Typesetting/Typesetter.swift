import Geometry

/// Lays text out into lines the way a UILabel does: shaped with HarfBuzz through the font's
/// cascade, broken with UILabel's rules, truncated as its line break mode says.
///
/// Each paragraph is shaped once for breaking. Each line kept reports exactly the widths and
/// glyphs of its text shaped alone (what a back end prints, and what a browser measures): cut
/// from the paragraph's glyphs where HarfBuzz marks both its ends safe to break, shaped again
/// on its own otherwise. Inherits `FontFace`'s lack of thread safety.
public struct Typesetter {
    /// The faces, size, tracking and metrics every line is laid out with.
    public let font: Font

    private static let ellipsis = "\u{2026}"

    /// A typesetter for `font`.
    public init(font: Font) {
        self.font = font
    }

    /// A typesetter for one face at `size` points, with its own metrics and no tracking.
    public init(face: FontFace, size: Double) {
        self.init(font: Font(face: face, size: size))
    }

    /// Point size.
    public var size: Double { font.size }

    /// `text` shaped as one line on its own: its width and its glyphs, each placed from the line's
    /// start. Hard breaks in `text` are shaped as the font draws them; callers pass one line.
    public func line(_ text: String) -> TextLine {
        let characters = Array(text)
        return Self.assemble(text, characters: characters.count, font: font) { body in
            Shaping.forEachGlyph(of: characters, font: font, body)
        }
    }

    /// A line of `characters` characters from its shaped glyphs, which `glyphs` hands to its
    /// argument in order with the index of each one's character: the one place a line's width
    /// and glyph positions are computed, whether its glyphs were shaped for it or cut from its
    /// paragraph's.
    static func assemble(_ text: String, characters: Int, font: Font,
                         glyphs: ((Int, FontFace, ShapedGlyph) -> Void) -> Void) -> TextLine {
        var placed: [PlacedGlyph] = []
        placed.reserveCapacity(characters)
        var pen = 0.0
        var current = -1
        var units: [(FontFace, Int)] = []
        // The line's characters, made only for a glyph drawn as text (an emoji).
        var lineCharacters: [Character]?
        glyphs { character, face, shaped in
            if let k = units.firstIndex(where: { $0.0 === face }) { units[k].1 += shaped.advance } else { units.append((face, shaped.advance)) }
            if character != current {
                // Tracking follows every character: added once per character the pen moved past.
                if current >= 0 { pen += font.tracking * Double(abs(character - current)) }
                current = character
            }
            let scale = font.size / Double(face.unitsPerEm)
            let glyph = face.glyph(shaped.glyph) {
                if lineCharacters == nil { lineCharacters = Array(text) }
                return lineCharacters!.indices.contains(character) ? String(lineCharacters![character]) : ""
            }
            placed.append(PlacedGlyph(glyph: glyph, x: pen + Double(shaped.xOffset) * scale,
                                      y: -Double(shaped.yOffset) * scale))
            pen += font.points(shaped.advance, of: face)
        }
        return TextLine(text: text, width: font.width(units: units, characters: characters), glyphs: placed)
    }

    /// A line before truncation: characters `start..<end` of paragraph `paragraph`, `end` including
    /// the spaces that hang after it.
    private struct Span {
        let paragraph: Int
        let start: Int
        let end: Int
    }

    /// Breaks `text` into lines with UILabel's rules.
    ///
    /// - Parameters:
    ///   - maxWidth: the width lines must fit, in points; nil (or NaN) for unlimited, which gives one
    ///     line per paragraph. Zero or negative widths give one character per line, never a hang.
    ///   - numberOfLines: at most this many lines are kept; 0 (or negative) means no limit, as in UILabel.
    ///   - lineBreakMode: `byCharWrapping` breaks anywhere, every other mode at spaces and after
    ///     in-word hyphens (a word wider than the line is still broken between characters). When
    ///     `numberOfLines` drops text, the mode decides the last kept line: wrapping modes leave it
    ///     as is, `byClipping` extends it to the end of its paragraph (clipped when drawn), and the
    ///     truncating modes extend it and cut it so that it fits with "…" at the tail, head or middle.
    public func layout(_ text: String, maxWidth: Double?, numberOfLines: Int, lineBreakMode: LineBreakMode) -> TextBlock {
        guard text.utf8.count <= TextLayoutKey.longestText else {
            return breakLines(text, maxWidth: maxWidth, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        }
        let faces = [font.cascade.primary.serial] + font.cascade.fallbacks.map(\.face.serial)
        let key = TextLayoutKey(faces: faces, size: font.size, tracking: font.tracking,
                                lineHeight: font.metrics.lineHeight, lineSpacing: font.metrics.lineSpacing, text: text,
                                maxWidth: (maxWidth.flatMap { $0.isNaN ? nil : $0 } ?? .infinity).bitPattern,
                                numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        let owner = font.cascade.primary
        if let block = owner.layouts[key] { return block }
        let block = breakLines(text, maxWidth: maxWidth, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        if owner.layouts.count < TextLayoutKey.cacheLimit { owner.layouts[key] = block }
        return block
    }

    /// `layout` without the cache.
    private func breakLines(_ text: String, maxWidth: Double?, numberOfLines: Int, lineBreakMode: LineBreakMode) -> TextBlock {
        let limit = numberOfLines > 0 ? numberOfLines : Int.max
        let width: Double? = maxWidth.flatMap { $0.isNaN ? nil : $0 }
        let fits: (Double) -> Bool = { points in
            guard let width else { return true }
            return points <= width
        }

        // Paragraphs are measured and wrapped as they are read, and reading stops once a line
        // beyond the limit exists, so a 1-line label over a huge text does not measure all of it.
        var paragraphs: [Paragraph] = []
        var spans: [Span] = []
        var current = Paragraph()
        func finish() {
            current.measure(with: font)
            paragraphs.append(current)
            wrap(current, index: paragraphs.count - 1, mode: lineBreakMode, fits: fits, into: &spans, until: limit)
            current = Paragraph()
        }
        for character in text {
            if spans.count > limit { break }
            if LineBreakRules.isHardBreak(character) { finish() } else { current.append(character) }
        }
        // A trailing hard break ends the last paragraph; it does not open an empty one (UILabel).
        if spans.count <= limit && !current.isEmpty { finish() }

        let truncated = spans.count > limit
        let kept = truncated ? Array(spans.prefix(limit)) : spans
        var lines = kept.enumerated().map { k, span -> TextLine in
            let paragraph = paragraphs[span.paragraph]
            let end = paragraph.visibleEnd(span.start, span.end)
            // The spaces the line broke at, and the hard break before the next paragraph's line.
            let hardBreak = k + 1 < kept.count && kept[k + 1].paragraph != span.paragraph
            let shown = paragraph.line(span.start, end) ?? line(paragraph.text(span.start, end))
            return shown.followed(by: paragraph.text(end, span.end) + (hardBreak ? "\n" : ""))
        }
        var isTruncated = truncated
        if truncated, let last = kept.last {
            let paragraph = paragraphs[last.paragraph]
            switch lineBreakMode {
            case .byWordWrapping, .byCharWrapping:
                break
            case .byClipping:
                lines[lines.count - 1] = line(paragraph.text(last.start, paragraph.visibleEnd(last.start, paragraph.count)))
            case .byTruncatingTail:
                lines[lines.count - 1] = truncateTail(paragraph, from: last.start, fits: fits)
            case .byTruncatingHead:
                lines[lines.count - 1] = truncateHead(paragraph, from: last.start, fits: fits)
            case .byTruncatingMiddle:
                lines[lines.count - 1] = truncateMiddle(paragraph, from: last.start, fits: fits)
            }
        }
        if !truncated, numberOfLines > 0, lineBreakMode == .byClipping, let width, lines.contains(where: { $0.width > width }) {
            isTruncated = true
        }
        return TextBlock(lines: lines, metrics: font.metrics, isTruncated: isTruncated)
    }

    /// Greedy first-fit breaking of one paragraph, appending spans until there are more than `until`.
    /// Each character is examined at most twice (once more after a break moves it to the next line).
    private func wrap(_ paragraph: Paragraph, index: Int, mode: LineBreakMode, fits: (Double) -> Bool,
                      into spans: inout [Span], until limit: Int) {
        let n = paragraph.count
        if n == 0 {
            spans.append(Span(paragraph: index, start: 0, end: 0))
            return
        }
        var start = 0
        while start < n && spans.count <= limit {
            var end = n
            var lastBreak = -1
            var k = start
            while k < n {
                // Spaces never overflow a line: they hang past its edge.
                if paragraph.isSpace(k) { k += 1; continue }
                if k > start && (mode == .byCharWrapping || paragraph.isWordBreak(before: k)) { lastBreak = k }
                if !fits(paragraph.width(start, k + 1)) {
                    // Back to the last break opportunity; a word alone wider than the line is broken
                    // between characters, and a line always takes at least one character.
                    end = lastBreak > start ? lastBreak : max(k, start + 1)
                    break
                }
                k += 1
            }
            while end < n && paragraph.isSpace(end) { end += 1 }
            spans.append(Span(paragraph: index, start: start, end: end))
            start = end
        }
    }

    /// The ellipsis alone; kerning between it and its neighbours is left to the final shaping.
    private var ellipsisWidth: Double { line(Typesetter.ellipsis).width }

    /// The rest of the paragraph from `start`, cut after the last character for which it and "…" fit.
    /// Stops at the first character that does not fit, so the cost is bounded by the line's length.
    func truncateTail(_ paragraph: Paragraph, from start: Int, fits: (Double) -> Bool) -> TextLine {
        let ellipsis = ellipsisWidth
        var keep = start
        for k in start..<paragraph.count where !paragraph.isSpace(k) {
            guard fits(paragraph.width(start, k + 1) + ellipsis) else { break }
            keep = k + 1
        }
        // The prefix sums kerned the last character with the one after it, not with "…": shaped
        // alone the line may be wider. Characters are given back until it fits (usually none or
        // one): the cuts are `keep`, then each earlier end of a visible character, then `start`.
        var cuts = [keep]
        var cut = keep
        while cut > start {
            cut = paragraph.visibleEnd(start, cut - 1)
            cuts.append(cut)
        }
        return TruncationSearch.firstFitting(cuts.count, fits: fits) { k in
            line(paragraph.text(start, cuts[k]) + Typesetter.ellipsis)
        }
    }

    /// "…" followed by the longest tail of the paragraph (from `start`) that fits with it.
    func truncateHead(_ paragraph: Paragraph, from start: Int, fits: (Double) -> Bool) -> TextLine {
        let ellipsis = ellipsisWidth
        let end = paragraph.visibleEnd(start, paragraph.count)
        var keep = end
        var k = end - 1
        while k >= start {
            if !paragraph.isSpace(k) {
                guard fits(ellipsis + paragraph.width(k, end)) else { break }
                keep = k
            }
            k -= 1
        }
        // As for the tail: shaped alone, the line may be wider than its prefix sums said. The
        // cuts are `keep`, then each later start of a visible character, then `end`.
        var cuts = [keep]
        var cut = keep
        while cut < end {
            cut += 1
            while cut < end && paragraph.isSpace(cut) { cut += 1 }
            cuts.append(cut)
        }
        return TruncationSearch.firstFitting(cuts.count, fits: fits) { k in
            line(Typesetter.ellipsis + paragraph.text(cuts[k], end))
        }
    }

    /// A head and a tail of the paragraph (from `start`) around "…", grown one character at a time on
    /// whichever side is narrower, so the ellipsis sits near the middle of what is shown.
    func truncateMiddle(_ paragraph: Paragraph, from start: Int, fits: (Double) -> Bool) -> TextLine {
        let ellipsis = ellipsisWidth
        let end = paragraph.visibleEnd(start, paragraph.count)
        var head = start   // characters start..<head shown before the ellipsis
        var tail = end     // characters tail..<end shown after it
        while head < tail {
            let growHead = paragraph.width(start, head) <= paragraph.width(tail, end)
            let (h, t) = growHead ? (head + 1, tail) : (head, tail - 1)
            guard fits(ellipsis + paragraph.width(start, h) + paragraph.width(t, end)) else { break }
            (head, tail) = (h, t)
        }
        // As for the tail: shaped alone, the line may be wider than its prefix sums said. The
        // cuts give back a character at a time from the wider side, until neither has any.
        var cuts = [(head, tail)]
        while head > start || tail < end {
            if head > start && (tail >= end || paragraph.width(start, head) > paragraph.width(tail, end)) { head -= 1 } else { tail += 1 }
            cuts.append((head, tail))
        }
        return TruncationSearch.firstFitting(cuts.count, fits: fits) { k in
            var after = cuts[k].1
            while after < end && paragraph.isSpace(after) { after += 1 }
            return line(paragraph.text(start, paragraph.visibleEnd(start, cuts[k].0)) + Typesetter.ellipsis + paragraph.text(after, end))
        }
    }
}
