import Geometry
import Layout
import LayoutTestSupport
import SceneModel
import XCTest

/// `--full-content`: every scroll view grown to its content at offset zero, on a canvas grown to
/// hold them, without laying out again.
final class FullContentTests: XCTestCase {
    func testFullContentGrowsScrollViewsAndTheCanvasWithoutMovingFrames() throws {
        let p = try LaidOutScene(ScrollingFeed.xml)
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
    }

    func testFullContentCanvasFollowsUnclippedContentAndTransforms() throws {
        let p = try LaidOutScene("""
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

    func testAMaskLayerDoesNotGrowTheCanvas() throws {
        let p = try LaidOutScene("""
            <scene width="200" height="100">
              <view frame="10 10 50 50" backgroundColor="red"><mask><layer frame="0 0 900 900" backgroundColor="black"/></mask></view>
              <layer frame="0 0 250 20" backgroundColor="blue"/>
            </scene>
            """)
        let full = p.layout.showingFullContent(of: p.scene)
        XCTAssertEqual(full.viewport.size, Size(width: 250, height: 100), "a mask draws nothing of its own; the sublayer does")
    }
}
