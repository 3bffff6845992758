import Geometry
import Layout
import LayoutTestSupport
import XCTest

final class LayoutPassTests: XCTestCase {
    func testFrameSetsBoundsSizeAndCenter() throws {
        let p = try LaidOutScene(#"<scene width="100" height="100"><view id="v" frame="10 20 30 40"/></scene>"#)
        let g = p.geometry("v")
        XCTAssertEqual(g.bounds, Rect(x: 0, y: 0, width: 30, height: 40))
        XCTAssertEqual(g.position, Point(x: 25, y: 40), "center is the frame's midpoint")
        XCTAssertEqual(g.frame, Rect(x: 10, y: 20, width: 30, height: 40))
    }

    func testBoundsOriginShiftsChildren() throws {
        let p = try LaidOutScene("""
            <scene width="100" height="100">
              <view id="scroll" frame="10 10 50 50" bounds="0 30 50 50"><view id="row" frame="0 40 50 10"/></view>
            </scene>
            """)
        let toRoot = p.geometry("row").toContainer.concatenating(p.geometry("scroll").toContainer)
        XCTAssertEqual(toRoot.apply(to: Point(x: 0, y: 0)), Point(x: 10, y: 20), "scrolled up by 30")
    }

    func testTransformTurnsAboutTheAnchorPoint() throws {
        let p = try LaidOutScene("""
            <scene width="100" height="100">
              <view id="mid" center="50 50" bounds="0 0 20 10" transform="rotate(90deg)"/>
              <view id="corner" center="50 50" bounds="0 0 20 10" anchorPoint="0 0" transform="rotate(90deg)"/>
            </scene>
            """)
        // Default anchor (0.5, 0.5): the centre stays; the 20×10 rect turns into a 10×20 one around it.
        XCTAssertEqual(p.geometry("mid").frame, Rect(x: 45, y: 40, width: 10, height: 20))
        // Anchor (0, 0): the top-left corner stays at the position; the rect swings down-left.
        XCTAssertEqual(p.geometry("corner").frame, Rect(x: 40, y: 50, width: 10, height: 20))
        // A point p of the view's bounds lands at position + T · (p − bounds.origin − anchor ⊙ size).
        XCTAssertEqual(p.geometry("corner").toContainer.apply(to: Point(x: 20, y: 0)), Point(x: 50, y: 70))
    }

    func testSublayerFrameFollowsOwnerBoundsAfterLayout() throws {
        let p = try LaidOutScene("""
            <scene width="300" height="300">
              <view id="board" frame="40 60 240 120" bounds="5 5 240 120">
                <layer id="border" frame="owner.bounds"/>
                <layer id="inset" frame="owner.bounds.inset(10, 20)"/>
              </view>
            </scene>
            """)
        XCTAssertEqual(p.geometry("border").frame, Rect(x: 5, y: 5, width: 240, height: 120))
        XCTAssertEqual(p.geometry("inset").frame, Rect(x: 25, y: 15, width: 200, height: 100))
    }

    func testLayerFollowingAnotherViewIsConvertedIntoItsContainer() throws {
        let p = try LaidOutScene("""
            <scene width="300" height="300">
              <view id="a" frame="100 100 50 50"/>
              <view id="holder" frame="10 20 200 200"><layer id="outline" frame="a.bounds.inset(-2)"/></view>
            </scene>
            """)
        XCTAssertEqual(p.geometry("outline").frame, Rect(x: 88, y: 78, width: 54, height: 54))
    }

    func testRootTakesTheViewportAndFramesFollowSuperviewAtEachViewport() throws {
        let p = try LaidOutScene("""
            <scene><viewport name="p" width="390" height="844"/><viewport name="l" width="844" height="390"/>
              <view id="full" frame="superview.bounds.inset(10)"/></scene>
            """)
        XCTAssertEqual(p.geometry("full").frame, Rect(x: 10, y: 10, width: 370, height: 824))
        let landscape = LayoutPass.run(p.scene, viewport: p.scene.viewports[1])
        XCTAssertEqual(landscape.geometry[p.index("full")].frame, Rect(x: 10, y: 10, width: 824, height: 370))
    }

    func testZeroSizeSublayerThatPaintsIsWarned() throws {
        let p = try LaidOutScene("""
            <scene width="10" height="10"><view frame="0 0 5 5">
              <layer id="forgotten" borderWidth="2"/>
              <layer id="silent"/>
            </view></scene>
            """)
        XCTAssertEqual(p.layout.diagnostics.map(\.rendered), [
            "t.xml:2:3: warning: layer 'forgotten' has a zero-size frame, so nothing it draws is visible; give it a 'frame', for example frame=\"owner.bounds\""
        ])
    }

    func testZeroSizeDrawingLayersAreWarnedOnlyWhenTheyDrawNothing() throws {
        let p = try LaidOutScene("""
            <scene width="10" height="10"><view frame="0 0 5 5">
              <gradientLayer id="flat" colors="red blue"/>
              <gradientLayer id="colourless"/>
              <shapeLayer id="drawn" path="ellipse(0 0 4 4)"/>
              <shapeLayer id="stroked" path="M0 0 L4 4" fillColor="clear" strokeColor="red"/>
              <shapeLayer id="clipped" path="ellipse(0 0 4 4)" masksToBounds="true"/>
              <shapeLayer id="pathless" backgroundColor="red"/>
            </view></scene>
            """)
        let warned = p.layout.diagnostics.filter { $0.id == .zeroSizeLayer }.map(\.rendered)
        XCTAssertEqual(warned, [
            "t.xml:2:3: warning: layer 'flat' has a zero-size frame, so nothing it draws is visible; give it a 'frame', for example frame=\"owner.bounds\"",
            "t.xml:6:3: warning: layer 'clipped' has a zero-size frame, so nothing it draws is visible; give it a 'frame', for example frame=\"owner.bounds\"",
            "t.xml:7:3: warning: layer 'pathless' has a zero-size frame, so nothing it draws is visible; give it a 'frame', for example frame=\"owner.bounds\"",
        ], "a shape layer draws its path at any size, unless it clips to its empty bounds")
    }
}
