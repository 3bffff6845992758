import Foundation
import Geometry
import HTMLBackEnd
import Layering
import Layout
import RenderTree
import SVGBackEnd
import TestSupport
import XCTest

@testable import SceneCompiler

/// Chromium draws every line of every label and button in the samples where scenec laid it
/// out: the line's rendered box lies inside the view's frame, and its rendered width is within
/// 1 pt of the width scenec measured with FreeType. HTML lines are measured with a DOM range,
/// SVG lines with `getComputedTextLength` and their bounding box. In the HTML, the selectable
/// text layer lines up with the glyph outlines under it: each line's range starts within 1 px
/// of where the outlines start, and the outlines' painted bounds lie inside the range's
/// rectangle, give or take 1 px.
final class TextConformanceTests: XCTestCase {
    static let tolerance = 1.0

    private struct Expected {
        var page: String
        var text: String
        var width: Double
        /// The frame of the view drawing the line, in the scene's coordinates.
        var frame: Rect
    }

    func testEveryLineFitsItsViewAndHasScenecsWidth() throws {
        let dir = try Repository.temporaryDirectory("text")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var jobs: [Chromium.Page] = []
        var expected: [[Expected]] = []
        for path in Repository.samples {
            guard let unit = DocumentCompilation(try Self.source(path), viewports: .all).firstUnit(), let scene = unit.scene else { continue }
            for viewport in unit.viewports {
                let laidOut = unit.laidOut(at: viewport)
                guard let tree = laidOut.tree else { continue }
                let layout = laidOut.layout
                let lines = Self.lines(in: tree)
                guard !lines.isEmpty else { continue }
                // The SVG in live fonts (its widths are Chromium's shaping of the same font); the HTML with
                // outlines, measured through its transparent text layer, which must lie where the glyphs are.
                let printed = [("svg", SVGPrinter.print(tree, text: .fonts)), ("html", HTMLPrinter.print(tree, title: "text"))]
                for (ext, text) in printed {
                    let file = "\(jobs.count)-\(Compiler.fileName(scene, layout.viewport, ext))"
                    try text.write(toFile: dir + "/" + file, atomically: true, encoding: .utf8)
                    jobs.append(Chromium.Page(src: file, w: Int(layout.viewport.size.width.rounded(.up)), h: Int(layout.viewport.size.height.rounded(.up))))
                    expected.append(lines.map { Expected(page: file, text: $0.run.text, width: $0.run.width, frame: $0.frame) })
                }
            }
        }
        XCTAssertGreaterThan(jobs.count, 4, "the samples have text")

        let harness = dir + "/harness.html"
        try Self.harness(String(decoding: try JSONEncoder().encode(jobs), as: UTF8.self)).write(toFile: harness, atomically: true, encoding: .utf8)
        let answer = try Chromium.result(inDOM: try Chromium.dumpDOM(harness))
        // Per page, per line: [text, width, left, top, right, bottom].
        let measured = try JSONDecoder().decode([[[MeasuredValue]]].self, from: Data(answer.utf8))
        XCTAssertEqual(measured.count, jobs.count, String(answer.prefix(300)))

        var problems: [String] = [], checked = 0, aligned = 0, worst = 0.0, worstLine = ""
        for (page, lines) in zip(expected, measured) {
            XCTAssertEqual(lines.count, page.count, "\(page.first?.page ?? ""): every line is in the page")
            for (want, got) in zip(page, lines) {
                guard got.count == 6 || got.count == 12, case .text(let text) = got[0] else { problems.append("\(want.page): malformed answer"); continue }
                let v = got.dropFirst().map(\.number)
                checked += 1
                if abs(v[0] - want.width) > worst { (worst, worstLine) = (abs(v[0] - want.width), "\(want.page) '\(want.text)'") }
                if text != want.text { problems.append("\(want.page): '\(text)' drawn where '\(want.text)' was laid out") }
                if abs(v[0] - want.width) > Self.tolerance {
                    problems.append("\(want.page) '\(want.text)': Chromium \(v[0]) wide, scenec \(want.width)")
                }
                let f = want.frame, t = Self.tolerance
                if v[1] < f.minX - t || v[2] < f.minY - t || v[3] > f.maxX + t || v[4] > f.maxY + t {
                    problems.append("\(want.page) '\(want.text)': drawn at (\(v[1]), \(v[2]))–(\(v[3]), \(v[4])), outside its view's frame \(f)")
                }
                if v.count == 11 {
                    // [.., inkLeft, inkTop, inkRight, inkBottom, outlineStartX, outlineStartY]
                    aligned += 1
                    if abs(v[1] - v[9]) > t { problems.append("\(want.page) '\(want.text)': text layer starts at \(v[1]), its outlines at \(v[9])") }
                    if v[5] < v[1] - t || v[6] < v[2] - t || v[7] > v[3] + t || v[8] > v[4] + t || v[10] < v[2] || v[10] > v[4] {
                        problems.append("\(want.page) '\(want.text)': outlines painted at (\(v[5]), \(v[6]))–(\(v[7]), \(v[8])), baseline \(v[10]), outside the text layer's range (\(v[1]), \(v[2]))–(\(v[3]), \(v[4]))")
                    }
                }
            }
        }
        // The SVG and the HTML of one viewport (printed in that order) draw each line at one place.
        for k in stride(from: 0, to: min(measured.count, expected.count) - 1, by: 2) {
            for (i, (svg, html)) in zip(measured[k], measured[k + 1]).enumerated() where svg.count >= 6 && html.count >= 6 {
                let a = svg.dropFirst(2).map(\.number), b = html.dropFirst(2).map(\.number)
                if abs(a[0] - b[0]) > Self.tolerance || abs(a[1] - b[1]) > Self.tolerance {
                    problems.append("\(expected[k + 1].first?.page ?? ""): line \(i) starts at (\(b[0]), \(b[1])) in HTML, (\(a[0]), \(a[1])) in SVG")
                }
            }
        }
        print("text conformance: \(jobs.count) pages, \(checked) lines, largest width difference \(worst) pt (\(worstLine)), \(aligned) HTML lines checked against their outlines, \(problems.count) problems")
        XCTAssertGreaterThan(aligned, 100, "the HTML pages draw their text as outlines under a text layer")
        XCTAssertEqual(problems, [])
    }

    /// Every text run in paint order (the order both printers emit them), with its view's frame.
    private static func lines(in tree: RenderTree) -> [(run: TextRun, frame: Rect)] {
        guard !tree.nodes.isEmpty else { return [] }
        var result: [(TextRun, Rect)] = []
        var stack: [(index: Int, toRoot: Transform)] = [(0, tree.nodes[0].transform)]
        while let (index, toRoot) = stack.popLast() {
            let node = tree.nodes[index]
            let frame = toRoot.apply(to: node.placement.bounds)
            result += node.text.map { ($0, frame) }
            for child in node.children.reversed() { stack.append((child, tree.nodes[child].transform.concatenating(toRoot))) }
        }
        return result
    }

    private static func source(_ path: String) throws -> SceneSource {
        let data = try XCTUnwrap(FileManager.default.contents(atPath: path), "cannot read \(path)")
        return SceneSource(path: path, bytes: [UInt8](data))
    }

    /// Measures every line a page draws: its text, width, start and far corner.
    static func harness(_ jobs: String) -> String {
        Chromium.pageHarness(jobs: jobs, measure: """
            const lines = [];
            if (job.src.endsWith(".svg")) {
              // The first glyph's cell (its advance by the font's ascent and descent) gives where
              // the line starts; the text's box, transformed, gives where it ends.
              for (const t of d.querySelectorAll("text")) {
                const page = t.getScreenCTM(), cell = t.getNumberOfChars() > 0 ? t.getExtentOfChar(0) : null;
                const start = cell ? new DOMPoint(cell.x, cell.y).matrixTransform(page) : new DOMPoint(0, 0);
                const end = t.getBoundingClientRect();
                lines.push([t.textContent, t.getComputedTextLength(), start.x, start.y, end.right, end.bottom]);
              }
            } else {
              // With outlines, the inline <svg> before each text-layer line holds the line's glyphs:
              // their painted bounds, and the line's origin (each group's (0, 0) is the baseline's start).
              // The line is the box's first text node; a span after it holds what the line broke at.
              for (const e of d.querySelectorAll(".paint .text")) {
                const r = d.createRange(); r.selectNodeContents(e.firstChild);
                const rect = r.getBoundingClientRect();
                const line = [e.firstChild.textContent, rect.width, rect.left, rect.top, rect.right, rect.bottom];
                const svg = e.previousElementSibling;
                const groups = svg && svg.tagName.toLowerCase() === "svg" ? [...svg.children].filter(g => g.tagName === "g") : [];
                if (groups.length > 0) {
                  let ink = null;
                  for (const g of groups) {
                    const b = g.getBoundingClientRect();
                    if (b.width === 0 && b.height === 0) continue;
                    ink = ink ? [Math.min(ink[0], b.left), Math.min(ink[1], b.top), Math.max(ink[2], b.right), Math.max(ink[3], b.bottom)] : [b.left, b.top, b.right, b.bottom];
                  }
                  const start = new DOMPoint(0, 0).matrixTransform(groups[0].getScreenCTM());
                  if (ink) line.push(...ink, start.x, start.y);
                }
                lines.push(line);
              }
            }
            return lines;
            """)
    }
}

/// A JSON value that is a string or a number.
enum MeasuredValue: Codable {
    case text(String)
    case value(Double)

    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let s = try? c.decode(String.self) { self = .text(s) } else { self = .value(try c.decode(Double.self)) }
    }

    func encode(to encoder: Encoder) throws {}

    var number: Double { if case .value(let v) = self { v } else { .nan } }
}

