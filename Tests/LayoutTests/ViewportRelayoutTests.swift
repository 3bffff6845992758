import Foundation
import Geometry
import Layout
import SceneFrontEnd
import SceneModel
import TestSupport
import Typesetting
import Measurement
import XCTest

/// A scene's later viewports start from an earlier viewport's solution (`SolvedSystems`), and
/// every one of them comes out as it does laid out alone: the same frames, content sizes,
/// fitted heights and diagnostics.
final class ViewportRelayoutTests: XCTestCase {
    /// Lays `xml` out at each of its viewports in turn, sharing one `SolvedSystems`, and
    /// compares each with the viewport laid out alone. Returns the store, for its counters.
    @discardableResult
    private func assertLaterViewportsMatchAlone(_ xml: String, path: String = "t.xml", accuracy: Double = 1e-9, _ context: String = "",
                                                file: StaticString = #filePath, line: UInt = #line) throws -> (SolvedSystems, [Int]) {
        let (parsed, parseDiagnostics) = SceneFrontEnd.parse(bytes: Array(xml.utf8), path: path, limits: .standard)
        XCTAssertFalse(parseDiagnostics.hasErrors, "\(context) \(parseDiagnostics.map(\.rendered))", file: file, line: line)
        let scene = try XCTUnwrap(parsed, file: file, line: line)
        let content = ContentSizes(scene, fonts: FontBook())
        let solved = SolvedSystems()
        var relayoutsPerViewport: [Int] = []
        for viewport in scene.viewports {
            let before = solved.relayouts
            let together = LayoutPass.run(scene, viewport: viewport, content: content, solved: solved)
            relayoutsPerViewport.append(solved.relayouts - before)
            let alone = LayoutPass.run(scene, viewport: viewport, content: content)
            let place = "\(context) at \(viewport.name ?? "the scene's size")"
            XCTAssertEqual(together.diagnostics.map(\.rendered), alone.diagnostics.map(\.rendered), place, file: file, line: line)
            XCTAssertEqual(together.viewport.size.height, alone.viewport.size.height, accuracy: accuracy, place, file: file, line: line)
            for (index, (a, b)) in zip(together.geometry, alone.geometry).enumerated() {
                let (f, g) = (a.frame, b.frame)
                let close = abs(f.minX - g.minX) <= accuracy && abs(f.minY - g.minY) <= accuracy
                    && abs(f.width - g.width) <= accuracy && abs(f.height - g.height) <= accuracy
                XCTAssertTrue(close, "\(place): node \(scene.nodes[index].id ?? "\(index)") is \(f), alone \(g)", file: file, line: line)
            }
            for index in scene.nodes.indices where scene.nodes[index].kind == .scrollView {
                let (a, b) = (together.contentSizes[index] ?? .zero, alone.contentSizes[index] ?? .zero)
                XCTAssertEqual(a.width, b.width, accuracy: accuracy, "\(place): content width", file: file, line: line)
                XCTAssertEqual(a.height, b.height, accuracy: accuracy, "\(place): content height", file: file, line: line)
            }
            XCTAssertEqual(together.text.mapValues { $0.lines.count }, alone.text.mapValues { $0.lines.count }, place, file: file, line: line)
        }
        return (solved, relayoutsPerViewport)
    }

    /// Every sample at every viewport, frames to rounding (the samples' `Output/`, compared
    /// byte for byte elsewhere, prints none of it).
    func testSamplesMatchAlone() throws {
        var relaidOut = 0
        for path in Repository.samples {
            let xml = try String(contentsOfFile: path, encoding: .utf8)
            relaidOut += try assertLaterViewportsMatchAlone(xml, path: path, path).1.reduce(0, +)
        }
        XCTAssertGreaterThanOrEqual(relaidOut, 8)
    }

    /// Nested views with multipliers on sizes and positions, at four sizes: every later
    /// viewport moves the first one's solution, with no solve from scratch.
    func testNestedMultipliersRelaidOutAtEveryLaterViewport() throws {
        let (solved, perViewport) = try assertLaterViewportsMatchAlone("""
            <scene name="nested">
              <viewport name="phone" width="390" height="844"/>
              <viewport name="phoneLandscape" width="844" height="390"/>
              <viewport name="pad" width="820" height="1180"/>
              <viewport name="padLandscape" width="1180" height="820"/>
              <view id="outer">
                <view id="inner"><view id="dot"/></view>
                <view id="side"/>
              </view>
              <constraints>
                <constraint>outer.leading == superview.leading + 20</constraint>
                <constraint>outer.trailing == superview.trailing - 20</constraint>
                <constraint>outer.top == superview.top + 40</constraint>
                <constraint>outer.height == superview.height * 0.5</constraint>
                <constraint>inner.leading == outer.leading + 10</constraint>
                <constraint>inner.width == outer.width * 0.6</constraint>
                <constraint>inner.centerY == outer.centerY * 1.2</constraint>
                <constraint>inner.height == outer.height * 0.3 + 4</constraint>
                <constraint>dot.centerX == inner.centerX * 0.5</constraint>
                <constraint>dot.centerY == inner.centerY</constraint>
                <constraint>dot.width == 12</constraint>
                <constraint>dot.height == dot.width</constraint>
                <constraint>side.leading == inner.trailing + 8</constraint>
                <constraint>side.trailing == outer.trailing - 8</constraint>
                <constraint>side.top == outer.top + 8</constraint>
                <constraint>side.bottom == outer.bottom - 8</constraint>
                <constraint>side.width == 200 @750</constraint>
              </constraints>
            </scene>
            """)
        XCTAssertEqual(perViewport, [0, 1, 1, 1])
        XCTAssertEqual(solved.freshSolves, 1)
    }

    /// The safe area's edges follow the viewport's size and insets: they are constants of the
    /// constraints that name them, and change in place with the root's size.
    func testSafeAreaConstantsChangeInPlace() throws {
        let (_, perViewport) = try assertLaterViewportsMatchAlone("""
            <scene name="safe">
              <viewport name="portrait" width="390" height="844" safeAreaInsets="47 0 34 0"/>
              <viewport name="landscape" width="844" height="390" safeAreaInsets="0 47 21 47"/>
              <view id="header"/><view id="body"/>
              <constraints>
                <constraint>header.top == safeArea.top</constraint>
                <constraint>header.leading == safeArea.leading</constraint>
                <constraint>header.trailing == safeArea.trailing</constraint>
                <constraint>header.height == 56</constraint>
                <constraint>body.top == header.bottom + 8</constraint>
                <constraint>body.bottom &lt;= safeArea.bottom - 8</constraint>
                <constraint>body.leading == safeArea.leading + 16</constraint>
                <constraint>body.trailing == safeArea.trailing - 16</constraint>
                <constraint>body.height == 2000 @250</constraint>
              </constraints>
            </scene>
            """)
        XCTAssertEqual(perViewport, [0, 1])
    }

    /// Multi-line labels whose height follows the width constraints give them: each round of
    /// a later viewport starts from the same round of the one before, and the labels wrap as
    /// they do alone.
    func testLabelsWhoseHeightFollowsTheirWidth() throws {
        let text = "A label that wraps cannot know its height until it knows its width, and the width comes from its neighbours."
        let (_, perViewport) = try assertLaterViewportsMatchAlone("""
            <scene name="labels">
              <viewport name="narrow" width="320" height="800"/>
              <viewport name="wide" width="700" height="800"/>
              <viewport name="narrowAgain" width="320" height="800"/>
              <viewport name="fitted" width="500" height="fit"/>
              <viewport name="fittedNarrow" width="280" height="fit"/>
              <label id="a" numberOfLines="0" font="DejaVu Sans 15" text="\(text)"/>
              <label id="b" numberOfLines="0" font="DejaVu Sans 15" text="\(text) \(text)"/>
              <constraints>
                <constraint>a.leading == superview.leading + 16</constraint>
                <constraint>a.trailing == superview.trailing - 16</constraint>
                <constraint>a.top == superview.top + 20</constraint>
                <constraint>b.leading == a.leading</constraint>
                <constraint>b.width == a.width * 0.75</constraint>
                <constraint>b.top == a.bottom + 8</constraint>
                <constraint>b.bottom &lt;= superview.bottom - 20</constraint>
              </constraints>
            </scene>
            """)
        XCTAssertEqual(perViewport.count, 5)
        XCTAssertGreaterThanOrEqual(perViewport[1], 1, "the wide viewport's first round starts from the narrow one's")
        XCTAssertGreaterThanOrEqual(perViewport[2], 2, "the same width again: every round starts from the last viewport's")
        XCTAssertGreaterThanOrEqual(perViewport[4], 1, "a fitted height at another width")
    }

    /// Stack views: their generated constraints, spacing and distribution, compared like the
    /// scene's own.
    func testStackViews() throws {
        let (_, perViewport) = try assertLaterViewportsMatchAlone("""
            <scene name="stacks">
              <viewport name="compact" width="320" height="600"/>
              <viewport name="regular" width="768" height="600"/>
              <viewport name="large" width="1024" height="700"/>
              <stackView id="column" axis="vertical" spacing="12" alignment="fill">
                <stackView id="row" spacing="8" distribution="fillProportionally">
                  <view intrinsicSize="40 30"/><view intrinsicSize="80 30"/><view intrinsicSize="20 30"/>
                </stackView>
                <stackView id="equal" spacing="4" distribution="fillEqually">
                  <view/><view/><view/><view/>
                </stackView>
                <stackView id="centred" spacing="10" distribution="equalCentering" alignment="center">
                  <view intrinsicSize="30 10"/><view intrinsicSize="60 20"/><view intrinsicSize="30 10"/>
                </stackView>
              </stackView>
              <constraints>
                <constraint>column.leading == superview.leading + 16</constraint>
                <constraint>column.trailing == superview.trailing - 16</constraint>
                <constraint>column.top == superview.top + 20</constraint>
                <constraint>equal.height == 44</constraint>
              </constraints>
            </scene>
            """)
        XCTAssertEqual(perViewport, [0, 1, 1])
    }

    /// A later viewport where the required constraints conflict (a minimum width beyond the
    /// screen) is solved from scratch, so it breaks the same constraint with the same notes
    /// as alone.
    func testInfeasibleLaterViewportFallsBack() throws {
        // A panel at least 400 wide between 20-point insets: 300 points are too narrow.
        let panel = """
              <view id="panel"/>
              <constraints>
                <constraint>panel.leading == superview.leading + 20</constraint>
                <constraint>panel.trailing &lt;= superview.trailing - 20</constraint>
                <constraint>panel.width >= 400</constraint>
                <constraint>panel.top == superview.top</constraint>
                <constraint>panel.height == 100</constraint>
              </constraints>
            </scene>
            """
        let (_, perViewport) = try assertLaterViewportsMatchAlone("""
            <scene name="conflict">
              <viewport name="wide" width="800" height="600"/>
              <viewport name="narrow" width="300" height="600"/>
              <viewport name="wider" width="900" height="600"/>
            """ + "\n" + panel)
        // narrow: the changed constants conflict, so it is solved alone; that solve breaks a
        // constraint, so nothing is kept for wider to start from, and it is solved alone too.
        XCTAssertEqual(perViewport, [0, 0, 0])
        let (parsed, _) = SceneFrontEnd.parse(bytes: Array(("""
            <scene name="conflict">
              <viewport name="wide" width="800" height="600"/>
              <viewport name="narrow" width="300" height="600"/>
            """ + "\n" + panel).utf8), path: "t.xml", limits: .standard)
        let scene = try XCTUnwrap(parsed)
        let solved = SolvedSystems()
        _ = LayoutPass.run(scene, viewport: scene.viewports[0], solved: solved)
        let narrow = LayoutPass.run(scene, viewport: scene.viewports[1], solved: solved)
        XCTAssertEqual(narrow.diagnostics.filter { $0.message.contains("unable to simultaneously satisfy") }.count, 1)
        XCTAssertEqual(solved.relayouts, 0)
    }

    /// An ambiguous layout has several optima, and the one an earlier viewport's solution
    /// leads to may not be the one a solve alone finds: such a viewport is solved from
    /// scratch, so its frames never depend on which viewports were compiled with it.
    func testAmbiguousLaterViewportIsSolvedAlone() throws {
        let (solved, perViewport) = try assertLaterViewportsMatchAlone("""
            <scene name="loose">
              <viewport name="a" width="400" height="600"/>
              <viewport name="b" width="600" height="400"/>
              <view id="free"/>
              <constraints>
                <constraint>free.leading >= superview.leading + 10</constraint>
                <constraint>free.trailing &lt;= superview.trailing - 10</constraint>
                <constraint>free.width == 100</constraint>
                <constraint>free.top == superview.top</constraint>
                <constraint>free.height == 50</constraint>
              </constraints>
            </scene>
            """)
        XCTAssertEqual(perViewport, [0, 0])
        XCTAssertEqual(solved.freshSolves, 2)
    }

    /// Random scenes of constraint-placed views (chains, nesting, multipliers, inequalities,
    /// priorities, the safe area, intrinsic sizes) at several sizes: every viewport equals its
    /// layout alone, and most later ones start from an earlier solution.
    func testRandomScenesAtSeveralSizes() throws {
        var random = SeededRandom(seed: 0x5EED_F00D)
        var relaidOut = 0, later = 0
        for index in 0..<60 {
            let xml = Self.randomScene(&random, index: index)
            let (_, perViewport) = try assertLaterViewportsMatchAlone(xml, accuracy: 1e-7, "scene \(index)")
            relaidOut += perViewport.dropFirst().filter { $0 > 0 }.count
            later += perViewport.count - 1
        }
        XCTAssertGreaterThan(relaidOut, later / 2, "most later viewports start from an earlier solution")
    }

    /// A scene of 3–14 views placed by constraints at 4 viewport sizes.
    private static func randomScene(_ random: inout SeededRandom, index: Int) -> String {
        let sizes = [(320, 568), (390, 844), (844, 390), (768, 1024), (1024, 768), (600, 600)]
        var lines = ["<scene name=\"random\(index)\">"]
        for k in 0..<4 {
            let (w, h) = random.pick(sizes)
            let insets = random.chance(0.5) ? " safeAreaInsets=\"\(random.int(0...50)) \(random.int(0...30)) \(random.int(0...40)) \(random.int(0...30))\"" : ""
            lines.append("  <viewport name=\"v\(k)\" width=\"\(w)\" height=\"\(h)\"\(insets)/>")
        }
        let count = random.int(3...14)
        var parents = [String](repeating: "superview", count: count)
        var children: [[Int]] = Array(repeating: [], count: count + 1)
        for i in 0..<count {
            let parent = i == 0 || random.chance(0.5) ? count : random.int(0...(i - 1))
            children[parent].append(i)
            parents[i] = parent == count ? "superview" : "v\(parent)"
        }
        func emit(_ i: Int, _ depth: Int) {
            let pad = String(repeating: "  ", count: depth)
            let intrinsic = random.chance(0.3) ? " intrinsicSize=\"\(random.int(10...120)) \(random.int(10...60))\"" : ""
            if children[i].isEmpty {
                lines.append("\(pad)<view id=\"v\(i)\"\(intrinsic)/>")
            } else {
                lines.append("\(pad)<view id=\"v\(i)\"\(intrinsic)>")
                for c in children[i] { emit(c, depth + 1) }
                lines.append("\(pad)</view>")
            }
        }
        for c in children[count] { emit(c, 1) }
        lines.append("  <constraints>")
        func constraint(_ text: String, priority: Int? = nil) {
            let p = priority.map { " @\($0)" } ?? ""
            lines.append("    <constraint>\(text)\(p)</constraint>")
        }
        for i in 0..<count {
            let parent = parents[i]
            let edge = parent == "superview" && random.chance(0.3) ? "safeArea" : parent
            // Horizontal: both edges, or one edge and a width (absolute or proportional).
            switch random.int(0...2) {
            case 0:
                constraint("v\(i).leading == \(edge).leading + \(random.int(0...30))")
                constraint("v\(i).trailing == \(edge).trailing - \(random.int(0...30))")
            case 1:
                constraint("v\(i).leading == \(edge).leading + \(random.int(0...30))")
                constraint("v\(i).width == \(parent).width * \(random.pick(["0.25", "0.5", "0.8"]))")
            default:
                constraint("v\(i).centerX == \(parent).centerX * \(random.pick(["0.5", "1", "1.5"]))")
                constraint("v\(i).width &lt;= \(parent).width - 10")
                constraint("v\(i).width == \(random.int(20...300))", priority: random.pick([250, 500, 750]))
            }
            // Vertical: a top after the previous sibling or the parent, and a height.
            if i > 0, parents[i - 1] == parent, random.chance(0.6) {
                constraint("v\(i).top == v\(i - 1).bottom + \(random.int(0...16))")
            } else {
                constraint("v\(i).top == \(edge).top + \(random.int(0...40))")
            }
            switch random.int(0...2) {
            case 0: constraint("v\(i).height == \(random.int(10...200))")
            case 1: constraint("v\(i).height == \(parent).height * \(random.pick(["0.1", "0.2", "0.3"])) + \(random.int(0...10))")
            default:
                constraint("v\(i).height >= \(random.int(10...40))")
                constraint("v\(i).bottom &lt;= \(edge).bottom - \(random.int(0...20))")
                constraint("v\(i).height == \(random.int(50...400))", priority: random.pick([300, 600, 900]))
            }
        }
        lines += ["  </constraints>", "</scene>"]
        return lines.joined(separator: "\n")
    }
}
