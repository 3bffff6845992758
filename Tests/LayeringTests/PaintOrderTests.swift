import Geometry
import RenderTree
import SceneModel
import XCTest

@testable import Layering

/// Core Animation's compositing order: background, contents, sublayers in the order added
/// (stably sorted by zPosition), border last.
final class PaintOrderTests: XCTestCase {
    func testSublayersAndSubviewsInterleaveInTheOrderAdded() throws {
        let p = try LayeredScene("""
            <scene width="10" height="10"><view id="host" frame="0 0 5 5">
              <layer id="l1"/><view id="v1"/><layer id="l2"/><imageView id="v2"/>
            </view></scene>
            """)
        XCTAssertEqual(p.paintedNames, ["host", "l1", "v1", "l2", "v2"])
    }

    func testZPositionIsAStableSortAmongSiblingsOnly() throws {
        let p = try LayeredScene("""
            <scene width="10" height="10">
              <view id="a" zPosition="1"><view id="a1" zPosition="-5"/></view>
              <view id="b"/>
              <view id="c" zPosition="1"/>
              <view id="d" zPosition="-1"/>
            </scene>
            """)
        XCTAssertEqual(p.paintedNames, ["d", "b", "a", "a1", "c"])
    }

    func testBorderPaintsAboveSubviewsAndIsARingInsideTheBounds() throws {
        let p = try LayeredScene("""
            <scene width="100" height="100">
              <view id="board" frame="0 0 60 40" borderWidth="2" borderColor="systemGreen" cornerRadius="4"><view id="badge"/></view>
            </scene>
            """)
        let board = try XCTUnwrap(p.renderNode("board"))
        XCTAssertEqual(board.children.count, 1, "the badge is a child; the border is painted after all children")
        let border = try XCTUnwrap(board.border)
        XCTAssertEqual(border.outer, RoundedRect(rect: Rect(x: 0, y: 0, width: 60, height: 40), radius: 4))
        XCTAssertEqual(border.inner, RoundedRect(rect: Rect(x: 2, y: 2, width: 56, height: 36), radius: 2))
    }

    func testThickBorderOnSmallRadiusHasSquareInnerCorners() throws {
        let p = try LayeredScene(#"<scene width="100" height="100"><view id="v" frame="0 0 60 40" borderWidth="10" cornerRadius="3"/></scene>"#)
        XCTAssertEqual(try XCTUnwrap(p.renderNode("v")?.border).inner.radius, 0)
    }

    func testHiddenSubtreesAreDroppedAndClipsAreRounded() throws {
        let p = try LayeredScene("""
            <scene width="100" height="100">
              <view id="gone" isHidden="true"><view id="child"/></view>
              <view id="clip" frame="0 0 50 50" clipsToBounds="true" cornerRadius="100" alpha="0.5"/>
            </scene>
            """)
        XCTAssertEqual(p.paintedNames, ["clip"])
        let clip = try XCTUnwrap(p.renderNode("clip"))
        XCTAssertEqual(clip.clip, RoundedRect(rect: Rect(x: 0, y: 0, width: 50, height: 50), radius: 25))
        XCTAssertEqual(clip.opacity, 0.5)
    }

    func testRenderTransformMapsOwnSpaceIntoParent() throws {
        let p = try LayeredScene(#"<scene width="100" height="100"><view id="v" frame="10 20 30 40" bounds="5 5 30 40"/></scene>"#)
        let t = try XCTUnwrap(p.renderNode("v")).transform
        XCTAssertEqual(t.apply(to: Point(x: 5, y: 5)), Point(x: 10, y: 20), "the bounds origin sits at the frame origin")
    }

    func testHundredThousandViewsLayerWithoutRecursion() throws {
        // Not a timing assertion: it proves the passes finish at scale without deep recursion.
        let views = String(repeating: #"<view frame="1 1 2 2" backgroundColor="red"><layer frame="owner.bounds" borderWidth="1"/></view>"#, count: 50_000)
        let p = try LayeredScene("<scene width=\"10\" height=\"10\">" + views + "</scene>", limits: ResourceLimits(views: 100_000))
        XCTAssertEqual(p.tree.nodes.count, 100_001)
        XCTAssertEqual(p.tree.paintOrder.count, 100_001)
    }
}
