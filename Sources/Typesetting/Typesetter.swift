/// Lays text out into lines the way a UILabel does, measuring with one face at one size.
///
/// Everything is computed in integer font units and scaled once per line, so the widths it reports
/// are exactly `FontFace.width(of:size:)` of each line's text. Inherits `FontFace`'s lack of thread safety.
public struct Typesetter {
    /// The face every glyph is measured with (no fallback fonts: a missing glyph measures as .notdef).
    public let face: FontFace
    /// Point size.
    public let size: Double

    private static let ellipsis: Unicode.Scalar = "\u{2026}"

    /// A typesetter for `face` at `size` points.
    public init(face: FontFace, size: Double) {
        self.face = face
        self.size = size
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
        let limit = numberOfLines > 0 ? numberOfLines : Int.max
        let width: Double? = maxWidth.flatMap { $0.isNaN ? nil : $0 }
        let fits: (Int) -> Bool = { units in
            guard let width else { return true }
            return self.face.points(units, size: self.size) <= width
        }

        // Paragraphs are measured and wrapped as they are read, and reading stops once a line
        // beyond the limit exists, so a 1-line label over a huge text does not measure all of it.
        var paragraphs: [Paragraph] = []
        var spans: [Span] = []
        var current = Paragraph()
        func finish() {
            paragraphs.append(current)
            wrap(current, index: paragraphs.count - 1, mode: lineBreakMode, fits: fits, into: &spans, until: limit)
            current = Paragraph()
        }
        for character in text {
            if spans.count > limit { break }
            if Paragraph.isHardBreak(character) { finish() } else { current.append(character, face: face) }
        }
        // A trailing hard break ends the last paragraph; it does not open an empty one (UILabel).
        if spans.count <= limit && !current.isEmpty { finish() }

        let truncated = spans.count > limit
        let kept = truncated ? Array(spans.prefix(limit)) : spans
        var lines = kept.map { span -> TextLine in
            let paragraph = paragraphs[span.paragraph]
            let end = paragraph.visibleEnd(span.start, span.end)
            return TextLine(text: paragraph.text(span.start, end),
                            width: face.points(paragraph.units(span.start, end), size: size))
        }
        var isTruncated = truncated
        if truncated, let last = kept.last {
            let paragraph = paragraphs[last.paragraph]
            switch lineBreakMode {
            case .byWordWrapping, .byCharWrapping:
                break
            case .byClipping:
                let end = paragraph.visibleEnd(last.start, paragraph.count)
                lines[lines.count - 1] = TextLine(text: paragraph.text(last.start, end),
                                                  width: face.points(paragraph.units(last.start, end), size: size))
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
        return TextBlock(lines: lines, metrics: face.metrics(size: size), isTruncated: isTruncated)
    }

    /// Greedy first-fit breaking of one paragraph, appending spans until there are more than `until`.
    /// Each character is examined at most twice (once more after a break moves it to the next line).
    private func wrap(_ paragraph: Paragraph, index: Int, mode: LineBreakMode, fits: (Int) -> Bool,
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
                if paragraph.isSpace[k] { k += 1; continue }
                if k > start && (mode == .byCharWrapping || paragraph.isWordBreak(before: k)) { lastBreak = k }
                if !fits(paragraph.units(start, k + 1)) {
                    // Back to the last break opportunity; a word alone wider than the line is broken
                    // between characters, and a line always takes at least one character.
                    end = lastBreak > start ? lastBreak : max(k, start + 1)
                    break
                }
                k += 1
            }
            while end < n && paragraph.isSpace[end] { end += 1 }
            spans.append(Span(paragraph: index, start: start, end: end))
            start = end
        }
    }

    private var ellipsisUnits: Int { face.advance(of: Typesetter.ellipsis) }

    private func line(_ text: String) -> TextLine {
        TextLine(text: text, width: face.width(of: text, size: size))
    }

    /// The rest of the paragraph from `start`, cut after the last character for which it and "…" fit.
    /// Stops at the first character that does not fit, so the cost is bounded by the line's length.
    private func truncateTail(_ paragraph: Paragraph, from start: Int, fits: (Int) -> Bool) -> TextLine {
        var keep = start
        for k in start..<paragraph.count where !paragraph.isSpace[k] {
            let last = paragraph.characters[k].unicodeScalars.last!
            let units = paragraph.units(start, k + 1) + face.kerning(last, Typesetter.ellipsis) + ellipsisUnits
            guard fits(units) else { break }
            keep = k + 1
        }
        return line(paragraph.text(start, keep) + "\u{2026}")
    }

    /// "…" followed by the longest tail of the paragraph (from `start`) that fits with it.
    private func truncateHead(_ paragraph: Paragraph, from start: Int, fits: (Int) -> Bool) -> TextLine {
        let end = paragraph.visibleEnd(start, paragraph.count)
        var keep = end
        var k = end - 1
        while k >= start {
            if !paragraph.isSpace[k] {
                let first = paragraph.characters[k].unicodeScalars.first!
                let units = ellipsisUnits + face.kerning(Typesetter.ellipsis, first) + paragraph.units(k, end)
                guard fits(units) else { break }
                keep = k
            }
            k -= 1
        }
        return line("\u{2026}" + paragraph.text(keep, end))
    }

    /// A head and a tail of the paragraph (from `start`) around "…", grown one character at a time on
    /// whichever side is narrower, so the ellipsis sits near the middle of what is shown.
    private func truncateMiddle(_ paragraph: Paragraph, from start: Int, fits: (Int) -> Bool) -> TextLine {
        let end = paragraph.visibleEnd(start, paragraph.count)
        var head = start   // characters start..<head shown before the ellipsis
        var tail = end     // characters tail..<end shown after it
        func total(_ h: Int, _ t: Int) -> Int {
            var units = ellipsisUnits + paragraph.units(start, h) + paragraph.units(t, end)
            if h > start { units += face.kerning(paragraph.characters[h - 1].unicodeScalars.last!, Typesetter.ellipsis) }
            if t < end { units += face.kerning(Typesetter.ellipsis, paragraph.characters[t].unicodeScalars.first!) }
            return units
        }
        while head < tail {
            let growHead = paragraph.units(start, head) <= paragraph.units(tail, end)
            let (h, t) = growHead ? (head + 1, tail) : (head, tail - 1)
            guard fits(total(h, t)) else { break }
            (head, tail) = (h, t)
        }
        let before = paragraph.text(start, paragraph.visibleEnd(start, head))
        var after = tail
        while after < end && paragraph.isSpace[after] { after += 1 }
        return line(before + "\u{2026}" + paragraph.text(after, end))
    }
}
