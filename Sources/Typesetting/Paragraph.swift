import CHarfBuzz

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
    /// The paragraph's glyphs in order, each with its character's index and face.
    private var glyphs: [(character: Int, face: FontFace, glyph: ShapedGlyph)] = []
    /// `firstGlyph[k]`: the index in `glyphs` of the first glyph of character `k` or later, when
    /// glyphs follow their characters' order (left-to-right text); nil otherwise.
    private var firstGlyph: [Int]?
    /// The one script of the paragraph's letters (`hb_unicode_script` other than Common,
    /// Inherited or Unknown), nil when it has several or none: HarfBuzz guesses a run's script
    /// from its first letter, so a line cut from a one-script paragraph is shaped as its own text.
    private var script: hb_script_t?

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
        glyphs.removeAll(keepingCapacity: true)
        Shaping.forEachGlyph(of: characters, font: font) { character, face, glyph in
            glyphs.append((character, face, glyph))
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
        var first = [Int](repeating: glyphs.count, count: characters.count + 1)
        var ordered = true
        for (g, placed) in glyphs.enumerated().reversed() {
            if g + 1 < glyphs.count && glyphs[g + 1].character < placed.character { ordered = false }
            first[placed.character] = g
        }
        // Characters without a glyph of their own (inside a ligature) start where the next one does.
        for k in stride(from: characters.count - 1, through: 0, by: -1) where first[k] > first[k + 1] { first[k] = first[k + 1] }
        firstGlyph = ordered ? first : nil
        script = Self.script(of: characters)
    }

    private static let common: hb_script_t = HB_SCRIPT_COMMON, inherited: hb_script_t = HB_SCRIPT_INHERITED,
                       unknown: hb_script_t = HB_SCRIPT_UNKNOWN

    private static func script(of characters: [Character]) -> hb_script_t? {
        let functions = hb_unicode_funcs_get_default()
        var found: hb_script_t?
        for character in characters {
            for scalar in character.unicodeScalars {
                let s = hb_unicode_script(functions, scalar.value)
                if s == common || s == inherited || s == unknown { continue }
                if let f = found, f != s { return nil }
                found = s
            }
        }
        return found
    }

    /// Characters `start..<end` as a line, from the paragraph's glyphs, when that is exactly the
    /// line shaped on its own: glyphs in character order, one script, a letter in the line, and
    /// HarfBuzz saying the text may be cut at both ends without shaping again. Nil otherwise.
    func line(_ start: Int, _ end: Int) -> TextLine? {
        guard let font, let firstGlyph, let script, end > start else { return nil }
        let from = firstGlyph[start], to = firstGlyph[end]
        // A cut inside a cluster (a ligature's later characters) leaves its glyph on one side.
        guard from == glyphs.count || glyphs[from].character == start, to == glyphs.count || glyphs[to].character == end else { return nil }
        if start > 0 && from < glyphs.count && glyphs[from].glyph.unsafeToBreak { return nil }
        if end < characters.count && to < glyphs.count && glyphs[to].glyph.unsafeToBreak { return nil }
        guard Self.script(of: Array(characters[start..<end])) == script else { return nil }
        return Typesetter.assemble(text(start, end), characters: end - start, font: font) { body in
            for g in from..<to { body(glyphs[g].character - start, glyphs[g].face, glyphs[g].glyph) }
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
