import Geometry
import XCTest

@testable import Layering

/// UIKit's `hitTest(_:with:)`, rule by rule: hidden, disabled and nearly transparent views
/// take no touches, a point outside a view reaches none of its subviews, and subviews are asked
/// last-added first.
final class HitTestModelTests: XCTestCase {
    private func answer(_ p: LayeredScene, _ x: Double, _ y: Double) -> String? {
        let model = HitTestModel(scene: p.scene, layout: p.layout)
        return model.hitTest(Point(x: x, y: y)).map { p.scene.nodes[$0].id ?? "root" }
    }

    func testHiddenDisabledAndTransparentSubtreesAreSkipped() throws {
        let p = try LayeredScene("""
            <scene width="100" height="100">
              <view id="under" frame="0 0 100 100"/>
              <view id="hidden" frame="0 0 50 50" isHidden="true"><view id="h1" frame="0 0 50 50"/></view>
              <view id="off" frame="50 0 50 50" isUserInteractionEnabled="false"><view id="o1" frame="0 0 50 50"/></view>
              <view id="faint" frame="0 50 50 50" alpha="0.01"><view id="f1" frame="0 0 50 50"/></view>
              <view id="visible" frame="50 50 50 50" alpha="0.02"/>
            </scene>
            """)
        XCTAssertEqual(answer(p, 10, 10), "under")
        XCTAssertEqual(answer(p, 60, 10), "under", "a disabled view's subviews take no touches either")
        XCTAssertEqual(answer(p, 10, 60), "under", "alpha 0.01 counts as transparent")
        XCTAssertEqual(answer(p, 60, 60), "visible", "alpha 0.02 does not")
    }

    /// A disabled control "ignores touch events"
    /// (https://developer.apple.com/documentation/uikit/uicontrol/isenabled): the touch goes to
    /// what lies beneath, and nothing inside it takes one; an enabled control is hit in its
    /// bounds, the thumb's position playing no part. Progress views are not controls.
    func testADisabledControlTakesNoTouchesAndAnEnabledOneTakesThemInItsBounds() throws {
        let p = try LayeredScene("""
            <scene width="200" height="100" design="ios18">
              <view id="row" frame="0 0 200 100">
                <switch id="on" frame="0 0 51 31" isOn="true"/>
                <switch id="off" frame="60 0 51 31" isEnabled="false"><view id="inside" frame="0 0 20 20"/></switch>
                <slider id="slider" frame="0 40 200 31" value="0"/>
                <button id="button" frame="0 75 60 20" title="Go" isEnabled="false"/>
                <progressView id="progress" frame="100 80 100 4"/>
              </view>
            </scene>
            """)
        XCTAssertEqual(answer(p, 5, 5), "on")
        XCTAssertEqual(answer(p, 50, 30), "on", "the track's rounded corner is still the bounds")
        XCTAssertEqual(answer(p, 100, 10), "row", "through the disabled switch to its superview")
        XCTAssertEqual(answer(p, 65, 5), "row", "a disabled control's subview takes none either")
        XCTAssertEqual(answer(p, 190, 55), "slider", "far from the thumb, inside the bounds")
        XCTAssertEqual(answer(p, 10, 85), "row", "a disabled button")
        XCTAssertEqual(answer(p, 150, 82), "progress", "a progress view is a view, always enabled")
    }

    func testSubviewOutsideItsSuperviewIsVisibleButNotTouchable() throws {
        let p = try LayeredScene("""
            <scene width="100" height="100">
              <view id="board" frame="20 20 60 60"><view id="crown" frame="20 -10 20 20"/></view>
            </scene>
            """)
        XCTAssertEqual(answer(p, 45, 25), "crown")
        XCTAssertEqual(answer(p, 45, 15), "root", "above the board, point(inside:) of the board fails first")
    }

    func testBoundsAreHalfOpenAndCornersAreSquare() throws {
        let p = try LayeredScene(#"<scene width="100" height="100"><view id="v" frame="10 10 20 20" cornerRadius="10"/></scene>"#)
        XCTAssertEqual(answer(p, 10, 10), "v", "minimum edges and rounded corners are inside")
        XCTAssertEqual(answer(p, 30, 20), "root", "the maximum edge is outside, as CGRect.contains has it")
    }

    func testLastAddedSubviewWinsWhateverItsZPosition() throws {
        let p = try LayeredScene("""
            <scene width="100" height="100">
              <view id="first" frame="0 0 60 60" zPosition="5"/>
              <view id="second" frame="40 40 60 60"/>
            </scene>
            """)
        XCTAssertEqual(answer(p, 50, 50), "second")
        XCTAssertEqual(p.paintedNames.last, "first", "while first paints on top")
    }

    func testPassThroughLetsTouchesFallButKeepsSubviewsTouchable() throws {
        let p = try LayeredScene("""
            <scene width="100" height="100">
              <view id="below" frame="0 0 100 100"/>
              <view id="layer" frame="0 0 100 100" passThrough="true"><view id="button" frame="10 10 20 20"/></view>
            </scene>
            """)
        XCTAssertEqual(answer(p, 15, 15), "button")
        XCTAssertEqual(answer(p, 60, 60), "below")
    }

    func testPointsAreConvertedThroughTransformsAndBoundsOrigins() throws {
        let p = try LayeredScene("""
            <scene width="200" height="200">
              <view id="turned" center="100 100" bounds="0 0 100 20" transform="rotate(90deg)"/>
              <view id="scrolled" frame="0 0 50 50" bounds="0 100 50 50"><view id="row" frame="0 100 50 10"/></view>
            </scene>
            """)
        XCTAssertEqual(answer(p, 100, 60), "turned", "rotated: now 20 wide and 100 tall")
        XCTAssertEqual(answer(p, 70, 100), "root")
        XCTAssertEqual(answer(p, 25, 5), "row", "bounds.origin (0, 100) brings the row to the top")
    }

    func testLayersAreNeverHitAndImageViewsStartDisabled() throws {
        let p = try LayeredScene("""
            <scene width="100" height="100">
              <view id="v" frame="0 0 100 100"><layer frame="owner.bounds" backgroundColor="red"/></view>
              <imageView id="img" frame="0 0 50 50" image="symbol:star"/>
            </scene>
            """)
        XCTAssertEqual(answer(p, 10, 10), "v")
        let chain = HitTestModel(scene: p.scene, layout: p.layout).responderChain(from: p.index("v"))
        XCTAssertEqual(chain, [p.index("v"), 0])
    }

    func testHitRegionsNestAsTheViewsDoWithTheirOwnOutlines() throws {
        let p = try LayeredScene("""
            <scene width="100" height="100">
              <view id="board" frame="20 20 60 60"><view id="crown" frame="20 -10 20 20"/></view>
              <view id="gone" frame="0 0 10 10" isUserInteractionEnabled="false"><view id="inner" frame="0 0 5 5"/></view>
              <view id="empty" frame="0 0 0 10"><view id="unreachable" frame="0 0 5 5"/></view>
            </scene>
            """)
        let regions = p.tree.hitRegions
        XCTAssertEqual(regions.map(\.name), [nil, "board", "crown"], "disabled and zero-area subtrees are left out")
        XCTAssertEqual(regions[0].children, [1])
        XCTAssertEqual(regions[1].children, [2])
        XCTAssertEqual(Rect.enclosing(regions[2].outline.points), Rect(x: 40, y: 10, width: 20, height: 20),
                       "its own outline, sticking out of the board; nesting under the board's clip cuts it")
    }
}
