import Geometry
import RenderTree
import SceneModel
import XCTest

@testable import Layering

/// What each standard control draws: the parts (tracks, thumbs, dots) as the render tree's
/// general primitives, in the colours docs/Semantics.md gives them, following the inherited
/// tint and halved in alpha when the control is disabled.
final class ControlDrawingTests: XCTestCase {
    private func fills(_ p: LayeredScene, _ id: String, file: StaticString = #filePath, line: UInt = #line) -> [(path: Path, rule: FillRule, color: Color)] {
        (p.renderNode(id)?.contents ?? []).compactMap {
            guard case .fill(let f) = $0, case .solid(let c) = f.paint else { return nil }
            return (f.path, f.rule, c)
        }
    }

    private static func named(_ name: String) -> Color { SystemColor.named(name) ?? .clear }

    private static func halved(_ name: String) -> Color {
        var c = named(name)
        c.alpha /= 2
        return c
    }

    func testASwitchsTrackFollowsItsStateAndItsThumbSitsAtThatEnd() throws {
        let p = try LayeredScene("""
            <scene width="300" height="200" design="ios18">
              <switch id="on" frame="0 0 51 31" isOn="true"/>
              <switch id="off" frame="0 40 51 31"/>
              <switch id="blue" frame="0 80 51 31" isOn="true" onTintColor="systemBlue"/>
              <switch id="dim" frame="0 120 51 31" isOn="true" isEnabled="false"/>
            </scene>
            """)
        XCTAssertEqual(fills(p, "on").map(\.color), [Self.named("systemGreen"), Self.named("white")])
        XCTAssertEqual(fills(p, "off").map(\.color), [Self.named("secondarySystemFill"), Self.named("white")])
        XCTAssertEqual(fills(p, "blue").first?.color, Self.named("systemBlue"))
        XCTAssertEqual(fills(p, "dim").map(\.color), [Self.halved("systemGreen"), Self.halved("white")], "a disabled control at half alpha")
        // The thumb: 27 pt round, 2 pt inside the 51×31 track, at the trailing end when on.
        XCTAssertEqual(fills(p, "on")[1].path.roundedRect, RoundedRect(rect: Rect(x: 22, y: 2, width: 27, height: 27), radius: 13.5))
        XCTAssertEqual(fills(p, "off")[1].path.roundedRect, RoundedRect(rect: Rect(x: 2, y: 2, width: 27, height: 27), radius: 13.5))
        XCTAssertEqual(fills(p, "on")[0].rule, .evenOdd, "the track has a hole where the thumb is")
    }

    func testTheIOS26SwitchHasACapsuleThumb() throws {
        let p = try LayeredScene(#"<scene width="100" height="100"><switch id="s" frame="0 0 63 28" isOn="true"/></scene>"#)
        // 24 high (2 pt inset), 1.5 × 24 = 36 wide, ending 2 pt before the trailing edge.
        XCTAssertEqual(fills(p, "s")[1].path.roundedRect, RoundedRect(rect: Rect(x: 25, y: 2, width: 36, height: 24), radius: 12))
    }

    func testASlidersMinimumTrackIsTheInheritedTintAndItsThumbFollowsTheValue() throws {
        let p = try LayeredScene("""
            <scene width="300" height="200" design="ios18">
              <view frame="0 0 300 200" tintColor="systemPink">
                <slider id="s" frame="0 0 228 31" value="25" minimumValue="0" maximumValue="100"/>
              </view>
            </scene>
            """)
        let parts = fills(p, "s")
        XCTAssertEqual(parts.map(\.color), [Self.named("systemFill"), Self.named("systemPink"), Self.named("white")])
        // The thumb's centre runs from 14 to 214: a quarter of the way is 64.
        XCTAssertEqual(parts[2].path.roundedRect, RoundedRect(rect: Rect(x: 50, y: 1.5, width: 28, height: 28), radius: 14))
    }

    func testAStepperDimsTheEndOfTheRangeItHasReached() throws {
        let p = try LayeredScene("""
            <scene width="300" height="200">
              <stepper id="low" frame="0 0 94 32" value="0"/>
              <stepper id="high" frame="0 40 94 32" value="100"/>
            </scene>
            """)
        let (label, dim) = (Self.named("label"), Self.named("tertiaryLabel"))
        XCTAssertEqual(fills(p, "low").suffix(2).map(\.color), [dim, label], "− dimmed at the minimum")
        XCTAssertEqual(fills(p, "high").suffix(2).map(\.color), [label, dim], "+ dimmed at the maximum")
    }

    func testASegmentedControlDrawsItsSelectionAndItsTitlesInTheirSegments() throws {
        let p = try LayeredScene("""
            <scene width="300" height="100" design="ios18">
              <segmentedControl id="g" frame="0 0 240 32" segments="One | Two | Three" selectedSegmentIndex="1"/>
              <segmentedControl id="off" frame="0 40 240 32" segments="One | Two" selectedSegmentIndex="0" isEnabled="false"/>
            </scene>
            """)
        let parts = fills(p, "g")
        XCTAssertEqual(parts.map(\.color), [Self.named("tertiarySystemFill"), Self.named("white")])
        XCTAssertEqual(parts[1].path.roundedRect, RoundedRect(rect: Rect(x: 82, y: 2, width: 76, height: 28), radius: 7))
        let text = try XCTUnwrap(p.renderNode("g")?.text.first)
        XCTAssertEqual(text.color, Self.named("label"))
        XCTAssertEqual(p.layout.text[p.index("g")]?.lines.map(\.text), ["One", "Two", "Three"])
        for (k, line) in (p.layout.text[p.index("g")]?.lines ?? []).enumerated() {
            XCTAssertEqual(line.origin.x + line.width / 2, 40 + 80 * Double(k), accuracy: 0.01, "centred in segment \(k)")
        }
        XCTAssertEqual(p.renderNode("off")?.text.first?.color, Self.halved("label"))
    }

    func testAProgressViewFillsItsProgressInTheTint() throws {
        let p = try LayeredScene(#"<scene width="300" height="100" tintColor="systemIndigo"><progressView id="p" frame="0 0 200 4" progress="0.3"/></scene>"#)
        let parts = fills(p, "p")
        XCTAssertEqual(parts.map(\.color), [Self.named("systemFill"), Self.named("systemIndigo")])
        XCTAssertEqual(parts[1].path.roundedRect, RoundedRect(rect: Rect(x: 0, y: 0, width: 60, height: 4), radius: 2))
    }

    func testAnActivityIndicatorDrawsEightFadingSpokes() throws {
        let p = try LayeredScene(#"<scene width="100" height="100"><activityIndicatorView id="a" frame="0 0 20 20" color="systemRed"/></scene>"#)
        let strokes = (p.renderNode("a")?.contents ?? []).compactMap { primitive -> PathStroke? in
            guard case .stroke(let s) = primitive else { return nil }
            return s
        }
        XCTAssertEqual(strokes.count, 8)
        XCTAssertEqual(strokes.map { if case .solid(let c) = $0.paint { c.alpha } else { -1 } }, (0..<8).map { 1 - Double($0) / 8 })
        XCTAssertEqual(strokes.first?.style.cap, .round)
    }

    func testAPageControlDrawsADotPerPageAndPinsTheCurrentOne() throws {
        let p = try LayeredScene(#"<scene width="200" height="100"><pageControl id="c" frame="0 0 200 26" numberOfPages="4" currentPage="9"/></scene>"#)
        let dots = fills(p, "c")
        XCTAssertEqual(dots.map(\.color), [Self.named("tertiaryLabel"), Self.named("tertiaryLabel"), Self.named("tertiaryLabel"), Self.named("label")])
        XCTAssertEqual(p.renderNode("c")?.title, "page 4 of 4")
        // Four 16 pt pitches centred on 100: centres at 76, 92, 108, 124.
        XCTAssertEqual(dots.map(\.path), [76.0, 92, 108, 124].map { Path(ellipseIn: Rect(x: $0 - 3.5, y: 9.5, width: 7, height: 7)) })
    }

    func testADisabledButtonsTitleIsDimmed() throws {
        let p = try LayeredScene(#"<scene width="200" height="100"><button id="b" frame="0 0 100 30" title="Go" isEnabled="false"/></scene>"#)
        var blue = Color(r8: 0, g8: 122, b8: 255)
        blue.alpha = 0.5
        XCTAssertEqual(p.renderNode("b")?.text.first?.color, blue)
    }

    /// Each configuration style's background and title colour, the tint followed from the
    /// superview, the iOS 18 corners (6 pt) and the iOS 26 capsule, and the image's placeholder
    /// just before the title.
    func testConfiguredButtonsDrawTheirStyle() throws {
        let p = try LayeredScene("""
            <scene width="300" height="300" design="ios18">
              <view frame="0 0 300 300" tintColor="systemPink">
                <button id="plain" frame="0 0 75 35" title="Button" configuration="plain"/>
                <button id="gray" frame="0 40 75 35" title="Button" configuration="gray"/>
                <button id="tinted" frame="0 80 75 35" title="Button" configuration="tinted"/>
                <button id="filled" frame="0 120 75 35" title="Button" configuration="filled"/>
                <button id="call" frame="0 160 73.5 35" title="Call" configuration="filled" image="symbol:phone"/>
              </view>
            </scene>
            """)
        let pink = Self.named("systemPink")
        var faint = pink
        faint.alpha = 0.15
        XCTAssertEqual(fills(p, "plain").map(\.color), [], "no background")
        XCTAssertEqual(fills(p, "gray").map(\.color), [Self.named("tertiarySystemFill")])
        XCTAssertEqual(fills(p, "tinted").map(\.color), [faint])
        XCTAssertEqual(fills(p, "filled").map(\.color), [pink])
        XCTAssertEqual(fills(p, "filled").first?.path.roundedRect, RoundedRect(rect: Rect(x: 0, y: 0, width: 75, height: 35), radius: 6))
        XCTAssertEqual(["plain", "gray", "tinted", "filled"].map { p.renderNode($0)?.text.first?.color },
                       [pink, pink, pink, Self.named("white")])
        // The image's square, 21 pt, ends where the title starts: 12 + 21 = 33 from the leading
        // edge, less half the rounding of the title's width up to the pixel (the group is centred).
        let title = try XCTUnwrap(p.layout.text[p.index("call")]?.lines.first)
        XCTAssertEqual(title.origin.x, 33, accuracy: 0.25)
        XCTAssertEqual(fills(p, "call").count, 2, "the background and the placeholder ring")

        let glass = try LayeredScene(#"<scene width="100" height="100"><button id="b" frame="0 0 75 35" title="Button" configuration="filled"/></scene>"#)
        XCTAssertEqual(fills(glass, "b").first?.path.roundedRect, RoundedRect(rect: Rect(x: 0, y: 0, width: 75, height: 35), radius: 17.5))
    }
}
