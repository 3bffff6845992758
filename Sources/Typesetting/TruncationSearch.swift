/// How a truncating line break mode finds where to cut: among the cuts it would try in turn,
/// each giving back one more character, the first whose line, shaped with "…", fits.
///
/// Why halving: trying the cuts in turn shapes the whole line once per character given back.
/// A cut is usually found at once, since the widths measured in the paragraph put it there,
/// but a font whose contextual forms widen every line shaped with "…" makes every cut fail
/// until none is left: a label of thousands of characters would then be shaped thousands of
/// times. Halving shapes at most `2 + log₂(count)` lines. Where each cut's line is no wider
/// than the one before it, as in every font whose widths grow with the text, it finds the
/// cut trying them in turn finds.
enum TruncationSearch {
    /// The line of the first of `count` cuts (`count ≥ 1`), ordered from the longest line to
    /// the shortest, whose shaped line fits; the last cut's line when none fits. `line(k)`
    /// shapes the line of cut `k`.
    static func firstFitting(_ count: Int, fits: (Double) -> Bool, line: (Int) -> TextLine) -> TextLine {
        let first = line(0)
        guard count > 1, !fits(first.width) else { return first }
        // Cut `low` does not fit; cut `high` fits, or is the last and taken anyway.
        var low = 0, high = count - 1
        var fitting: TextLine?
        while high - low > 1 {
            let middle = low + (high - low) / 2
            let candidate = line(middle)
            if fits(candidate.width) {
                high = middle
                fitting = candidate
            } else {
                low = middle
            }
        }
        return fitting ?? line(high)
    }
}
