import Geometry
import SceneModel
import XCTest

/// What a scene sets for everything in it: the design era its controls are drawn in and the
/// window's tint, and a view's own `tintColor`.
final class SceneEnvironmentSyntaxTests: XCTestCase {
    func testDesignEraAndTintReachTheModel() throws {
        let (scene, diagnostics) = parse("""
            <scene width="10" height="10" design="ios18" tintColor="systemPink"><view id="v" tintColor="#102030"/></scene>
            """)
        XCTAssertEqual(diagnostics, [])
        let s = try XCTUnwrap(scene)
        XCTAssertEqual(s.design, .ios18)
        XCTAssertEqual(s.nodes[Scene.rootIndex].view.tintColor, SystemColor.named("systemPink"), "the window's tint starts at the root view")
        XCTAssertEqual(s.nodes[1].view.tintColor, Color(r8: 0x10, g8: 0x20, b8: 0x30))
    }

    func testDefaultsAreTheCurrentDesignAndNoTintOfItsOwn() throws {
        let s = try XCTUnwrap(parse(#"<scene width="10" height="10"><view/></scene>"#).0)
        XCTAssertEqual(s.design, .ios26)
        XCTAssertEqual(DesignEra.current, .ios26)
        XCTAssertNil(s.nodes[1].view.tintColor, "a view takes its superview's tint unless it sets one")
    }

    func testAnUnknownEraGetsASuggestion() {
        XCTAssertEqual(diagnostics(#"<scene width="10" height="10" design="ios17"/>"#),
                       ["t.xml:1:31: error: invalid 'design': unknown design era 'ios17'; did you mean 'ios18'?"])
    }
}
