import Foundation
import Geometry
import SceneCompiler
import TestSupport
import XCTest

/// The compiler's hit-test model against real headless Chromium: for every sample and for
/// generated scenes, in the HTML and in the SVG, `document.elementFromPoint` on a 32×32 grid
/// must name the same view as UIKit's algorithm does (`HitTestModel`), at every point.
final class HitTestConformanceTests: XCTestCase {
    static let grid = 32
    static let generatedScenes = 200
    /// Probe points sit off the cell centres by these amounts: whole 1/64 px, so that Chromium's
    /// layout units hold them exactly, and unequal, so that no probe slides along a 45° edge.
    /// Generated scenes use whole numbers and quarter anchor points, so no probe lies exactly on
    /// an edge, where UIKit (max edges outside) and Chromium's polygon test (edges inside) part.
    static let offset = (x: 5.0 / 64, y: 19.0 / 64)

    func testChromiumAgreesWithTheHitTestModelEverywhere() throws {
        let seed = ProcessInfo.processInfo.environment["SCENEC_CONFORMANCE_SEED"].flatMap(UInt64.init) ?? 20_261_123
        print("hit-test conformance: seed \(seed) (set SCENEC_CONFORMANCE_SEED to repeat another)")
        let dir = try Repository.temporaryDirectory("hit")
        defer { try? FileManager.default.removeItem(atPath: dir) }

        var sources: [SceneSource] = []
        for path in Repository.samples {
            sources.append(SceneSource(path: path, bytes: [UInt8](try XCTUnwrap(FileManager.default.contents(atPath: path)))))
        }
        for i in 0..<Self.generatedScenes {
            sources.append(SceneSource(path: "random\(i).xml", bytes: Array(RandomScene.xml(seed: seed, index: i).utf8)))
        }

        struct Job: Encodable { let src: String; let w: Int; let h: Int; let points: [[Double]] }
        var jobs: [Job] = []
        var sceneOfJob: [Int] = []
        var expected: [[Int]] = []
        for source in sources {
            let result = Compiler.compile(source, options: CompileOptions(formats: [.html, .svg]))
            XCTAssertTrue(result.succeeded, "\(source.path): " + result.diagnostics.map(\.rendered).joined(separator: "\n"))
            for artifact in result.artifacts {
                let viewport = artifact.fileName.split(separator: ".").dropFirst().dropLast().first.map(String.init)
                let size = try XCTUnwrap(Compiler.viewportSize(source, viewport: viewport))
                let points = (0..<Self.grid).flatMap { r in
                    (0..<Self.grid).map { c in
                        Point(x: (Double(c) + 0.5) * size.width / Double(Self.grid) + Self.offset.x,
                              y: (Double(r) + 0.5) * size.height / Double(Self.grid) + Self.offset.y)
                    }
                }
                let (answers, _) = Compiler.hitTest(source, viewport: viewport, at: points)
                expected.append(try XCTUnwrap(answers).map { $0.node ?? -1 })
                let file = "\(jobs.count)-\(artifact.fileName)"
                try artifact.contents.write(toFile: dir + "/" + file, atomically: true, encoding: .utf8)
                sceneOfJob.append(sources.firstIndex { $0.path == source.path } ?? 0)
                jobs.append(Job(src: file, w: Int(size.width.rounded(.up)), h: Int(size.height.rounded(.up)), points: points.map { [$0.x, $0.y] }))
            }
        }

        let harness = dir + "/harness.html"
        let jobsJSON = String(decoding: try JSONEncoder().encode(jobs), as: UTF8.self)
        try Self.harness(jobsJSON).write(toFile: harness, atomically: true, encoding: .utf8)
        let dom = try Chromium.dumpDOM(harness)
        let text = try Chromium.result(inDOM: dom)
        let actual = try JSONDecoder().decode([[Int]].self, from: Data(text.utf8))
        XCTAssertEqual(actual.count, jobs.count, "the harness answered for every page: \(text.prefix(300))")

        var checked = 0, mismatches: [String] = []
        for (j, job) in jobs.enumerated() where j < actual.count {
            for (k, point) in job.points.enumerated() {
                checked += 1
                if actual[j][k] != expected[j][k] {
                    mismatches.append("\(job.src) at (\(point[0]), \(point[1])): chromium \(actual[j][k]), model \(expected[j][k])")
                }
            }
        }
        print("hit-test conformance: \(jobs.count) pages (HTML and SVG of \(Repository.samples.count) samples' viewports and \(Self.generatedScenes) generated scenes), \(checked) points, \(mismatches.count) disagreements")
        var firstScene = ""
        if let first = mismatches.first, let j = jobs.firstIndex(where: { first.hasPrefix($0.src + " ") }) {
            firstScene = "\nthe first failing scene:\n" + String(decoding: sources[sceneOfJob[j]].bytes, as: UTF8.self)
        }
        XCTAssertEqual(mismatches.count, 0, mismatches.prefix(20).joined(separator: "\n") + firstScene)
    }

    /// A person scrolls: each case scrolls one hit scroller of the scroll sample by script
    /// (`scrollLeft`/`scrollTop` += 37, then the `scroll` event, dispatched synchronously so the
    /// page's handler copies the position to the paint scroller before the probes), then asks
    /// `elementFromPoint` on the grid. The model answers for the same scene compiled with that
    /// scroll view's `contentOffset` 37 further. The vertical case leaves out the button pinned
    /// to the frameLayoutGuide: UIKit lays it out again at every offset, and the page does not
    /// (docs/Architecture.md, "Scrolling").
    func testScrollingAScrollerKeepsTouchesWhereUIKitDeliversThem() throws {
        let dir = try Repository.temporaryDirectory("scroll")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let sample = String(decoding: try XCTUnwrap(FileManager.default.contents(atPath: Repository.path("Samples/scroll-view.xml"))), as: UTF8.self)
        let unpinned = sample.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("floatingButton") }.joined(separator: "\n")
        struct Case { let name: String; let xml: String; let scroller: String; let from: String; let to: String; let dx: Double; let dy: Double; let start: [Double] }
        let cases = [
            Case(name: "carousel", xml: sample, scroller: "carousel", from: #"contentOffset="170 0""#, to: #"contentOffset="207 0""#, dx: 37, dy: 0, start: [170, 0]),
            Case(name: "feed", xml: unpinned, scroller: "feed", from: #"contentOffset="0 150""#, to: #"contentOffset="0 187""#, dx: 0, dy: 37, start: [0, 150]),
        ]
        struct Job: Encodable { let src: String; let w: Int; let h: Int; let points: [[Double]]; let scroller: Int; let dx: Double; let dy: Double }
        var jobs: [Job] = [], expected: [[Int]] = []
        for c in cases {
            XCTAssertTrue(c.xml.contains(c.from), c.name)
            let before = SceneSource(path: "\(c.name).xml", bytes: Array(c.xml.utf8))
            let after = SceneSource(path: "\(c.name).xml", bytes: Array(c.xml.replacingOccurrences(of: c.from, with: c.to).utf8))
            let result = Compiler.compile(before, options: CompileOptions(formats: [.html]))
            let html = try XCTUnwrap(result.artifacts.first, result.diagnostics.map(\.rendered).joined(separator: "\n"))
            let size = try XCTUnwrap(Compiler.viewportSize(before))
            let points = (0..<Self.grid).flatMap { r in
                (0..<Self.grid).map { col in
                    Point(x: (Double(col) + 0.5) * size.width / Double(Self.grid) + Self.offset.x,
                          y: (Double(r) + 0.5) * size.height / Double(Self.grid) + Self.offset.y)
                }
            }
            expected.append(try XCTUnwrap(Compiler.hitTest(after, at: points).answers).map { $0.node ?? -1 })
            let node = try XCTUnwrap(html.contents.firstMatch(of: try Regex(#"data-view="\#(c.scroller)" data-node="(\d+)""#)).flatMap { Int($0.output[1].substring ?? "") })
            let file = "\(c.name).html"
            try html.contents.write(toFile: dir + "/" + file, atomically: true, encoding: .utf8)
            jobs.append(Job(src: file, w: Int(size.width.rounded(.up)), h: Int(size.height.rounded(.up)), points: points.map { [$0.x, $0.y] },
                            scroller: node, dx: c.dx, dy: c.dy))
        }
        let harness = dir + "/harness.html"
        try Chromium.pageHarness(jobs: String(decoding: try JSONEncoder().encode(jobs), as: UTF8.self), measure: """
            const h = d.querySelector('.hit [data-scroller="' + job.scroller + '"]');
            const p = d.querySelector('.paint [data-scroller="' + job.scroller + '"]');
            if (!h || !p) return {error: "no scroller " + job.scroller};
            const start = [h.scrollLeft, h.scrollTop];
            h.scrollLeft += job.dx; h.scrollTop += job.dy;
            h.dispatchEvent(new Event("scroll"));
            const answers = [];
            for (const [x, y] of job.points) {
              const e = d.elementFromPoint(x, y);
              const n = e && e.getAttribute ? e.getAttribute("data-node") : null;
              answers.push(n === null ? -1 : Number(n));
            }
            return {start, hit: [h.scrollLeft, h.scrollTop], paint: [p.scrollLeft, p.scrollTop], answers};
            """).write(toFile: harness, atomically: true, encoding: .utf8)
        struct Answer: Decodable { let start: [Double]?; let hit: [Double]?; let paint: [Double]?; let answers: [Int]?; let error: String? }
        let text = try Chromium.result(inDOM: try Chromium.dumpDOM(harness))
        let actual = try JSONDecoder().decode([Answer].self, from: Data(text.utf8))
        XCTAssertEqual(actual.count, jobs.count, String(text.prefix(300)))
        var checked = 0, mismatches: [String] = []
        for (c, (job, (answer, want))) in zip(cases, zip(jobs, zip(actual, expected))) {
            XCTAssertNil(answer.error, c.name)
            let start = try XCTUnwrap(answer.start, c.name), hit = try XCTUnwrap(answer.hit, c.name)
            XCTAssertEqual(start, c.start, "\(c.name): the page's script scrolled it to its contentOffset")
            XCTAssertEqual(hit, [start[0] + job.dx, start[1] + job.dy], "\(c.name): the scroller moved by 37 from its offset \(start)")
            XCTAssertEqual(answer.paint, hit, "\(c.name): the paint scroller follows the hit scroller")
            for (k, got) in (answer.answers ?? []).enumerated() where k < want.count {
                checked += 1
                if got != want[k] { mismatches.append("\(c.name) at \(job.points[k]): chromium \(got), model \(want[k])") }
            }
        }
        print("scroll conformance: \(cases.count) scrolled pages, \(checked) points, \(mismatches.count) disagreements")
        XCTAssertEqual(checked, jobs.count * Self.grid * Self.grid)
        XCTAssertEqual(mismatches.count, 0, mismatches.prefix(20).joined(separator: "\n"))
    }

    /// An image that overflows its view unclipped (`scaleAspectFill`, `center`) is drawn over its
    /// neighbours but takes no touch outside the view, even when the view takes touches: in the
    /// HTML and the SVG, Chromium names the button under the overflow, and the image view only
    /// inside its bounds, as UIKit's `hitTest` does (the image is the layer's contents, not a view).
    func testAnOverflowingImageTakesNoTouchOutsideItsView() throws {
        let dir = try Repository.temporaryDirectory("hit-image")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let png = try XCTUnwrap(FileManager.default.contents(atPath: Repository.path("Samples/images/landscape.png")))
        try png.write(to: URL(fileURLWithPath: dir + "/wide.png"))
        let scene = """
            <scene name="overflow" width="200" height="100" backgroundColor="white">
              <button id="under" title="Under" frame="0 0 200 100"/>
              <imageView id="fill" image="wide.png" contentMode="scaleAspectFill" isUserInteractionEnabled="true" frame="40 20 24 24"/>
              <imageView id="centered" image="wide.png" contentMode="center" isUserInteractionEnabled="true" frame="120 40 20 10"/>
            </scene>
            """
        let source = SceneSource(path: dir + "/overflow.xml", bytes: Array(scene.utf8))
        let result = Compiler.compile(source, options: CompileOptions(formats: [.html, .svg]))
        XCTAssertTrue(result.succeeded, result.diagnostics.map(\.rendered).joined(separator: "\n"))
        // Inside each view, then in its overflow on either side (landscape.png is 55×21 points:
        // aspect fill in 24×24 is 62.9×24, 19.4 past each side; centred in 20×10, 17.5 and 5.5).
        let points = [Point(x: 52, y: 32), Point(x: 30, y: 32), Point(x: 74, y: 32), Point(x: 130, y: 45),
                      Point(x: 110, y: 45), Point(x: 150, y: 45), Point(x: 130, y: 37)]
        let expected = try XCTUnwrap(Compiler.hitTest(source, at: points).answers).map { $0.node ?? -1 }
        let html = try XCTUnwrap(result.artifacts.first { $0.fileName.hasSuffix(".html") })
        func node(_ id: String) throws -> Int {
            try XCTUnwrap(html.contents.firstMatch(of: try Regex(#"data-view="\#(id)" data-node="(\d+)""#)).flatMap { Int($0.output[1].substring ?? "") })
        }
        let (under, fill, centered) = (try node("under"), try node("fill"), try node("centered"))
        XCTAssertEqual(expected, [fill, under, under, centered, under, under, under], "the model: only the views' bounds")
        struct Job: Encodable { let src: String; let w: Int; let h: Int; let points: [[Double]] }
        var jobs: [Job] = []
        for artifact in result.artifacts {
            try artifact.contents.write(toFile: dir + "/" + artifact.fileName, atomically: true, encoding: .utf8)
            jobs.append(Job(src: artifact.fileName, w: 200, h: 100, points: points.map { [$0.x, $0.y] }))
        }
        let harness = dir + "/harness.html"
        try Self.harness(String(decoding: try JSONEncoder().encode(jobs), as: UTF8.self)).write(toFile: harness, atomically: true, encoding: .utf8)
        let actual = try JSONDecoder().decode([[Int]].self, from: Data(try Chromium.result(inDOM: try Chromium.dumpDOM(harness)).utf8))
        XCTAssertEqual(actual.count, 2)
        for (job, answers) in zip(jobs, actual) { XCTAssertEqual(answers, expected, job.src) }
    }

    /// Asks `elementFromPoint` at each probe of a page and answers the `data-node` (or `hit-N`)
    /// of what it finds, -1 for none.
    static func harness(_ jobs: String) -> String {
        Chromium.pageHarness(jobs: jobs, measure: """
            const answers = [];
            for (const [x, y] of job.points) {
              const e = d.elementFromPoint(x, y);
              const id = e && e.getAttribute ? e.getAttribute("id") : null;
              const n = e && e.getAttribute ? (e.getAttribute("data-node") ?? (id && id.startsWith("hit-") ? id.slice(4) : null)) : null;
              answers.push(n === null ? -1 : Number(n));
            }
            return answers;
            """)
    }

    /// The bars sample's controls, probed where UIKit's answer is known without the model: a
    /// tap on a text field's clear button, its text or its border reaches the text field (the
    /// button is the field's own private subview in UIKit), a tap on its right view (a button,
    /// a real subview) that button, a tap on its left view (an image view, which takes no
    /// touches) the field, a tap beside it the root view, a tap
    /// on a text view the text view, a tap on a bar item that item, and a tap on a bar's space
    /// or between its items the bar (points worked out from docs/Semantics.md, "Bars"). Chromium
    /// must agree in the HTML and the SVG, and so must the model.
    func testTextFieldsAndBarItemsTakeTheTapsUIKitGivesThem() throws {
        let dir = try Repository.temporaryDirectory("bars-hit")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = Repository.path("Samples/bars.xml")
        let source = SceneSource(path: path, bytes: [UInt8](try XCTUnwrap(FileManager.default.contents(atPath: path))))
        // (point, the view UIKit delivers the tap to; "" for the root view).
        let probes: [(Point, String)] = [
            // The search field (16 160 358 36): the magnifier 30 × 18 at its left edge, the mic
            // button 45 × 35 at its right edge (313–358 in the field), the clear button 6 pt
            // left of it (288–307), centred at y 178.
            (Point(x: 16 + 15, y: 178), "searchField"),
            (Point(x: 16 + 335.5, y: 178), "micButton"),
            (Point(x: 16 + 297.5, y: 178), "searchField"),
            (Point(x: 16 + 100, y: 178), "searchField"),
            (Point(x: 358.5, y: 223), "nameField"),  // the clear button's centre: 349 + 19 / 2, 206 + 34 / 2
            (Point(x: 350.25, y: 215.25), "nameField"),  // inside the clear button's square, off its disc
            (Point(x: 100, y: 223), "nameField"),
            (Point(x: 16.25, y: 206.25), "nameField"),  // the field's top left corner
            (Point(x: 8, y: 223), ""),
            (Point(x: 375, y: 223), ""),  // just past the field's right edge (374)
            (Point(x: 358.5, y: 269), "cityField"),
            (Point(x: 200, y: 400), "notesView"),
            // The navigation bar (0 47 390 96): the back button from 8, the right items from the
            // 16 pt margin inwards, 44 wide, 8 apart (add 330–374, edit 278–322), in the top 44.
            (Point(x: 30, y: 69), "backItem"),
            (Point(x: 352, y: 69), "addItem"),
            (Point(x: 300, y: 69), "editItem"),
            (Point(x: 326, y: 69), "navBar"),  // between edit and add
            (Point(x: 150, y: 69), "navBar"),
            (Point(x: 100, y: 115), "navBar"),  // the large title
            // The toolbar (0 693 390 44): Delete from 16, a flexible space, Share, a 24 pt fixed
            // space, Done at 330–374; spaces have no view, so the bar takes those taps.
            (Point(x: 40, y: 715), "trashItem"),
            (Point(x: 150, y: 715), "toolbar"),
            (Point(x: 310, y: 715), "toolbar"),
            (Point(x: 352, y: 715), "doneItem"),
            // The tab bar (0 761 390 83): three items 130 wide in the top 49; under them the bar.
            (Point(x: 195, y: 785), "searchTab"),
            (Point(x: 20, y: 800), "homeTab"),
            (Point(x: 195, y: 830), "tabBar"),
            // The search bar (0 475 390 56): its field is drawn, not a view, so the bar takes the tap.
            (Point(x: 200, y: 503), "searchBar"),
            (Point(x: 4, y: 480), "searchBar"),
            // The date picker (16 547, 34 high): its first capsule from its leading edge.
            (Point(x: 30, y: 564), "datePicker"),
        ]
        let (answers, _) = Compiler.hitTest(source, at: probes.map(\.0))
        let model = try XCTUnwrap(answers).map { $0.node ?? -1 }
        let result = Compiler.compile(source, options: CompileOptions(formats: [.html, .svg]))
        let html = try XCTUnwrap(result.artifacts.first { $0.fileName.hasSuffix(".html") })
        func node(_ id: String) throws -> Int {
            if id.isEmpty { return 0 }
            return try XCTUnwrap(html.contents.firstMatch(of: try Regex(#"data-view="\#(id)" data-node="(\d+)""#)).flatMap { Int($0.output[1].substring ?? "") }, id)
        }
        let expected = try probes.map { try node($0.1) }
        XCTAssertEqual(model, expected, "the model delivers each tap where UIKit does")
        struct Job: Encodable { let src: String; let w: Int; let h: Int; let points: [[Double]] }
        var jobs: [Job] = []
        for artifact in result.artifacts {
            try artifact.contents.write(toFile: dir + "/" + artifact.fileName, atomically: true, encoding: .utf8)
            jobs.append(Job(src: artifact.fileName, w: 390, h: 844, points: probes.map { [$0.0.x, $0.0.y] }))
        }
        let harness = dir + "/harness.html"
        try Self.harness(String(decoding: try JSONEncoder().encode(jobs), as: UTF8.self)).write(toFile: harness, atomically: true, encoding: .utf8)
        let actual = try JSONDecoder().decode([[Int]].self, from: Data(try Chromium.result(inDOM: try Chromium.dumpDOM(harness)).utf8))
        XCTAssertEqual(actual.count, jobs.count)
        for (job, answers) in zip(jobs, actual) {
            XCTAssertEqual(answers, expected, "\(job.src): Chromium at \(probes.map(\.1))")
        }
    }

    /// Inside table cells, at a 2-point pitch over the whole table sample, Chromium must name the
    /// view the model does, in the HTML and the SVG; and the model must answer as UIKit delivers
    /// a touch in a cell: a label's to the `contentView` (a label takes none), the chevron's to
    /// the cell (an image view in UIKit takes none), a detail button's to the button, a section
    /// header's to the header view.
    func testTouchesInsideTableCellsGoWhereUIKitDeliversThem() throws {
        try assertTouchesAgree(sample: "table", probes: [
            (Point(x: 60, y: 50), "ada.contentView"), (Point(x: 370, y: 50), "ada"), (Point(x: 60, y: 560), "wifi.contentView"),
            (Point(x: 357, y: 609), "info.accessoryView"), (Point(x: 200, y: 348), "value2.contentView"), (Point(x: 200, y: 10), "<tableViewHeaderFooterView> at 21:5"),
        ])
    }

    /// Inside collection view items, the same over the whole collection sample: a touch on an
    /// item reaches its `contentView` (or a view inside it), one on a tag's label the view the
    /// label is in (a label takes none), one between items the collection view, and one past a
    /// horizontally scrolled collection view's bounds nothing of it (it clips).
    func testTouchesInsideCollectionItemsGoWhereUIKitDeliversThem() throws {
        try assertTouchesAgree(sample: "collection", probes: [
            (Point(x: 60, y: 60), "p1.contentView"), (Point(x: 235, y: 232), "heart"), (Point(x: 360, y: 300), "photos"),
            (Point(x: 250, y: 470), "c2.contentView"), (Point(x: 380, y: 470), "c3.contentView"), (Point(x: 40, y: 570), "swift"),
        ])
    }

    /// The model answers each probe with the view named, and Chromium names the view the model
    /// does at a 2-point pitch over the whole sample, in its HTML page and its SVG drawing.
    private func assertTouchesAgree(sample: String, probes: [(Point, String)], file: StaticString = #filePath, line: UInt = #line) throws {
        let path = Repository.path("Samples/\(sample).xml")
        let source = SceneSource(path: path, bytes: [UInt8](try XCTUnwrap(FileManager.default.contents(atPath: path))))
        let named = try XCTUnwrap(Compiler.hitTest(source, at: probes.map(\.0)).answers)
        XCTAssertEqual(named.map { $0.chain.first ?? "" }, probes.map(\.1), file: file, line: line)

        let dir = try Repository.temporaryDirectory("\(sample)-hit")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let size = try XCTUnwrap(Compiler.viewportSize(source))
        let points = stride(from: 1.0, to: size.height, by: 2).flatMap { y in
            stride(from: 1.0, to: size.width, by: 2).map { x in Point(x: x + Self.offset.x, y: y + Self.offset.y) }
        }
        let expected = try XCTUnwrap(Compiler.hitTest(source, at: points).answers).map { $0.node ?? -1 }
        struct Job: Encodable { let src: String; let w: Int; let h: Int; let points: [[Double]] }
        var jobs: [Job] = []
        for artifact in Compiler.compile(source, options: CompileOptions(formats: [.html, .svg])).artifacts {
            try artifact.contents.write(toFile: dir + "/" + artifact.fileName, atomically: true, encoding: .utf8)
            jobs.append(Job(src: artifact.fileName, w: Int(size.width), h: Int(size.height), points: points.map { [$0.x, $0.y] }))
        }
        XCTAssertEqual(jobs.count, 2, "an HTML page and an SVG drawing", file: file, line: line)
        let harness = dir + "/harness.html"
        try Self.harness(String(decoding: try JSONEncoder().encode(jobs), as: UTF8.self)).write(toFile: harness, atomically: true, encoding: .utf8)
        let actual = try JSONDecoder().decode([[Int]].self, from: Data(try Chromium.result(inDOM: try Chromium.dumpDOM(harness)).utf8))
        XCTAssertEqual(actual.count, jobs.count, file: file, line: line)
        var mismatches: [String] = []
        for (job, answers) in zip(jobs, actual) {
            XCTAssertEqual(answers.count, points.count, job.src, file: file, line: line)
            for (k, got) in answers.enumerated() where k < expected.count && got != expected[k] {
                mismatches.append("\(job.src) at (\(points[k].x), \(points[k].y)): chromium \(got), model \(expected[k])")
            }
        }
        print("\(sample) hit-test conformance: \(jobs.count) pages, \(points.count) points each, \(mismatches.count) disagreements")
        XCTAssertEqual(mismatches.count, 0, mismatches.prefix(20).joined(separator: "\n"), file: file, line: line)
    }
}
