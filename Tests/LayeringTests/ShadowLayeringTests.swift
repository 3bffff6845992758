import Geometry
import RenderTree
import SceneModel
import XCTest

@testable import Layering

/// `CALayer`'s shadow properties reach the render tree as Core Animation draws them: a shadow
/// only with some opacity, the defaults Apple documents, and none under `masksToBounds`.
final class ShadowLayeringTests: XCTestCase {
    func testAShadowCarriesOffsetSigmaColourAndOpacity() throws {
        let p = try LayeredScene("""
            <scene width="200" height="200">
              <view id="card" frame="10 10 100 60" backgroundColor="white" shadowColor="#FF000080" shadowOpacity="0.5"
                    shadowOffset="2 4" shadowRadius="8"/>
            </scene>
            """)
        let shadow = try XCTUnwrap(p.renderNode("card")?.shadow)
        XCTAssertEqual(shadow.offset, Point(x: 2, y: 4))
        XCTAssertEqual(shadow.standardDeviation, 8, "shadowRadius is σ")
        XCTAssertEqual(shadow.color, Color(red: 1, green: 0, blue: 0, alpha: 128.0 / 255))
        XCTAssertEqual(shadow.alpha, 0.5 * 128.0 / 255, accuracy: 1e-12, "the colour's alpha times shadowOpacity")
        XCTAssertNil(shadow.path, "no shadowPath: the shape of all the node draws")
    }

    func testDefaultsAreCoreAnimationsAndOpacityZeroCastsNothing() throws {
        let p = try LayeredScene("""
            <scene width="200" height="200">
              <view id="plain" frame="0 0 50 50" backgroundColor="white"/>
              <view id="lit" frame="0 60 50 50" backgroundColor="white" shadowOpacity="1"/>
              <view id="clear" frame="60 0 50 50" backgroundColor="white" shadowOpacity="1" shadowColor="clear"/>
            </scene>
            """)
        XCTAssertNil(p.renderNode("plain")?.shadow, "shadowOpacity defaults to 0")
        XCTAssertNil(p.renderNode("clear")?.shadow, "a transparent colour casts nothing")
        let shadow = try XCTUnwrap(p.renderNode("lit")?.shadow)
        XCTAssertEqual(shadow.offset, Point(x: 0, y: -3), "Core Animation's default offset, 3 points up in UIKit")
        XCTAssertEqual(shadow.radius, 3)
        XCTAssertEqual(shadow.color, Color(red: 0, green: 0, blue: 0))
        XCTAssertFalse(try XCTUnwrap(p.renderNode("plain")).hasEffects)
    }

    func testMasksToBoundsClipsTheLayersOwnShadowAwayButNotItsContainers() throws {
        let p = try LayeredScene("""
            <scene width="200" height="200">
              <view id="container" frame="10 10 100 60" shadowOpacity="0.3">
                <view id="content" frame="superview.bounds" cornerRadius="12" clipsToBounds="true" backgroundColor="white"
                      shadowOpacity="1"/>
              </view>
              <view id="host"><layer id="clipped" frame="0 0 20 20" masksToBounds="true" shadowOpacity="1" backgroundColor="red"/></view>
            </scene>
            """)
        XCTAssertNil(p.renderNode("content")?.shadow)
        XCTAssertNil(p.renderNode("clipped")?.shadow)
        XCTAssertNotNil(p.renderNode("container")?.shadow, "the unclipped container casts the clipped content's shadow")
    }

    func testShadowPathIsInTheLayersSpaceAndAnEmptyOneCastsNothing() throws {
        let p = try LayeredScene("""
            <scene width="200" height="200">
              <view id="avatar" frame="40 40 100 100" shadowOpacity="0.5" shadowPath="ellipse(10 90 80 10)"/>
              <view id="card" frame="0 0 100 60" shadowOpacity="0.5" shadowPath="roundedRect(0 0 100 60 12) rect(0 50 10 10)"/>
              <view id="none" frame="0 0 100 60" shadowOpacity="0.5" shadowPath="ellipse(0 0 0 10)"/>
            </scene>
            """)
        let avatar = try XCTUnwrap(p.renderNode("avatar")?.shadow?.path)
        XCTAssertEqual(avatar, Path(ellipseIn: Rect(x: 10, y: 90, width: 80, height: 10)))
        let card = try XCTUnwrap(p.renderNode("card")?.shadow?.path)
        XCTAssertEqual(card, Path(roundedRect: RoundedRect(rect: Rect(x: 0, y: 0, width: 100, height: 60), radius: 12))
            .appending(Path(rect: Rect(x: 0, y: 50, width: 10, height: 10))))
        XCTAssertNil(p.renderNode("none")?.shadow)
    }
}
