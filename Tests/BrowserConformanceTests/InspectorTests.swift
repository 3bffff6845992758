import Foundation
import SceneCompiler
import TestSupport
import XCTest

/// The HTML preview's inspector (`--inspect`) driven in headless Chromium by script: mouse moves
/// and clicks dispatched at points of compiled samples, what its panel then shows read back
/// and held against `Compiler.hitTest` (what `scenec hit-test` prints), and the 3D toggle
/// turned on and off.
final class InspectorTests: XCTestCase {
    /// Points where hover and touch part, with what each must name: over a pass-through view,
    /// disabled, alpha-0 and hidden views, views whose paint order and touch order differ
    /// (zPosition), a label in a stack view, and a point beside the scene.
    struct Probe {
        let x: Double, y: Double
        /// The view the hover panel names (painted frontmost), nil for none.
        let hover: String?
        let why: String
    }

    static let samples: [(file: String, probes: [Probe])] = [
        ("layering.xml", [
            Probe(x: 195, y: 410, hover: "secondLayerView", why: "over a pass-through view: hovered, while the touch falls to backgroundButton"),
            Probe(x: 195, y: 730, hover: "someButton", why: "a button in the upper layer"),
            Probe(x: 20, y: 100, hover: "secondLayerView", why: "an empty point: only the root view takes the touch"),
        ]),
        ("disabled-subtree.xml", [
            Probe(x: 150, y: 70, hover: "deadButton", why: "a button in a subtree with isUserInteractionEnabled=false: the card takes the touch"),
            Probe(x: 50, y: 160, hover: "invisibleButton", why: "a button at alpha 0 is painted (invisibly), and takes no touch"),
            Probe(x: 5, y: 5, hover: "root view", why: "an empty point"),
            Probe(x: 325, y: 10, hover: nil, why: "beside the scene: no view, no touch"),
        ]),
        ("geometry.xml", [
            Probe(x: 270, y: 190, hover: "root view", why: "over a hidden view, which is neither painted nor touched"),
            Probe(x: 120, y: 230, hover: "front", why: "zPosition paints front over back, while back, added later, takes the touch"),
            Probe(x: 332, y: 127, hover: "hinge", why: "inside a rotated view"),
        ]),
        ("stack-fill.xml", [
            Probe(x: 30, y: 40, hover: "topOne", why: "a label in a stack view: hovered, while the stack takes the touch"),
        ]),
        ("scroll-view.xml", [
            Probe(x: 100, y: 120, hover: "tile2", why: "a tile in the scrolled carousel"),
        ]),
        ("settings.xml", [
            Probe(x: 250, y: 78, hover: "airplaneSwitch", why: "a switch, a cell's accessoryView, in a rounded first row"),
        ]),
    ]
    /// Besides the probes, the centre of every cell of this grid, nudged off the centre as
    /// `HitTestConformanceTests` does.
    static let grid = 8

    struct Job: Encodable {
        let src: String, w: Int, h: Int
        let points: [[Double]]
        let inspect: Bool
    }

    struct Shown: Decodable {
        let hover: String?
        let hoverName: String?
        let placedBy: [String]
        let touch: String?
        let chain: [String]
    }

    struct Exploded: Decodable {
        let attribute: Bool
        let paintTransform: String
        let lift: String
        let hitVisibility: String
        let moved: Bool
        let pressed: String?
    }

    struct Restored: Decodable {
        let markup: Bool, rects: Bool, scrolls: Bool, touches: Bool
        let pressed: String?
    }

    struct Measured: Decodable {
        let ready: Bool
        let rects: [String]?
        let touches: [Int]?
        let shown: [Shown]?
        let exploded: Exploded?
        let restored: Restored?
    }

    func testThePanelShowsWhatScenecHitTestSaysAndTheToggleExplodesAndRestores() throws {
        let dir = try Repository.temporaryDirectory("inspector")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var jobs: [Job] = []
        var expected: [(page: String, probes: [Probe], answers: [HitTestAnswer], data: String)] = []
        for (file, probes) in Self.samples {
            let path = Repository.path("Samples/" + file)
            let source = SceneSource(path: path, bytes: [UInt8](try XCTUnwrap(FileManager.default.contents(atPath: path))))
            let plain = Compiler.compile(source, options: CompileOptions(formats: [.html]))
            let inspected = Compiler.compile(source, options: CompileOptions(formats: [.html], inspect: true))
            XCTAssertTrue(inspected.succeeded, inspected.diagnostics.map(\.rendered).joined(separator: "\n"))
            XCTAssertEqual(plain.artifacts.map(\.fileName), inspected.artifacts.map(\.fileName))
            for (page, bare) in zip(inspected.artifacts, plain.artifacts) {
                let viewport = page.fileName.split(separator: ".").dropFirst().dropLast().first.map(String.init)
                let size = try XCTUnwrap(Compiler.viewportSize(source, viewport: viewport))
                let (n, offset) = (Double(Self.grid), HitTestConformanceTests.offset)
                var cells: [[Double]] = []
                for r in 0..<Self.grid {
                    for c in 0..<Self.grid {
                        cells.append([(Double(c) + 0.5) * size.width / n + offset.x, (Double(r) + 0.5) * size.height / n + offset.y])
                    }
                }
                // Probes are written for a sample's first viewport.
                let pageProbes = viewport == nil || page.fileName == inspected.artifacts.first?.fileName ? probes : []
                let points = pageProbes.map { [$0.x, $0.y] } + cells
                let (answers, _) = Compiler.hitTest(source, viewport: viewport, at: points.map { Point(x: $0[0], y: $0[1]) })
                expected.append((page.fileName, pageProbes, try XCTUnwrap(answers), page.contents))
                try page.contents.write(toFile: dir + "/inspect-" + page.fileName, atomically: true, encoding: .utf8)
                try bare.contents.write(toFile: dir + "/plain-" + bare.fileName, atomically: true, encoding: .utf8)
                let (w, h) = (Int(size.width.rounded(.up)), Int(size.height.rounded(.up)))
                jobs.append(Job(src: "inspect-" + page.fileName, w: w, h: h, points: points, inspect: true))
                jobs.append(Job(src: "plain-" + bare.fileName, w: w, h: h, points: points, inspect: false))
            }
        }

        let harness = dir + "/harness.html"
        try Chromium.pageHarness(jobs: String(decoding: try JSONEncoder().encode(jobs), as: UTF8.self), measure: Self.measure)
            .write(toFile: harness, atomically: true, encoding: .utf8)
        let text = try Chromium.result(inDOM: try Chromium.dumpDOM(harness))
        let measured = try JSONDecoder().decode([Measured].self, from: Data(text.utf8))
        XCTAssertEqual(measured.count, jobs.count, String(text.prefix(500)))

        var checked = 0, mismatches: [String] = []
        for (k, want) in expected.enumerated() where 2 * k + 1 < measured.count {
            let page = measured[2 * k], plain = measured[2 * k + 1]
            XCTAssertTrue(page.ready, "\(want.page): the inspector's script ran (the policy allows it by its hash)")
            // Idle, the inspector moves nothing: the same boxes at the same places, the same touches.
            XCTAssertEqual(page.rects, plain.rects, "\(want.page): boxes where the page without the inspector has them")
            XCTAssertEqual(page.touches, plain.touches, "\(want.page): the hit layer answers as without the inspector")
            let shown = try XCTUnwrap(page.shown, want.page)
            XCTAssertEqual(shown.count, want.answers.count, want.page)
            for (i, (panel, answer)) in zip(shown, want.answers).enumerated() {
                let point = jobs[2 * k].points[i]
                checked += 1
                let node = answer.node.map(String.init) ?? "none"
                if panel.touch != node || panel.chain != answer.chain {
                    mismatches.append("\(want.page) at \(point): panel \(panel.touch ?? "nil") \(panel.chain), scenec hit-test \(node) \(answer.chain)")
                }
                if page.touches?[i] != answer.node ?? -1 {
                    mismatches.append("\(want.page) at \(point): elementFromPoint \(page.touches?[i] ?? -2), scenec hit-test \(node)")
                }
                if i < want.probes.count {
                    let probe = want.probes[i]
                    XCTAssertEqual(panel.hoverName, probe.hover, "\(want.page) at \(point), hover: \(probe.why)")
                }
            }
            if want.page == "layering.html" {
                XCTAssertEqual(shown.first?.chain, ["backgroundButton", "firstLayerView", "root view"], "the pass-through layer lets the touch through")
            }
            if want.page == "stack-fill.html", let label = shown.first {
                XCTAssertEqual(label.chain, ["top", "root view"], "a label takes no touch; its stack view does")
                XCTAssertTrue(label.placedBy.contains { $0.contains("UISV-canvas-connection") && $0.hasSuffix("@5:3") },
                              "generated constraints, with their identifiers and the stack's place: \(label.placedBy)")
            }
            if want.page == "geometry.html", let hinge = shown.dropFirst(2).first {
                XCTAssertTrue(hinge.placedBy.contains { $0.hasPrefix("center = (290 80)") }, "\(hinge.placedBy)")
                XCTAssertTrue(hinge.placedBy.contains { $0.hasPrefix("transform = [") }, "\(hinge.placedBy)")
            }

            let exploded = try XCTUnwrap(page.exploded, want.page)
            XCTAssertTrue(exploded.attribute, want.page)
            XCTAssertTrue(exploded.paintTransform.hasPrefix("matrix3d("), "\(want.page): the paint layer turned in 3D: \(exploded.paintTransform)")
            XCTAssertEqual(exploded.lift, "0px 0px 30px", "\(want.page): each box lifted off its parent")
            XCTAssertEqual(exploded.hitVisibility, "hidden", want.page)
            XCTAssertTrue(exploded.moved, "\(want.page): boxes moved")
            XCTAssertEqual(exploded.pressed, "true", want.page)
            let restored = try XCTUnwrap(page.restored, want.page)
            XCTAssertTrue(restored.markup, "\(want.page): toggled back, the scene's markup is as before, byte for byte")
            XCTAssertTrue(restored.rects, "\(want.page): toggled back, every box is where it was")
            XCTAssertTrue(restored.scrolls, "\(want.page): toggled back, every scroller is at its offset")
            XCTAssertTrue(restored.touches, "\(want.page): toggled back, the hit layer answers as before")
            XCTAssertEqual(restored.pressed, "false", want.page)
        }
        print("inspector: \(expected.count) pages, \(checked) clicks and hovers, \(mismatches.count) disagreements with scenec hit-test")
        XCTAssertGreaterThan(checked, 6 * Self.grid * Self.grid)
        XCTAssertEqual(mismatches.count, 0, mismatches.prefix(20).joined(separator: "\n"))
    }

    /// Runs in the harness for each page (`d`, its document): records the boxes and touches at
    /// load, then (with the inspector) moves and clicks at each point and reads the panel, then
    /// explodes with the button, measures, and toggles back with the key "3".
    static let measure = """
        const w = d.defaultView, scene = d.querySelector(".scene"), panel = d.getElementById("scenec-inspector");
        const rects = () => [...scene.querySelectorAll("div")].map(e => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.width, r.height].join(" "); });
        const scrolls = () => [...scene.querySelectorAll("[data-scroller]")].map(e => e.scrollLeft + " " + e.scrollTop).join(",");
        const touches = () => job.points.map(([x, y]) => {
          const e = d.elementFromPoint(x, y), r = e && e.closest ? e.closest(".hit [data-node]") : null;
          return r ? Number(r.getAttribute("data-node")) : -1;
        });
        const out = {ready: !!panel && panel.hasAttribute("data-ready"), rects: rects(), touches: touches()};
        if (!job.inspect || !out.ready) return out;
        const fire = (type, x, y) => d.dispatchEvent(new w.MouseEvent(type, {clientX: x, clientY: y, bubbles: true, cancelable: true}));
        const hover = d.getElementById("scenec-hover"), touch = d.getElementById("scenec-touch");
        out.shown = job.points.map(([x, y]) => {
          fire("mousemove", x, y);
          fire("click", x, y);
          const name = hover.querySelector(".name");
          return {hover: hover.getAttribute("data-shows"), hoverName: name ? name.textContent : null,
                  placedBy: [...hover.querySelectorAll("li")].map(l => l.textContent),
                  touch: touch.getAttribute("data-shows"), chain: [...touch.querySelectorAll(".chain li")].map(l => l.textContent)};
        });
        const before = {markup: scene.outerHTML, rects: rects().join(";"), scrolls: scrolls(), touches: touches().join(",")};
        const button = d.getElementById("scenec-explode");
        button.click();
        const anyBox = scene.querySelector(".paint [data-node]");
        out.exploded = {attribute: scene.hasAttribute("data-exploded"), paintTransform: w.getComputedStyle(scene.querySelector(".paint")).transform,
                        lift: w.getComputedStyle(anyBox).translate, hitVisibility: w.getComputedStyle(scene.querySelector(".hit")).visibility,
                        moved: rects().join(";") !== before.rects, pressed: button.getAttribute("aria-pressed")};
        d.dispatchEvent(new w.KeyboardEvent("keydown", {key: "3", bubbles: true}));
        out.restored = {markup: scene.outerHTML === before.markup, rects: rects().join(";") === before.rects,
                        scrolls: scrolls() === before.scrolls, touches: touches().join(",") === before.touches,
                        pressed: button.getAttribute("aria-pressed")};
        return out;
        """
}
