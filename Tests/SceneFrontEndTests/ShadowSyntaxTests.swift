import Geometry
import SceneModel
import XCTest

@testable import SceneFrontEnd

/// `shadowColor`, `shadowOpacity`, `shadowOffset`, `shadowRadius` and `shadowPath` on views and
/// layers alike, with Core Animation's defaults, and their errors at the attribute.
final class ShadowSyntaxTests: XCTestCase {
    func testViewsAndLayersTakeTheSameShadowAttributes() throws {
        let (scene, messages) = parse("""
            <scene width="100" height="100">
              <view id="v" shadowColor="systemRed" shadowOpacity="0.25" shadowOffset="1 -2" shadowRadius="6"
                    shadowPath="rect(0 0 10 20)">
                <layer id="l" shadowOpacity="1" shadowPath="roundedRect(0, 0, 40, 30, 8) ellipse(1 2 3 4)"/>
              </view>
              <view id="plain"/>
            </scene>
            """)
        XCTAssertEqual(messages.map(\.rendered), [])
        let v = try XCTUnwrap(node(scene, "v")).layer.shadow
        XCTAssertEqual(v, LayerShadow(color: Color(r8: 255, g8: 59, b8: 48), opacity: 0.25, offset: Point(x: 1, y: -2), radius: 6,
                                      path: Path(rect: Rect(x: 0, y: 0, width: 10, height: 20))))
        let l = try XCTUnwrap(node(scene, "l")).layer.shadow
        XCTAssertEqual(l.path, Path(roundedRect: RoundedRect(rect: Rect(x: 0, y: 0, width: 40, height: 30), radius: 8))
            .appending(Path(ellipseIn: Rect(x: 1, y: 2, width: 3, height: 4))))
        XCTAssertEqual(l.offset, Point(x: 0, y: -3), "CALayer's documented default offset")
        let plain = try XCTUnwrap(node(scene, "plain")).layer.shadow
        XCTAssertEqual(plain, .standard)
        XCTAssertEqual(plain.opacity, 0)
        XCTAssertEqual(plain.radius, 3)
        XCTAssertFalse(plain.isVisible)
    }

    func testBadShadowValuesAreReportedAtTheAttribute() {
        assertDiagnostics("""
            <scene width="10" height="10">
              <view 1️⃣shadowOpacity="1.5" 2️⃣shadowRadius="-1" 3️⃣shadowOffset="3"/>
              <view 4️⃣shadowPath="elipse(0 0 1 1)" 5️⃣shadowColor="blak"/>
              <layer 6️⃣shadowPath="rect(0 0 -1 1)"/>
              <view 7️⃣shadowPath="rect(0 0 1)"/>
              <view 8️⃣shadowPath="star(1 2)"/>
              <view 9️⃣shadowPath="rect 0 0 1 1"/>
            </scene>
            """, [
            ("1️⃣", "error: invalid 'shadowOpacity': '1.5' must be between 0 and 1"),
            ("2️⃣", "error: invalid 'shadowRadius': '-1' must not be negative"),
            ("3️⃣", "error: invalid 'shadowOffset': expected two numbers 'x, y', got '3'"),
            ("4️⃣", "error: invalid 'shadowPath': unknown shape 'elipse'; did you mean 'ellipse'? (at character 1)"),
            ("5️⃣", "error: invalid 'shadowColor': unknown colour 'blak'; did you mean 'black'?"),
            ("6️⃣", "error: invalid 'shadowPath': rect(…) must not have a negative width or height (at character 1)"),
            ("7️⃣", "error: invalid 'shadowPath': 'rect' expects a number here, found ')' (at character 11)"),
            ("8️⃣", "error: invalid 'shadowPath': unknown shape 'star'; use rect(x y w h), roundedRect(x y w h r), ellipse(x y w h) or SVG path data (at character 1)"),
            ("9️⃣", "error: invalid 'shadowPath': path data must begin with 'M' (move to) (at character 1)"),
        ])
    }
}
