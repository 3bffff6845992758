import Foundation
import SceneCompiler
import TestSupport
import XCTest

/// The deepest scene `--max-depth` allows, nested the way that nests the markup deepest
/// (`DeepestScene`), against the renderers' own nesting limits: `xmllint --noout` and
/// `rsvg-convert` (libxml2 without `XML_PARSE_HUGE`: 257 elements at most) take its SVG, and
/// Chromium's HTML parser (which stops nesting past 513) keeps its HTML's innermost boxes where
/// the markup puts them; in each, the innermost view is painted where it lies, clipped by its
/// ancestors, and takes the touch at its centre. One level deeper is an error.
final class MarkupDepthTests: XCTestCase {
    static let levels = ResourceLimits.deepestAllowed
    static let side = DeepestScene.side(levels: levels)
    /// The innermost view's centre.
    static let centre = side / 2
    /// Inside the innermost view's turned square, clear of its title: it paints there.
    static let inside = (x: centre, y: centre - 50)
    /// Inside the view at level `levels - 1` but outside the innermost view's turned square.
    static let beside = (x: levels + 10, y: levels + 10)
    /// Inside the innermost view's turned square and the view at `levels - 2`, outside the one at
    /// `levels - 1` (the pixel row from `levels - 2` to `levels - 1`), whose clip must hide the
    /// innermost view there.
    static let clipped = (x: centre, y: levels - 2)

    func testTheDeepestSceneIsRenderedAsNestedByEveryRenderer() throws {
        let dir = try Repository.temporaryDirectory("depth")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = Compiler.compile(SceneSource(path: dir + "/deepest.xml", bytes: Array(DeepestScene.xml(levels: Self.levels).utf8)))
        XCTAssertTrue(result.succeeded, result.diagnostics.map(\.rendered).joined(separator: "\n"))
        let svg = try XCTUnwrap(result.artifacts.first { $0.fileName == "deepest.svg" }).contents
        let html = try XCTUnwrap(result.artifacts.first { $0.fileName == "deepest.html" }).contents
        try svg.write(toFile: dir + "/deepest.svg", atomically: true, encoding: .utf8)
        try html.write(toFile: dir + "/deepest.html", atomically: true, encoding: .utf8)

        // The markup's nesting, counted from the text: two elements a level in the SVG, three
        // in the HTML, over a fixed 5 and 6 (ResourceLimits.deepestAllowed has the breakdown).
        let svgDepth = Self.depths(svg, marking: #"id="innermost""#)
        let htmlDepth = Self.depths(html, marking: #"data-view="innermost""#)
        XCTAssertEqual(svgDepth.deepest, 5 + 2 * Self.levels)
        XCTAssertEqual(htmlDepth.deepest, 6 + 3 * Self.levels)
        XCTAssertLessThanOrEqual(svgDepth.deepest, 257, "libxml2 without XML_PARSE_HUGE refuses 258")
        XCTAssertLessThanOrEqual(htmlDepth.deepest, 513, "Chromium's HTML parser stops nesting past 513")
        print("markup depth at \(Self.levels) levels: SVG \(svgDepth.deepest), HTML \(htmlDepth.deepest)")

        let xmllint = try Subprocess.run("xmllint", ["--noout", dir + "/deepest.svg"])
        XCTAssertEqual(xmllint.status, 0, "xmllint: \(xmllint.stderr.prefix(500))")

        let rsvg = try Subprocess.run("rsvg-convert", ["-o", dir + "/rsvg.png", dir + "/deepest.svg"])
        XCTAssertEqual(rsvg.status, 0, "rsvg-convert: \(rsvg.stderr.prefix(500))")
        try assertPixels(try PNGImage(contentsOf: dir + "/rsvg.png"), "rsvg-convert")

        for file in ["deepest.svg", "deepest.html"] {
            try Chromium.screenshot(dir + "/" + file, to: dir + "/\(file).png", width: Self.side + 100, height: Self.side + 100)
            try assertPixels(try PNGImage(contentsOf: dir + "/\(file).png"), "Chromium \(file)")
        }

        // In Chromium's DOM: the innermost paint and hit boxes as deep as the markup has them, no
        // element re-parented (the deepest as deep as the markup's), and the touch at the
        // innermost view's centre going to it.
        struct Job: Encodable { let src: String; let w: Int; let h: Int }
        struct Answer: Decodable, Equatable { let painted: Int; let hit: Int; let deepest: Int; let touched: String? }
        let jobs = [Job(src: "deepest.html", w: Self.side, h: Self.side), Job(src: "deepest.svg", w: Self.side, h: Self.side)]
        let harness = dir + "/harness.html"
        try Chromium.pageHarness(jobs: String(decoding: try JSONEncoder().encode(jobs), as: UTF8.self), measure: """
            const depth = e => { let k = 0; for (; e; e = e.parentElement) k++; return k; };
            let deepest = 0;
            for (const e of d.querySelectorAll("*")) deepest = Math.max(deepest, depth(e));
            const svg = job.src.endsWith(".svg");
            const painted = d.querySelector(svg ? "#innermost" : '.paint [data-view="innermost"]');
            const hit = d.querySelector(svg ? "#hit-\(Self.levels)" : '.hit [data-view="innermost"]');
            const at = d.elementFromPoint(\(Self.centre), \(Self.centre));
            const touched = at ? (svg ? at.getAttribute("id") : at.getAttribute("data-view")) : null;
            return {painted: depth(painted), hit: depth(hit), deepest, touched};
            """).write(toFile: harness, atomically: true, encoding: .utf8)
        let answers = try JSONDecoder().decode([Answer].self, from: Data(try Chromium.result(inDOM: try Chromium.dumpDOM(harness)).utf8))
        let svgHit = Self.depths(svg, marking: #"id="hit-\#(Self.levels)""#).marked
        let htmlHit = Self.depths(html, marking: #"class="touch" data-view="innermost""#).marked
        XCTAssertEqual(answers, [Answer(painted: htmlDepth.marked, hit: htmlHit, deepest: htmlDepth.deepest, touched: "innermost"),
                                 Answer(painted: svgDepth.marked, hit: svgHit, deepest: svgDepth.deepest, touched: "hit-\(Self.levels)")])
    }

    /// The scene one level deeper is refused at its innermost view, before anything is printed.
    func testOneLevelDeeperIsAnError() {
        let levels = Self.levels + 1
        let result = Compiler.compile(SceneSource(path: "deeper.xml", bytes: Array(DeepestScene.xml(levels: levels).utf8)))
        XCTAssertFalse(result.succeeded)
        XCTAssertEqual(result.artifacts.count, 0)
        XCTAssertEqual(result.diagnostics.map(\.rendered),
                       ["deeper.xml:\(levels + 1):1: error: views and layers are nested more than \(Self.levels) deep; the limit is \(Self.levels) (--max-depth)"])
    }

    private func assertPixels(_ png: PNGImage, _ renderer: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let probes = [("inside the innermost view", Self.inside, DeepestScene.innermostColor),
                      ("beside it, in its parent", Self.beside, DeepestScene.color(level: Self.levels - 1)),
                      ("where its parent clips it", Self.clipped, DeepestScene.color(level: Self.levels - 2))]
        for (name, point, color) in probes {
            XCTAssertTrue(png.pixel(point.x, point.y, isCloseTo: color, tolerance: 8),
                          "\(renderer), \(name) at \(point): \(png.pixel(point.x, point.y)), not \(color)", file: file, line: line)
        }
    }

    /// How deep the markup nests: its deepest element, and the element whose start tag holds
    /// `marking` (0 when none does), counting the outermost element as 1. The text of `<script>`
    /// and `<style>` is skipped, and HTML's void elements (`<meta>`, `<img>`) close themselves.
    static func depths(_ markup: String, marking: String) -> (deepest: Int, marked: Int) {
        let text = Array(markup.utf8), lt = UInt8(ascii: "<"), gt = UInt8(ascii: ">"), slash = UInt8(ascii: "/")
        let mark = Array(marking.utf8)
        var depth = 0, deepest = 0, marked = 0, i = 0
        while i < text.count {
            guard text[i] == lt, i + 1 < text.count else { i += 1; continue }
            var end = i + 1
            while end < text.count && text[end] != gt { end += 1 }
            let tag = Array(text[i..<min(end + 1, text.count)])
            defer { i = end + 1 }
            if tag[1] == slash { depth -= 1; continue }
            if tag[1] == UInt8(ascii: "!") || tag[1] == UInt8(ascii: "?") { continue }
            let name = String(decoding: tag.dropFirst().prefix { $0 != UInt8(ascii: " ") && $0 != gt && $0 != slash }, as: UTF8.self)
            let opens = tag[tag.count - 2] != slash && !["meta", "img", "br", "input", "link"].contains(name)
            deepest = max(deepest, depth + 1)
            if marked == 0, tag.count >= mark.count, (0...(tag.count - mark.count)).contains(where: { tag[$0..<($0 + mark.count)].elementsEqual(mark) }) {
                marked = depth + 1
            }
            if opens { depth += 1 }
            if name == "script" || name == "style" {
                // Skip to the closing tag: the element's text is not markup.
                let close = Array("</\(name)>".utf8)
                var k = end + 1
                while k + close.count <= text.count && !text[k..<(k + close.count)].elementsEqual(close) { k += 1 }
                end = k - 1
            }
        }
        return (deepest, marked)
    }
}
