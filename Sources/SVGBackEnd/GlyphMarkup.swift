import Geometry
import Markup
import RenderTree

/// Glyph outlines as SVG: one `<path>` per glyph in a `<defs>`, and each line as `<use>`s of
/// them in a group that scales font units to points. Both back ends print glyphs this way (HTML
/// inside inline `<svg>` elements), so they draw the same shapes.
public struct GlyphMarkup {
    /// Each glyph of the tree with an outline, in the order a painting walk first meets it.
    public let glyphs: [Glyph]
    private let ids: [Glyph: Int]

    /// Collects the glyphs of every text run, in painting order, so ids are the same on every run.
    public init(_ tree: RenderTree) {
        var glyphs: [Glyph] = []
        var ids: [Glyph: Int] = [:]
        for index in tree.paintOrder {
            for run in tree.nodes[index].text {
                for placed in run.glyphs where !placed.glyph.outline.isEmpty && ids[placed.glyph] == nil {
                    ids[placed.glyph] = glyphs.count
                    glyphs.append(placed.glyph)
                }
            }
        }
        self.glyphs = glyphs
        self.ids = ids
    }

    /// `<path id="gN" d="…"/>` for every glyph, in font units, y up.
    public func definitions(_ out: inout MarkupWriter) {
        for (k, glyph) in glyphs.enumerated() {
            out.line(#"<path id="g\#(k)" d="\#(GlyphMarkup.pathData(glyph.outline))"/>"#)
        }
    }

    /// The run's glyphs, its baseline at `origin`: a group per stretch of glyphs from faces with
    /// the same em, flipping and scaling font units into points, holding one `<use>` per glyph
    /// placed at its x (and y) in font units. `paint` is the group's fill attributes.
    public func glyphs(of run: TextRun, origin: Point, paint: String) -> [String] {
        var lines: [String] = []
        var start = 0
        let f = NumberText.format
        let placed = run.glyphs
        while start < placed.count {
            let em = placed[start].glyph.unitsPerEm
            var end = start + 1
            while end < placed.count && placed[end].glyph.unitsPerEm == em { end += 1 }
            let scale = run.fontSize / Double(em)
            var uses = ""
            for glyph in placed[start..<end] {
                guard let id = ids[glyph.glyph] else { continue }
                // Font units to a hundredth: 1/100 of a unit is under 1/10,000 pt at any size.
                uses += ##"<use xlink:href="#g\##(id)" x="\##(NumberText.precise(glyph.x / scale, fractionDigits: 2))""##
                if glyph.y != 0 { uses += #" y="\#(NumberText.precise(-glyph.y / scale, fractionDigits: 2))""# }
                uses += "/>"
            }
            if !uses.isEmpty {
                let s = NumberText.precise(scale, fractionDigits: 12), t = NumberText.precise(-scale, fractionDigits: 12)
                let matrix = "\(s) 0 0 \(t) \(f(origin.x)) \(f(origin.y))"
                lines.append(#"<g transform="matrix(\#(matrix))"\#(paint)>\#(uses)</g>"#)
            }
            start = end
        }
        return lines
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
            case .close: d += "Z"
            }
        }
        return d
    }
}
