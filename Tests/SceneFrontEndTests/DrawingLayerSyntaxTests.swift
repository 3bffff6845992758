import Geometry
import SceneModel
import TestSupport
import XCTest

@testable import SceneFrontEnd

/// `<gradientLayer>` and `<shapeLayer>`: Core Animation's defaults, each attribute into its
/// payload, and the rule tying a gradient's locations to its colours.
final class DrawingLayerSyntaxTests: XCTestCase {
    func testDefaultsAreCoreAnimations() throws {
        let (scene, found) = parse(#"<scene width="10" height="10"><gradientLayer id="g"/><shapeLayer id="s"/></scene>"#)
        XCTAssertEqual(found.map(\.rendered), [])
        guard case .gradient(let g)? = node(scene, "g")?.content, case .shape(let s)? = node(scene, "s")?.content else { return XCTFail() }
        XCTAssertEqual(g, GradientLayerProperties())
        XCTAssertEqual(g.type, .axial)
        XCTAssertEqual([g.startPoint, g.endPoint], [Point(x: 0.5, y: 0), Point(x: 0.5, y: 1)])
        XCTAssertEqual(s, ShapeLayerProperties())
        XCTAssertEqual(s.fillColor, Color(red: 0, green: 0, blue: 0))
        XCTAssertNil(s.strokeColor)
        XCTAssertEqual([s.lineWidth, s.miterLimit, s.strokeStart, s.strokeEnd], [1, 10, 0, 1])
        XCTAssertEqual(node(scene, "g")?.kind.className, "CAGradientLayer")
        XCTAssertEqual(node(scene, "s")?.kind.isView, false)
    }

    func testEveryAttributeIsRead() throws {
        let (scene, found) = parse("""
            <scene width="10" height="10"><view>
              <gradientLayer id="g" type="conic" colors="#FF0000, systemBlue #00FF0080" locations="0 0.25 1" startPoint="0.5 0.5" endPoint="1 0.5"/>
              <shapeLayer id="s" path="rect(0 0 4 4)" fillColor="clear" fillRule="evenOdd" strokeColor="red" lineWidth="2" lineCap="round"
                          lineJoin="bevel" miterLimit="4" lineDashPattern="3, 1" lineDashPhase="1" strokeStart="0.25" strokeEnd="0.5"/>
            </view></scene>
            """)
        XCTAssertEqual(found.map(\.rendered), [])
        guard case .gradient(let g)? = node(scene, "g")?.content, case .shape(let s)? = node(scene, "s")?.content else { return XCTFail() }
        XCTAssertEqual(g.type, .conic)
        XCTAssertEqual(g.colors.count, 3)
        XCTAssertEqual(g.colors[2].alpha, 128.0 / 255)
        XCTAssertEqual(g.stopLocations, [0, 0.25, 1])
        XCTAssertEqual(s.path, Path(rect: Rect(x: 0, y: 0, width: 4, height: 4)))
        XCTAssertEqual(s.fillColor?.alpha, 0)
        XCTAssertEqual(s.fillRule, .evenOdd)
        XCTAssertEqual([s.lineWidth, s.miterLimit, s.lineDashPhase, s.strokeStart, s.strokeEnd], [2, 4, 1, 0.25, 0.5])
        XCTAssertEqual(s.lineDashPattern, [3, 1])
        XCTAssertEqual(s.lineCap, .round)
        XCTAssertEqual(s.lineJoin, .bevel)
    }

    func testColoursWithoutLocationsAreEvenlySpread() {
        var g = GradientLayerProperties()
        g.colors = [.clear, .clear, .clear, .clear, .clear]
        XCTAssertEqual(g.stopLocations, [0, 0.25, 0.5, 0.75, 1])
    }

    func testLocationsMustMatchColoursAndErrorsPointAtTheirAttribute() {
        assertDiagnostics(#"<scene width="10" height="10"><gradientLayer colors="red blue" 1️⃣locations="0 0.5 1"/></scene>"#, [
            ("1️⃣", "error: invalid 'locations': 'locations' has 3 numbers but 'colors' has 2 colours; give one location per colour, or none to spread them evenly"),
        ])
        assertDiagnostics(#"<scene width="10" height="10"><gradientLayer 1️⃣locations="0 1.5" 2️⃣type="linear"/><shapeLayer 3️⃣lineCap="flat"/></scene>"#, [
            ("1️⃣", "error: invalid 'locations': '1.5' must be between 0 and 1"),
            ("2️⃣", "error: invalid 'type': unknown gradient type 'linear'; use one of 'axial', 'radial', 'conic'"),
            ("3️⃣", "error: invalid 'lineCap': unknown line cap 'flat'; use one of 'butt', 'round', 'square'"),
        ])
    }

    func testDrawingLayersGoWhereLayersGo() {
        assertDiagnostics(#"<scene width="10" height="10"><layer><shapeLayer><gradientLayer/></shapeLayer></layer><gradientLayer>1️⃣<view/></gradientLayer></scene>"#, [
            ("1️⃣", "error: <view> is not allowed inside <gradientLayer>"),
        ])
    }
}
