import Geometry
import Layout
import LayoutTestSupport
import RenderTree
import SceneModel
import XCTest

@testable import Layering

/// What the layering pass tells a back end about scrolling, at the scene's offsets and under
/// `--full-content`.
final class ScrollViewTests: XCTestCase {
    func testClippingTranslatedScrollViewsScrollWithTheirOffsetAndExtent() throws {
        let p = try LayeredScene(ScrollingFeed.xml)
        XCTAssertEqual(p.layout.contentSizes[p.index("feed")], Size(width: 320, height: 820))
        XCTAssertEqual(p.renderNode("feed")?.scroll,
                       ScrollContent(size: Size(width: 320, height: 436), position: Point(x: 0, y: 150), contentOrigin: .zero,
                                     extent: Size(width: 320, height: 820)))
        XCTAssertEqual(p.renderNode("carousel")?.scroll,
                       ScrollContent(size: Size(width: 320, height: 120), position: Point(x: 170, y: 0), contentOrigin: .zero,
                                     extent: Size(width: 796, height: 120)))
        XCTAssertNil(p.renderNode("banner")?.scroll)
        XCTAssertTrue(p.tree.hitRegions.allSatisfy { ($0.scroller != nil) == (p.scene.nodes[$0.source].kind == .scrollView) })
    }

    func testRegionsInsideAScrollerHaveOutlinesInItsScrollingBox() throws {
        let p = try LayeredScene(ScrollingFeed.xml)
        func region(_ id: String) throws -> HitRegion { try XCTUnwrap(p.tree.hitRegions.first { $0.name == id }) }
        // Root coordinates at the scene's offsets, as before.
        XCTAssertEqual(try region("banner").outline, ConvexPolygon(Rect(x: 16, y: 44 + 16 - 150, width: 288, height: 120).corners))
        // In feed's scrolling box: the content's own coordinates (the offset is not negative).
        XCTAssertEqual(try region("feed").scroller?.frame, Rect(x: 0, y: 44, width: 320, height: 436))
        XCTAssertEqual(try region("feed").localOutline, ConvexPolygon(Rect(x: 0, y: 0, width: 320, height: 436).corners))
        XCTAssertEqual(try region("banner").localOutline, ConvexPolygon(Rect(x: 16, y: 16, width: 288, height: 120).corners))
        XCTAssertEqual(try region("badge").localOutline, ConvexPolygon(Rect(x: 26, y: 36, width: 30, height: 40).corners))
        // The nested scroller sits at its frame in feed's scrolling box; its tile in its own.
        XCTAssertEqual(try region("carousel").scroller?.frame, Rect(x: 0, y: 152, width: 320, height: 120))
        XCTAssertEqual(try region("tile").localOutline, ConvexPolygon(Rect(x: 16, y: 10, width: 140, height: 100).corners))
    }

    func testANegativeOffsetShiftsTheContentInsteadOfScrolling() throws {
        let p = try LayeredScene(#"<scene width="200" height="200"><scrollView id="s" frame="0 0 100 100" contentOffset="-20 30" contentSize="150 50"><view id="v" frame="0 0 10 10"/></scrollView></scene>"#)
        let scroll = try XCTUnwrap(p.renderNode("s")?.scroll)
        XCTAssertEqual(scroll.position, Point(x: 0, y: 30))
        XCTAssertEqual(scroll.contentOrigin, Point(x: 20, y: 0))
        // Wide enough for the shifted content; tall enough to scroll to 30 with 100 showing.
        XCTAssertEqual(scroll.extent, Size(width: 170, height: 130))
        let v = try XCTUnwrap(p.tree.hitRegions.first { $0.name == "v" })
        XCTAssertEqual(v.outline, ConvexPolygon(Rect(x: 20, y: -30, width: 10, height: 10).corners))
        XCTAssertEqual(v.localOutline, ConvexPolygon(Rect(x: 20, y: 0, width: 10, height: 10).corners))
    }

    /// `adjustedContentInset` widens what the browser scrolls through: resting at its start,
    /// `-adjustedContentInset.top`, a scroller sits at its top with the inset above the content,
    /// and it scrolls to the content's end plus the bottom inset.
    func testTheAdjustedInsetIsRoomTheScrollerScrollsThrough() throws {
        let p = try LayeredScene(#"<scene width="200" height="200" safeAreaInsets="40 0 30 0"><scrollView id="s" frame="0 0 200 200" contentSize="200 500"><view id="v" frame="0 0 10 10"/></scrollView></scene>"#)
        let scroll = try XCTUnwrap(p.renderNode("s")?.scroll)
        XCTAssertEqual(scroll.position, Point(x: 0, y: 0))
        XCTAssertEqual(scroll.contentOrigin, Point(x: 0, y: 40))
        XCTAssertEqual(scroll.extent, Size(width: 200, height: 40 + 500 + 30))
        let v = try XCTUnwrap(p.tree.hitRegions.first { $0.name == "v" })
        XCTAssertEqual(v.outline, ConvexPolygon(Rect(x: 0, y: 40, width: 10, height: 10).corners))
        XCTAssertEqual(v.localOutline, ConvexPolygon(Rect(x: 0, y: 40, width: 10, height: 10).corners))
    }

    /// Browsers scroll by whole pixels, so the fraction of an offset moves the content instead.
    func testAFractionalOffsetScrollsByWholePointsAndShiftsTheRest() throws {
        let p = try LayeredScene(#"<scene width="200" height="200"><scrollView id="s" frame="0 0 100 100" contentOffset="0.5 10.25" contentSize="300 300"><view id="v" frame="0 20 10 10"/></scrollView></scene>"#)
        let scroll = try XCTUnwrap(p.renderNode("s")?.scroll)
        XCTAssertEqual(scroll.position, Point(x: 0, y: 10))
        XCTAssertEqual(scroll.contentOrigin, Point(x: -0.5, y: -0.25))
        XCTAssertEqual(scroll.extent, Size(width: 299.5, height: 299.75))
        let v = try XCTUnwrap(p.tree.hitRegions.first { $0.name == "v" })
        XCTAssertEqual(v.outline, ConvexPolygon(Rect(x: -0.5, y: 9.75, width: 10, height: 10).corners))
        XCTAssertEqual(v.localOutline, ConvexPolygon(Rect(x: -0.5, y: 19.75, width: 10, height: 10).corners))
    }

    func testScrollViewsThatDoNotClipOrAreTurnedStayStatic() throws {
        let p = try LayeredScene("""
            <scene width="200" height="200">
              <scrollView id="open" frame="0 0 100 100" clipsToBounds="false" contentOffset="0 10"/>
              <view id="turned" frame="0 100 100 100" transform="rotate(10deg)">
                <scrollView id="inside" frame="0 0 50 50" contentOffset="0 10"><view id="v" frame="0 0 10 10"/></scrollView>
              </view>
              <scrollView id="scaled" frame="100 0 100 100" transform="scale(2)"/>
            </scene>
            """)
        for id in ["open", "inside", "scaled"] {
            XCTAssertNil(p.renderNode(id)?.scroll, id)
            XCTAssertNil(p.tree.hitRegions.first { $0.name == id }?.scroller, id)
        }
        let v = try XCTUnwrap(p.tree.hitRegions.first { $0.name == "v" })
        XCTAssertEqual(v.localOutline, v.outline, "no scroller around it: root coordinates")
    }

    /// `--full-content` reaches the render tree as the grown canvas, each scroll view at offset zero.
    func testFullContentIsLayeredOnTheGrownCanvasAtOffsetZero() throws {
        let p = try LayeredScene(ScrollingFeed.xml)
        let tree = LayeringPass.run(p.scene, layout: p.layout.showingFullContent(of: p.scene))
        XCTAssertEqual(tree.size, Size(width: 320, height: 864))
        XCTAssertEqual(tree.nodes.first { $0.name == "feed" }?.scroll?.position, .zero)
        XCTAssertEqual(tree.nodes.first { $0.name == "feed" }?.scroll?.extent, Size(width: 320, height: 820))
    }
}
