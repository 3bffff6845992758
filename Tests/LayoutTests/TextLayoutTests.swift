import Geometry
import Layout
import LayoutTestSupport
import SceneFrontEnd
import SceneModel
import XCTest

/// Labels, buttons and flows in layout. Expected widths come from fontTools (hmtx advances plus
/// kern pairs of DejaVu Sans, computed outside scenec), rounded up as `sizeThatFits` rounds.
final class TextLayoutTests: XCTestCase {
    /// DejaVu Sans: line height 2384/2048 of the size, ascender 1901/2048.
    private func lineHeight(_ size: Double) -> Double { 2384 / 2048 * size }
    private func ascender(_ size: Double) -> Double { 1901 / 2048 * size }
    /// Up to the next device pixel, as UIKit rounds a view's own size.
    private func pixelCeil(_ v: Double, _ scale: Double) -> Double { (v * scale).rounded(.up) / scale }

    private static let card: String = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Samples/card.xml")
        // In DejaVu Sans, whose widths the expectations were worked out with (fontTools).
        return ((try? String(contentsOf: url, encoding: .utf8)) ?? "").replacingOccurrences(of: #"font=""#, with: #"font="DejaVu Sans "#)
    }()

    /// The card sample: the body and the tags learn their width from the constraints and answer with
    /// their height; the fitted height grows as they wrap. Line counts were checked by wrapping
    /// the body greedily with fontTools' widths at each body width (the width less 64).
    func testTheCardsHeightFollowsItsWidth() throws {
        let p = try LaidOutScene(Self.card)
        let body = p.index("body"), tags = p.index("tags")
        // width: (body lines, flow rows, screen scale: 390 is only ever a 3× iPhone's width). A tag
        // is a button: its 13 pt title's line height, rounded up to whole points, plus 4 above and
        // below; rows are 6 pt apart.
        let cases: [(width: Double, lines: Int, rows: Double, scale: Double)] = [(280, 10, 4, 2), (320, 8, 3, 2), (390, 7, 3, 3), (600, 4, 2, 2)]
        var heights: [Double] = []
        for c in cases {
            let viewport = Viewport(name: "w", size: Size(width: c.width, height: 0), fitsHeight: true, location: p.scene.location)
            let layout = LayoutPass.run(p.scene, viewport: viewport)
            XCTAssertEqual(layout.diagnostics, [])
            XCTAssertEqual(layout.text[body]?.lines.count, c.lines, "body lines at \(c.width)")
            let bodyHeight = pixelCeil(Double(c.lines) * lineHeight(15), c.scale)
            let tagsHeight = c.rows * (lineHeight(13).rounded(.up) + 8) + (c.rows - 1) * 6
            let frame = layout.geometry[body].frame
            XCTAssertEqual([frame.minX, frame.minY, frame.width], [16, 84, c.width - 64])
            XCTAssertEqual(frame.height, bodyHeight, accuracy: 1e-9)
            XCTAssertEqual(layout.geometry[tags].frame.height, tagsHeight, accuracy: 1e-9, "tag rows at \(c.width)")
            // 16 + (16 + 56 + 12 + body + 12 + tags + 16) + 16
            XCTAssertEqual(layout.viewport.size.height, 144 + bodyHeight + tagsHeight, accuracy: 1e-9, "fitted height at \(c.width)")
            heights.append(layout.viewport.size.height)
        }
        for (height, expected) in zip(heights, [433, 368, 1051.0 / 3, 268]) { XCTAssertEqual(height, expected, accuracy: 1e-9) }
    }

    /// Cards stacked one under another, each holding a multi-line label whose width comes from
    /// the outermost constraints: every label settles in the same layout.
    func testNestedHeightForWidthConverges() throws {
        let p = try LaidOutScene("""
            <scene width="300" height="600">
              <view id="a"><label id="la" numberOfLines="0" font="DejaVu Sans 15" text="one two three four five six seven eight nine ten eleven twelve"/></view>
              <view id="b"><label id="lb" numberOfLines="0" font="DejaVu Sans 15" text="short"/></view>
              <constraints>
                <constraint>a.leading == superview.leading + 20</constraint><constraint>a.trailing == superview.trailing - 20</constraint>
                <constraint>a.top == superview.top</constraint>
                <constraint>la.leading == a.leading + 10</constraint><constraint>la.trailing == a.trailing - 10</constraint>
                <constraint>la.top == a.top + 10</constraint><constraint>a.bottom == la.bottom + 10</constraint>
                <constraint>b.leading == a.leading</constraint><constraint>b.trailing == a.trailing</constraint>
                <constraint>b.top == a.bottom + 8</constraint>
                <constraint>lb.leading == b.leading + 10</constraint><constraint>lb.trailing == b.trailing - 10</constraint>
                <constraint>lb.top == b.top + 10</constraint><constraint>b.bottom == lb.bottom + 10</constraint>
              </constraints>
            </scene>
            """)
        // 240 pt wide: fontTools wraps the twelve words into 3 lines of 15 pt text.
        XCTAssertEqual(p.layout.text[p.index("la")]?.lines.map(\.text), ["one two three four five six", "seven eight nine ten eleven", "twelve"])
        // 300×600 is no device's screen: 2×.
        let three = pixelCeil(3 * lineHeight(15), 2), one = pixelCeil(lineHeight(15), 2)
        XCTAssertEqual(p.geometry("a").frame, Rect(x: 20, y: 0, width: 260, height: three + 20))
        XCTAssertEqual(p.geometry("b").frame, Rect(x: 20, y: three + 28, width: 260, height: one + 20))
        XCTAssertEqual(p.layout.diagnostics, [])
    }

    func testLabelIntrinsicSizeAlignmentAndVerticalCentring() throws {
        let p = try LaidOutScene("""
            <scene width="300" height="200">
              <label font="DejaVu Sans 17" id="fit" text="Hello, World" sizeToFit="true" x="0" y="0"/>
              <label font="DejaVu Sans 17" id="left" text="Hello, World" frame="0 50 200 40"/>
              <label font="DejaVu Sans 17" id="center" text="Hello, World" textAlignment="center" frame="0 100 200 40"/>
              <label font="DejaVu Sans 17" id="right" text="Hello, World" textAlignment="right" frame="0 150 200 40"/>
            </scene>
            """)
        // fontTools: "Hello, World" at 17 pt is 102.6142578125 wide (kerned); 19.79 tall.
        let width = 102.6142578125
        XCTAssertEqual(p.geometry("fit").frame, Rect(x: 0, y: 0, width: 103, height: 20))
        let baseline = (40 - lineHeight(17)) / 2 + ascender(17)
        for (id, x) in [("left", 0), ("center", (200 - width) / 2), ("right", 200 - width)] {
            let line = try XCTUnwrap(p.layout.text[p.index(id)]?.lines.first)
            XCTAssertEqual(line.width, width)
            XCTAssertEqual(line.origin.x, x, accuracy: 1e-9, id)
            XCTAssertEqual(line.origin.y, baseline, accuracy: 1e-9, id)
        }
        XCTAssertEqual(p.layout.text[p.index("fit")]?.fontFamily, "DejaVu Sans")
    }

    func testTruncationAndLineLimits() throws {
        let p = try LaidOutScene("""
            <scene width="300" height="300">
              <label font="DejaVu Sans 17" id="tail" text="Hello, World" frame="0 0 60 20"/>
              <label font="DejaVu Sans 17" id="two" numberOfLines="2" text="one two three four five six" frame="0 30 80 100"/>
              <label font="DejaVu Sans 17" id="short" numberOfLines="0" text="one two three four five six" frame="0 140 80 20"/>
              <label font="DejaVu Sans 17" id="wrap" numberOfLines="2" lineBreakMode="byWordWrapping" text="one two three four five six" frame="0 170 80 100"/>
            </scene>
            """)
        func lines(_ id: String) -> [String] { p.layout.text[p.index(id)]?.lines.map(\.text) ?? [] }
        // fontTools at 17 pt: "Hello…" 60.1 > 60, "Hell…" 49.7; "three fo…" > 80, "three f…" 73.4;
        // "one two…" 85.0, "one tw…" 74.6; "three four" 84.5. UIKit cuts the last line between
        // characters, not words.
        XCTAssertEqual(lines("tail"), ["Hell…"], "one line, cut to fit with an ellipsis")
        XCTAssertEqual(lines("two"), ["one two", "three f…"], "the second line takes the rest, truncated")
        XCTAssertEqual(lines("short"), ["one tw…"], "as many lines as the height holds")
        XCTAssertEqual(lines("wrap"), ["one two", "three"], "word wrapping drops the rest without an ellipsis")
        for id in ["tail", "two", "short", "wrap"] {
            for line in p.layout.text[p.index(id)]?.lines ?? [] { XCTAssertLessThanOrEqual(line.width, 80) }
        }
    }

    func testButtonSizesAndFlowPlacement() throws {
        let p = try LaidOutScene("""
            <scene width="300" height="300">
              <button font="DejaVu Sans 15" id="plain" title="Send" sizeToFit="true" x="0" y="0"/>
              <button font="DejaVu Sans 15" id="padded" title="Send" contentEdgeInsets="4 10 4 10" sizeToFit="true" x="0" y="40"/>
              <flow id="flow" frame="0 100 100 200" spacing="4" lineSpacing="2">
                <view frame="0 0 40 10"/><view frame="0 0 50 20"/><view frame="0 0 30 10"/><view frame="0 0 120 10"/>
              </flow>
            </scene>
            """)
        // fontTools: "Send" at 15 pt is 37.78 wide → 38 at 2× (300×300 is no device's screen);
        // line height 17.46 → 18, a button's line rounding up to whole points, plus 6 above and below.
        XCTAssertEqual(p.geometry("plain").frame, Rect(x: 0, y: 0, width: 38, height: 30))
        XCTAssertEqual(p.geometry("padded").frame, Rect(x: 0, y: 40, width: 58, height: 26), "insets replace the default padding")
        let children = p.scene.nodes[p.index("flow")].children.map { p.layout.geometry[$0].frame }
        XCTAssertEqual(children, [
            Rect(x: 0, y: 5, width: 40, height: 10), Rect(x: 44, y: 0, width: 50, height: 20),  // row 1, 20 tall, centred
            Rect(x: 0, y: 22, width: 30, height: 10),  // 30 more would pass 100
            Rect(x: 0, y: 34, width: 120, height: 10),  // wider than the flow: a row of its own
        ])
    }

    /// Baseline anchors: a 34 pt and a 13 pt label sit on one baseline; a two-line label's last
    /// baseline is one line below its first; a plain view's baseline is its bottom edge.
    func testBaselineAnchors() throws {
        let p = try LaidOutScene("""
            <scene width="400" height="300">
              <label id="big" text="Big" font="DejaVu Sans 34"/>
              <label id="small" text="small" font="DejaVu Sans 13"/>
              <label id="two" text="one&#10;two" numberOfLines="0" font="DejaVu Sans 13"/>
              <view id="box"/>
              <constraints>
                <constraint>big.leading == superview.leading</constraint><constraint>big.top == superview.top + 10</constraint>
                <constraint>small.leading == big.trailing + 8</constraint><constraint>small.firstBaseline == big.firstBaseline</constraint>
                <constraint>two.leading == small.trailing + 8</constraint><constraint>two.lastBaseline == big.lastBaseline</constraint>
                <constraint>box.leading == two.trailing + 8</constraint><constraint>box.width == 10</constraint><constraint>box.height == 10</constraint>
                <constraint>box.firstBaseline == big.firstBaseline</constraint>
              </constraints>
            </scene>
            """)
        func baseline(_ id: String, line: Int = 0) throws -> Double {
            let g = p.geometry(id).frame
            return g.minY + (try XCTUnwrap(p.layout.text[p.index(id)]?.lines[line].origin.y))
        }
        let big = try baseline("big")
        XCTAssertEqual(big, 10 + ((2384.0 / 2048 * 34).rounded(.up) - 2384.0 / 2048 * 34) / 2 + ascender(34), accuracy: 1e-9)
        XCTAssertEqual(try baseline("small"), big, accuracy: 1e-9)
        XCTAssertEqual(try baseline("two", line: 1), big, accuracy: 1e-9)
        XCTAssertEqual(try baseline("two", line: 0), big - lineHeight(13), accuracy: 1e-9)
        XCTAssertEqual(p.geometry("box").frame.maxY, big, accuracy: 1e-9)
        XCTAssertEqual(p.layout.diagnostics, [])
    }

    /// `intrinsicSize` on a label replaces what it measures, not what it draws.
    func testAGivenIntrinsicSizeOverridesTheMeasuredOne() throws {
        let p = try LaidOutScene("""
            <scene width="300" height="100">
              <label font="DejaVu Sans 17" id="l" text="Hello, World" intrinsicSize="40 30" sizeToFit="true" x="0" y="0"/>
            </scene>
            """)
        XCTAssertEqual(p.geometry("l").frame, Rect(x: 0, y: 0, width: 40, height: 30))
        // fontTools at 17 pt: "He…" is 40.24 wide, over 40; "H…" 29.78.
        XCTAssertEqual(p.layout.text[p.index("l")]?.lines.map(\.text), ["H…"], "drawn, truncated to the given width")
    }

    func testAMissingFontFamilyIsAnErrorAtItsAttribute() {
        let text = #"<scene width="10" height="10"><label text="x" font="No Such Family 12"/></scene>"#
        let (scene, diagnostics) = SceneFrontEnd.parse(bytes: Array(text.utf8), path: "t.xml")
        XCTAssertEqual(diagnostics, [])
        guard let scene else { return XCTFail("parsed") }
        let layout = LayoutPass.run(scene, viewport: scene.viewports[0])
        let rendered = layout.diagnostics.map(\.rendered)
        XCTAssertEqual(rendered.count, 1)
        XCTAssertTrue(rendered.first?.hasPrefix("t.xml:1:47: error: invalid 'font': no font of the family 'No Such Family' was found in --font-dir or /usr/share/fonts; installed families include ") ?? false, rendered.first ?? "")
    }
}
