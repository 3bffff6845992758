import Geometry
import Layout
import RenderTree
import SceneModel
import XCTest

@testable import Layering

/// What the layering pass tells a back end about scrolling, and the `--full-content` transform.
final class ScrollViewTests: XCTestCase {
    /// A scroll view scrolled down by 150 whose content (320 × 820) comes from constraints, a
    /// nested horizontal one with an explicit content size, scrolled right by 170.
    static let feed = """
        <scene width="320" height="480">
          <scrollView id="feed" frame="0 44 320 436" contentOffset="0 150" backgroundColor="systemGray6">
            <view id="banner" backgroundColor="systemIndigo">
              <view id="badge" frame="10 20 30 40"/>
            </view>
            <scrollView id="carousel" contentSize="796 120" contentOffset="170 0">
              <view id="tile" frame="16 10 140 100"/>
            </scrollView>
            <constraints>
              <constraint>banner.top == feed.contentLayoutGuide.top + 16</constraint>
              <constraint>banner.leading == feed.contentLayoutGuide.leading + 16</constraint>
              <constraint>banner.trailing == feed.contentLayoutGuide.trailing - 16</constraint>
              <constraint>banner.width == feed.frameLayoutGuide.width - 32</constraint>
              <constraint>banner.height == 120</constraint>
              <constraint>carousel.top == banner.bottom + 16</constraint>
              <constraint>carousel.leading == feed.contentLayoutGuide.leading</constraint>
              <constraint>carousel.width == feed.frameLayoutGuide.width</constraint>
              <constraint>carousel.height == 120</constraint>
              <constraint>carousel.bottom == feed.contentLayoutGuide.bottom - 548</constraint>
            </constraints>
          </scrollView>
        </scene>
        """

    func testClippingTranslatedScrollViewsScrollWithTheirOffsetAndExtent() throws {
        let p = try Pipeline(Self.feed)
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
        let p = try Pipeline(Self.feed)
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
        let p = try Pipeline(#"<scene width="200" height="200"><scrollView id="s" frame="0 0 100 100" contentOffset="-20 30" contentSize="150 50"><view id="v" frame="0 0 10 10"/></scrollView></scene>"#)
        let scroll = try XCTUnwrap(p.renderNode("s")?.scroll)
        XCTAssertEqual(scroll.position, Point(x: 0, y: 30))
        XCTAssertEqual(scroll.contentOrigin, Point(x: 20, y: 0))
        // Wide enough for the shifted content; tall enough to scroll to 30 with 100 showing.
        XCTAssertEqual(scroll.extent, Size(width: 170, height: 130))
        let v = try XCTUnwrap(p.tree.hitRegions.first { $0.name == "v" })
        XCTAssertEqual(v.outline, ConvexPolygon(Rect(x: 20, y: -30, width: 10, height: 10).corners))
        XCTAssertEqual(v.localOutline, ConvexPolygon(Rect(x: 20, y: 0, width: 10, height: 10).corners))
    }

    /// Browsers scroll by whole pixels, so the fraction of an offset moves the content instead.
    func testAFractionalOffsetScrollsByWholePointsAndShiftsTheRest() throws {
        let p = try Pipeline(#"<scene width="200" height="200"><scrollView id="s" frame="0 0 100 100" contentOffset="0.5 10.25" contentSize="300 300"><view id="v" frame="0 20 10 10"/></scrollView></scene>"#)
        let scroll = try XCTUnwrap(p.renderNode("s")?.scroll)
        XCTAssertEqual(scroll.position, Point(x: 0, y: 10))
        XCTAssertEqual(scroll.contentOrigin, Point(x: -0.5, y: -0.25))
        XCTAssertEqual(scroll.extent, Size(width: 299.5, height: 299.75))
        let v = try XCTUnwrap(p.tree.hitRegions.first { $0.name == "v" })
        XCTAssertEqual(v.outline, ConvexPolygon(Rect(x: -0.5, y: 9.75, width: 10, height: 10).corners))
        XCTAssertEqual(v.localOutline, ConvexPolygon(Rect(x: -0.5, y: 19.75, width: 10, height: 10).corners))
    }

    func testScrollViewsThatDoNotClipOrAreTurnedStayStatic() throws {
        let p = try Pipeline("""
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

    func testFullContentGrowsScrollViewsAndTheCanvasWithoutMovingFrames() throws {
        let p = try Pipeline(Self.feed)
        let full = p.layout.showingFullContent(of: p.scene)
        let feed = full.geometry[p.index("feed")], carousel = full.geometry[p.index("carousel")]
        XCTAssertEqual(feed.bounds, Rect(x: 0, y: 0, width: 320, height: 820))
        XCTAssertEqual(feed.frame, Rect(x: 0, y: 44, width: 320, height: 820), "the top left corner stays")
        XCTAssertEqual(carousel.bounds, Rect(x: 0, y: 0, width: 796, height: 120))
        XCTAssertEqual(carousel.frame.origin, Point(x: 0, y: 152))
        XCTAssertEqual(full.geometry[p.index("banner")], p.geometry("banner"), "layout is not run again")
        // The canvas reaches feed's grown bottom; carousel's width is clipped by feed.
        XCTAssertEqual(full.viewport.size, Size(width: 320, height: 864))
        XCTAssertEqual(full.geometry[Scene.rootIndex].frame, Rect(x: 0, y: 0, width: 320, height: 864))
        let tree = LayeringPass.run(p.scene, layout: full)
        XCTAssertEqual(tree.size, Size(width: 320, height: 864))
        XCTAssertEqual(tree.nodes.first { $0.name == "feed" }?.scroll?.position, .zero)
        XCTAssertEqual(tree.nodes.first { $0.name == "feed" }?.scroll?.extent, Size(width: 320, height: 820))
    }

    func testFullContentCanvasFollowsUnclippedContentAndTransforms() throws {
        let p = try Pipeline("""
            <scene width="200" height="100">
              <view id="holder" frame="10 10 50 50">
                <scrollView id="s" frame="0 0 50 50" contentSize="300 20" contentOffset="40 0" anchorPoint="1 1"/>
              </view>
              <scrollView id="hidden" frame="0 0 10 10" contentSize="900 900" isHidden="true"/>
            </scene>
            """)
        let full = p.layout.showingFullContent(of: p.scene)
        XCTAssertEqual(full.geometry[p.index("s")].frame, Rect(x: 0, y: 0, width: 300, height: 50))
        XCTAssertEqual(full.viewport.size, Size(width: 310, height: 100), "hidden views draw nothing")
    }
}
