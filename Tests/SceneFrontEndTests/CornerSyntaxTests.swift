import Geometry
import SceneModel
import XCTest

@testable import SceneFrontEnd

/// `cornerCurve` and `maskedCorners`: Core Animation's defaults, its names, and a mistyped name
/// refused with a suggestion.
final class CornerSyntaxTests: XCTestCase {
    func testDefaultsAndNames() throws {
        let scene = try XCTUnwrap(parse("""
            <scene width="100" height="100">
              <view id="plain"/>
              <view id="set" cornerCurve="continuous" maskedCorners="layerMinXMaxYCorner,layerMaxXMaxYCorner"/>
              <layer id="none" maskedCorners=""/>
            </scene>
            """).0)
        XCTAssertEqual(node(scene, "plain")?.layer.cornerCurve, .circular)
        XCTAssertEqual(node(scene, "plain")?.layer.maskedCorners, .all)
        XCTAssertEqual(node(scene, "set")?.layer.cornerCurve, .continuous)
        XCTAssertEqual(node(scene, "set")?.layer.maskedCorners, [.minXMaxY, .maxXMaxY])
        XCTAssertEqual(node(scene, "none")?.layer.maskedCorners, [])
    }

    func testMistypedNamesAreRefused() {
        assertDiagnostics("""
            <scene width="10" height="10">
              <view 1️⃣cornerCurve="squircle"/>
              <view 2️⃣maskedCorners="layerMinXMinYCorner layerMaxYMinXCorner"/>
            </scene>
            """, [("1️⃣", "error: invalid 'cornerCurve': unknown corner curve 'squircle'; use one of 'circular', 'continuous'"),
                  ("2️⃣", "error: invalid 'maskedCorners': unknown corner 'layerMaxYMinXCorner'; did you mean 'layerMaxXMinYCorner'?")])
    }
}
