import Geometry
import SceneModel
import TestSupport
import XCTest

@testable import SceneFrontEnd

/// The standard controls' elements: UIKit's defaults, each attribute into its payload, and the
/// values UIKit refuses reported where they are written.
final class ControlSyntaxTests: XCTestCase {
    func testDefaultsAreUIKits() throws {
        let (scene, found) = parse(#"<scene width="10" height="10"><switch id="w"/><slider id="s"/><stepper id="t"/><segmentedControl id="g"/><progressView id="p"/><activityIndicatorView id="a"/><pageControl id="c"/></scene>"#)
        XCTAssertEqual(found.map(\.rendered), [])
        guard case .switchControl(let w)? = node(scene, "w")?.content, case .slider(let s)? = node(scene, "s")?.content,
              case .stepper(let t)? = node(scene, "t")?.content, case .segmentedControl(let g)? = node(scene, "g")?.content,
              case .progressView(let p)? = node(scene, "p")?.content, case .activityIndicator(let a)? = node(scene, "a")?.content,
              case .pageControl(let c)? = node(scene, "c")?.content else { return XCTFail("every control is its kind") }
        XCTAssertEqual([w.isOn, w.isEnabled], [false, true])
        XCTAssertEqual([s.value, s.minimumValue, s.maximumValue], [0, 0, 1])
        XCTAssertEqual([t.value, t.minimumValue, t.maximumValue], [0, 0, 100], "UIStepper's maximumValue is 100")
        XCTAssertEqual(g.segments, [])
        XCTAssertNil(g.selectedSegmentIndex, "noSegment")
        XCTAssertEqual(p.progress, 0)
        XCTAssertEqual(a.style, .medium)
        XCTAssertEqual([c.numberOfPages, c.currentPage], [0, 0])
        XCTAssertEqual(["w", "s", "t", "g", "p", "a", "c"].compactMap { node(scene, $0)?.kind.className },
                       ["UISwitch", "UISlider", "UIStepper", "UISegmentedControl", "UIProgressView", "UIActivityIndicatorView", "UIPageControl"])
    }

    func testEveryAttributeIsRead() throws {
        let (scene, found) = parse("""
            <scene width="10" height="10">
              <switch id="w" isOn="true" onTintColor="systemBlue" thumbTintColor="#FF0000" isEnabled="false"/>
              <slider id="s" value="5" minimumValue="-10" maximumValue="10" minimumTrackTintColor="red" maximumTrackTintColor="blue" thumbTintColor="green"/>
              <stepper id="t" value="3" minimumValue="1" maximumValue="9" isEnabled="false"/>
              <segmentedControl id="g" segments="Day | Week, Month |Year" selectedSegmentIndex="2"/>
              <progressView id="p" progress="0.25" progressTintColor="systemRed" trackTintColor="systemGray5"/>
              <activityIndicatorView id="a" style="large" color="systemTeal"/>
              <pageControl id="c" numberOfPages="5" currentPage="7" pageIndicatorTintColor="gray" currentPageIndicatorTintColor="black" isEnabled="false"/>
              <button id="b" title="Go" isEnabled="false"/>
            </scene>
            """)
        XCTAssertEqual(found.map(\.rendered), [])
        guard case .switchControl(let w)? = node(scene, "w")?.content, case .slider(let s)? = node(scene, "s")?.content,
              case .stepper(let t)? = node(scene, "t")?.content, case .segmentedControl(let g)? = node(scene, "g")?.content,
              case .progressView(let p)? = node(scene, "p")?.content, case .activityIndicator(let a)? = node(scene, "a")?.content,
              case .pageControl(let c)? = node(scene, "c")?.content else { return XCTFail("every control is its kind") }
        XCTAssertEqual([w.isOn, w.isEnabled], [true, false])
        XCTAssertEqual(w.onTintColor, SystemColor.named("systemBlue"))
        XCTAssertEqual(w.thumbTintColor, Color(r8: 255, g8: 0, b8: 0))
        XCTAssertEqual([s.value, s.minimumValue, s.maximumValue, s.fraction], [5, -10, 10, 0.75])
        XCTAssertEqual([s.minimumTrackTintColor, s.maximumTrackTintColor, s.thumbTintColor], [SystemColor.named("red"), SystemColor.named("blue"), SystemColor.named("green")])
        XCTAssertEqual([t.value, t.minimumValue, t.maximumValue], [3, 1, 9])
        XCTAssertFalse(t.isEnabled)
        XCTAssertEqual(g.segments, ["Day", "Week, Month", "Year"], "titles are split at '|' only, and trimmed")
        XCTAssertEqual(g.selectedSegmentIndex, 2)
        XCTAssertEqual(p.progress, 0.25)
        XCTAssertEqual([p.progressTintColor, p.trackTintColor], [SystemColor.named("systemRed"), SystemColor.named("systemGray5")])
        XCTAssertEqual(a.style, .large)
        XCTAssertEqual(a.color, SystemColor.named("systemTeal"))
        XCTAssertEqual([c.numberOfPages, c.currentPage, c.shownPage], [5, 7, 4], "UIKit pins currentPage to the last page")
        XCTAssertEqual(["w", "s", "t", "g", "p", "a", "c", "b"].map { node(scene, $0)?.content.isEnabled },
                       [false, true, false, true, true, true, false, false])
    }

    func testAValueOutsideTheRangeIsDrawnAtTheNearerEnd() {
        var s = SliderProperties()
        (s.minimumValue, s.maximumValue, s.value) = (10, 20, 25)
        XCTAssertEqual(s.fraction, 1)
        s.value = -3
        XCTAssertEqual(s.fraction, 0)
    }

    func testValuesUIKitRefusesAreErrorsAtTheirAttribute() {
        assertDiagnostics(#"<scene width="10" height="10"><slider minimumValue="5" 1️⃣maximumValue="1"/><stepper minimumValue="3" 2️⃣maximumValue="3"/></scene>"#, [
            ("1️⃣", "error: invalid 'maximumValue': 'maximumValue' 1 is less than 'minimumValue' 5"),
            ("2️⃣", "error: invalid 'maximumValue': 'maximumValue' 3 must be greater than 'minimumValue' 3"),
        ])
        assertDiagnostics(#"<scene width="10" height="10"><segmentedControl segments="A | B" 1️⃣selectedSegmentIndex="2"/></scene>"#, [
            ("1️⃣", "error: invalid 'selectedSegmentIndex': 'selectedSegmentIndex' 2 names no segment: there are 2"),
        ])
        assertDiagnostics(#"<scene width="10" height="10"><progressView 1️⃣progress="1.5"/><activityIndicatorView 2️⃣style="larg"/><switch 3️⃣isOn="yes"/><pageControl 4️⃣numberOfPages="-1"/></scene>"#, [
            ("1️⃣", "error: invalid 'progress': '1.5' must be between 0 and 1"),
            ("2️⃣", "error: invalid 'style': unknown activity indicator style 'larg'; did you mean 'large'?"),
            ("3️⃣", "error: invalid 'isOn': expected 'true' or 'false', got 'yes'"),
            ("4️⃣", "error: invalid 'numberOfPages': expected a whole number 0 or more, got '-1'"),
        ])
    }

    /// A configured button's title is 17 pt unless the scene gives a font, in either order.
    func testAConfiguredButtonsTitleIsSeventeenPointsUnlessAFontIsGiven() throws {
        let (scene, found) = parse("""
            <scene width="10" height="10">
              <button id="system" title="A"/>
              <button id="configured" title="A" configuration="gray" image="symbol:star"/>
              <button id="fontFirst" title="A" font="13" configuration="filled"/>
              <button id="fontAfter" title="A" configuration="tinted" font="13"/>
            </scene>
            """)
        XCTAssertEqual(found.map(\.rendered), [])
        XCTAssertEqual(["system", "configured", "fontFirst", "fontAfter"].map { node(scene, $0)?.text?.fontSize }, [15, 17, 13, 13])
        XCTAssertEqual(node(scene, "configured")?.button?.configuration, .gray)
        XCTAssertEqual(node(scene, "configured")?.button?.image, "symbol:star")
        XCTAssertNil(node(scene, "system")?.button?.configuration)
    }

    func testAButtonsImageIsAConfiguredButtonsSymbol() {
        assertDiagnostics(#"<scene width="10" height="10"><button title="A" 1️⃣image="symbol:star"/><button configuration="filled" 2️⃣image="photo.png"/><button 3️⃣configuration="bordered"/></scene>"#, [
            ("1️⃣", "error: invalid 'image': an image needs a 'configuration' (plain, gray, tinted or filled)"),
            ("2️⃣", "error: invalid 'image': 'photo.png' is not a symbol; this image is 'symbol:NAME', such as 'symbol:star'"),
            ("3️⃣", "error: invalid 'configuration': unknown button configuration style 'bordered'; use one of 'plain', 'gray', 'tinted', 'filled'"),
        ])
    }
}
