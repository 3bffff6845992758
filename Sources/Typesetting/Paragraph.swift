/// The text between two hard breaks, shaped once into prefix sums so any run's width is one
/// subtraction. This is what keeps line breaking linear: no line is re-measured from its start
/// while characters are added; only the lines finally kept are shaped again on their own.
struct Paragraph {
    /// Grapheme clusters: the smallest unit a line may be broken at or truncated to.
    private(set) var characters: [Character] = []
    /// What each character means to line breaking.
    private(set) var kinds: [LineBreakRules.Kind] = []
    /// For each face of the cascade the paragraph uses: `units[k]` = font units of that face's
    /// glyphs in `characters[0..<k]`, as shaped within the whole paragraph. Integers, so a run's
    /// width is exact differences scaled once per face (`Font.width(units:characters:)`), equal to
    /// the width of the same glyphs measured any other way; kerning across a run's edge makes it
    /// differ from the run shaped alone by at most one kerning pair.
    private var prefixes: [(face: FontFace, units: [Int])] = []
    private var font: Font?

    var count: Int { characters.count }
    var isEmpty: Bool { characters.isEmpty }

    mutating func append(_ character: Character) {
        characters.append(character)
        kinds.append(LineBreakRules.kind(of: character))
    }

    /// Shapes the paragraph with `font`, one HarfBuzz call per run of characters drawn by the same
    /// face of the cascade, and fills `prefix`.
    mutating func measure(with font: Font) {
        self.font = font
        var perFace: [Int: [Int]] = [:]
        var order: [(Int, FontFace)] = []
        Shaping.forEachGlyph(of: characters, font: font) { character, face, glyph in
            let key = face.serial
            if perFace[key] == nil {
                perFace[key] = [Int](repeating: 0, count: characters.count)
                order.append((key, face))
            }
            perFace[key]![character] += glyph.advance
        }
        prefixes = order.map { key, face in
            var units = [0]
            units.reserveCapacity(characters.count + 1)
            var total = 0
            for advance in perFace[key]! {
                total += advance
                units.append(total)
            }
            return (face, units)
        }
    }

    /// Points of `characters[start..<end]`, tracking included.
    func width(_ start: Int, _ end: Int) -> Double {
        guard end > start, let font else { return 0 }
        return font.width(units: prefixes.map { ($0.face, $0.units[end] - $0.units[start]) }, characters: end - start)
    }

    func isSpace(_ k: Int) -> Bool { kinds[k] == .space }

    /// `end` moved back over breaking spaces: where the visible part of a line ends.
    func visibleEnd(_ start: Int, _ end: Int) -> Int {
        var end = end
        while end > start && isSpace(end - 1) { end -= 1 }
        return end
    }

    func text(_ start: Int, _ end: Int) -> String {
        end <= start ? "" : String(characters[start..<end])
    }

    /// Whether a line may end before character `k` (which is not a space) in word-wrapping modes.
    func isWordBreak(before k: Int) -> Bool {
        guard k > 0 else { return false }
        if isSpace(k - 1) { return kinds[k] != .closing }
        return LineBreakRules.mayBreak(between: kinds[k - 1], and: kinds[k], twoBack: k >= 2 ? kinds[k - 2] : nil,
                                       nextIsNumber: characters[k].isNumber)
    }
}
