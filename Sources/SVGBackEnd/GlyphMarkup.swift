import Geometry
import Markup
import RenderTree

/// Glyph outlines as SVG: one `<path>` per glyph in a `<defs>`, each word that recurs as one
/// group of `<use>`s of them, and each line as `<use>`s of words and glyphs in a group that
/// scales font units to points. Both back ends print glyphs this way (HTML inside inline
/// `<svg>` elements), so they draw the same shapes.
///
/// A word here is a stretch of outlined glyphs between blank ones (spaces) from faces with one
/// em, with the same glyphs at the same offsets from the first: the same word set in the same
/// font and size. Text repeats its words (a list's row titles, a paragraph's "the"), so a file
/// defines each recurring word once and a line costs one `<use>` a word; a word met once is
/// printed glyph by glyph where it stands. Either way each glyph lands on the same font unit.
public struct GlyphMarkup {
    /// Each glyph of the tree with an outline, in the order a painting walk first meets it.
    public let glyphs: [Glyph]
    /// Each glyph's id by `identity(of:)`, which hashes two integers rather than a glyph.
    private let ids: [Int: Int]
    /// The words met more than once, as their glyphs' ids and offsets, in the order first met.
    private let words: [[(glyph: Int, dx: Int)]]
    private let wordIDs: [[Int]: Int]
    /// `<use xlink:href="#gN" x="`, by glyph id and by word id: most of the bytes of a line.
    private let glyphUse: [String]
    private let wordUse: [String]
    /// Each text run's `<use>`s, by node index and then run, in groups of one em: built once
    /// here for both printers, which only wrap them in their own origin and paint.
    private let uses: [Int: [[Group]]]

    /// The `<use>`s of a stretch of glyphs from faces with one em.
    private struct Group {
        var em: Int
        var uses: String
    }

    /// Collects the glyphs and recurring words of every text run, in painting order, so ids are
    /// the same on every run.
    public init(_ tree: RenderTree) {
        var glyphs: [Glyph] = []
        var ids: [Int: Int] = [:]
        var seen: [[Int]: Bool] = [:]  // false: met once so far
        var order: [[Int]] = []
        var stretches: [(node: Int, runs: [(stretches: [Stretch], ids: [Int?])])] = []
        // A tree without text, such as a large scene of frames, has nothing to collect: it is
        // checked in place, without making the painting order or copying a node out.
        let hasText = tree.nodes.withUnsafeBufferPointer { nodes in nodes.indices.contains { !nodes[$0].text.isEmpty } }
        for index in hasText ? tree.paintOrder : [] where !tree.nodes[index].text.isEmpty {
            var runs: [(stretches: [Stretch], ids: [Int?])] = []
            for run in tree.nodes[index].text {
                let placed = run.glyphs
                for k in placed.indices where !placed[k].glyph.outline.isEmpty || placed[k].glyph.text != nil {
                    let identity = Self.identity(of: placed[k].glyph)
                    if ids[identity] == nil {
                        ids[identity] = glyphs.count
                        glyphs.append(placed[k].glyph)
                    }
                }
                var found: [Stretch] = [], glyphIDs: [Int?] = []
                Self.forEachStretch(of: run, ids: ids) { stretch, id in
                    found.append(stretch)
                    glyphIDs = id
                    guard let key = stretch.key else { return }
                    if let again = seen[key] {
                        if !again { seen[key] = true; order.append(key) }
                    } else {
                        seen[key] = false
                    }
                }
                runs.append((found, glyphIDs))
            }
            stretches.append((index, runs))
        }
        var wordIDs: [[Int]: Int] = [:]
        for (k, key) in order.enumerated() { wordIDs[key] = k }
        self.glyphs = glyphs
        self.ids = ids
        self.wordIDs = wordIDs
        self.words = order.map(Self.unpack)
        let glyphUse = glyphs.indices.map { ##"<use xlink:href="#g\##($0)" x=""## }
        let wordUse = order.indices.map { ##"<use xlink:href="#w\##($0)" x=""## }
        self.glyphUse = glyphUse
        self.wordUse = wordUse
        var uses: [Int: [[Group]]] = [:]
        for (index, runs) in stretches {
            let text = tree.nodes[index].text
            uses[index] = zip(text, runs).map { run, found in
                Self.groups(of: run, stretches: found.stretches, ids: found.ids, wordIDs: wordIDs, glyphUse: glyphUse, wordUse: wordUse)
            }
        }
        self.uses = uses
    }

    /// `<path id="gN" d="…"/>` for every glyph, in font units, y up (a glyph drawn as text, an
    /// emoji, is its characters in its families, turned upright again), then `<g id="wN">` for
    /// every recurring word, its first glyph at 0.
    public func definitions(_ out: inout MarkupWriter) {
        for (k, glyph) in glyphs.enumerated() {
            if let text = glyph.text {
                let families = text.families.map { "'" + TextRun.safeFamily($0) + "'" }.joined(separator: ",")
                out.line(#"<text id="g\#(k)" transform="scale(1 -1)" font-family="\#(families)" font-size="\#(NumberText.format(text.size))">"#
                         + MarkupWriter.escape(text.characters) + "</text>")
            } else {
                out.line(#"<path id="g\#(k)" d="\#(GlyphMarkup.pathData(glyph.outline))"/>"#)
            }
        }
        for (k, word) in words.enumerated() {
            var line = #"<g id="w\#(k)">"#
            for (glyph, dx) in word { line += glyphUse[glyph] + String(dx) + #""/>"# }
            out.line(line + "</g>")
        }
    }

    /// One stretch of a run: outlined glyphs `range` of one em, the key of the word they make
    /// when every glyph sits on the baseline (nil otherwise: marks are placed glyph by glyph),
    /// and each glyph's x in whole font units.
    private struct Stretch {
        var range: Range<Int>
        var key: [Int]?
        var x: [Int]
    }

    /// A glyph's face and index in one integer.
    private static func identity(of glyph: Glyph) -> Int { glyph.face << 32 | Int(glyph.id) }

    /// Calls `body` with each stretch of `run` between blank glyphs and em changes, and the ids
    /// of the run's glyphs (nil: blank).
    ///
    /// A key packs each glyph's id and its offset from the stretch's first glyph, both in font
    /// units, into one integer, so equal keys are equal words.
    private static func forEachStretch(of run: TextRun, ids: [Int: Int], _ body: (Stretch, [Int?]) -> Void) {
        let placed = run.glyphs
        let id = placed.map { ids[identity(of: $0.glyph)] }
        var start = 0
        while start < placed.count {
            guard id[start] != nil else { start += 1; continue }
            let em = placed[start].glyph.unitsPerEm
            var end = start + 1
            while end < placed.count && id[end] != nil && placed[end].glyph.unitsPerEm == em { end += 1 }
            let scale = run.fontSize / Double(em)
            var x: [Int] = [], key: [Int]? = []
            x.reserveCapacity(end - start)
            key?.reserveCapacity(end - start)
            // Fields read in place: a copy of a placed glyph retains its outline and text.
            for k in start..<end {
                x.append(units(placed[k].x / scale))
                if placed[k].y != 0 { key = nil }
                if key != nil, let id = id[k] { key!.append(id << 32 | (x[x.count - 1] - x[0]) & 0xffff_ffff) }
            }
            body(Stretch(range: start..<end, key: (key?.count ?? 0) > 1 ? key : nil, x: x), id)
            start = end
        }
    }

    /// Whole font units: half a unit is under 0.01 pt at any size a screen uses (0.5 / 1000 em
    /// at 17 pt is 0.0085 pt), far below a device pixel.
    private static func units(_ v: Double) -> Int {
        guard v.isFinite, abs(v) < 1e15 else { return 0 }
        return Int(v.rounded(.toNearestOrAwayFromZero))
    }

    private static func unpack(_ key: [Int]) -> [(glyph: Int, dx: Int)] {
        key.map { ($0 >> 32, Int(Int32(truncatingIfNeeded: $0))) }
    }

    /// The run's glyphs, its baseline at `origin`: a group per stretch of glyphs from faces with
    /// the same em, flipping and scaling font units into points, holding one `<use>` per word
    /// defined above and per other glyph, placed at its x (and y) in font units. `paint` is the
    /// group's fill attributes. `node` and `index` say where the run is in the tree this markup
    /// was collected from: the node's index and the run's among its text (every node of the
    /// tree is met collecting; a run the tree does not hold draws nothing, as a glyph it does
    /// not hold never did).
    public func glyphs(of run: TextRun, node: Int, index: Int, origin: Point, paint: String) -> [String] {
        let f = NumberText.format
        let groups = uses[node].flatMap { index < $0.count ? $0[index] : nil } ?? []
        return groups.map { group in
            let scale = run.fontSize / Double(group.em)
            let s = NumberText.precise(scale, fractionDigits: 12), t = NumberText.precise(-scale, fractionDigits: 12)
            return #"<g transform="matrix(\#(s) 0 0 \#(t) \#(f(origin.x)) \#(f(origin.y)))"\#(paint)>"# + group.uses + "</g>"
        }
    }

    /// A run's `<use>`s in groups of one em, from its stretches and its glyphs' ids.
    private static func groups(of run: TextRun, stretches: [Stretch], ids id: [Int?], wordIDs: [[Int]: Int], glyphUse: [String],
                               wordUse: [String]) -> [Group] {
        var groups: [Group] = []
        var uses = ""
        var em = 0
        let placed = run.glyphs
        for stretch in stretches {
            let stretchEm = placed[stretch.range.lowerBound].glyph.unitsPerEm
            if stretchEm != em {
                if !uses.isEmpty { groups.append(Group(em: em, uses: uses)) }
                uses = ""
                em = stretchEm
            }
            if let key = stretch.key, let word = wordIDs[key] {
                uses += wordUse[word]
                uses += String(stretch.x[0])
                uses += #""/>"#
                continue
            }
            let scale = run.fontSize / Double(em)
            for (k, index) in stretch.range.enumerated() {
                guard let glyph = id[index] else { continue }
                uses += glyphUse[glyph]
                uses += String(stretch.x[k])
                uses += "\""
                if placed[index].y != 0 { uses += #" y=""# + String(Self.units(-placed[index].y / scale)) + "\"" }
                uses += "/>"
            }
        }
        if !uses.isEmpty { groups.append(Group(em: em, uses: uses)) }
        return groups
    }

    /// An outline as path data, absolute commands, numbers as `NumberText` prints them.
    static func pathData(_ path: Path) -> String {
        let f = NumberText.format
        var d = ""
        for element in path.elements {
            switch element {
            case .move(let p): d += "M\(f(p.x)) \(f(p.y))"
            case .line(let p): d += "L\(f(p.x)) \(f(p.y))"
            case .quad(let c, let p): d += "Q\(f(c.x)) \(f(c.y)) \(f(p.x)) \(f(p.y))"
            case .cubic(let c1, let c2, let p): d += "C\(f(c1.x)) \(f(c1.y)) \(f(c2.x)) \(f(c2.y)) \(f(p.x)) \(f(p.y))"
            case .arc(let radii, let large, let clockwise, let p):
                d += "A\(f(radii.width)) \(f(radii.height)) 0 \(large ? 1 : 0) \(clockwise ? 1 : 0) \(f(p.x)) \(f(p.y))"
            case .close: d += "Z"
            }
        }
        return d
    }
}
