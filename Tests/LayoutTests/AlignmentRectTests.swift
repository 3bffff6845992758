import Geometry
import Layout
import LayoutTestSupport
import XCTest

/// Auto Layout places a view's alignment rect, the frame inset by `alignmentRectInsets`
/// (https://developer.apple.com/documentation/uikit/uiview/alignmentrectinsets), and the frame
/// follows; frames that no constraint places stay frames. Each expected frame is worked out by
/// hand from `frame = alignmentRect grown by the insets`.
final class AlignmentRectTests: XCTestCase {
    private func frame(_ p: LaidOutScene, _ id: String) -> Rect { p.geometry(id).frame }

    /// Edges, width and height act on the alignment rect: pinned at (20, 30) and 100×40, the
    /// frame starts 4 left and 2 above and is 4+6 wider and 2+8 taller.
    func testEdgesAndSizeConstrainTheAlignmentRect() throws {
        let p = try LaidOutScene("""
            <scene width="300" height="300">
              <view id="badge" alignmentRectInsets="2 4 8 6"/>
              <constraints>
                <constraint>badge.leading == superview.leading + 20</constraint>
                <constraint>badge.top == superview.top + 30</constraint>
                <constraint>badge.width == 100</constraint>
                <constraint>badge.height == 40</constraint>
              </constraints>
            </scene>
            """)
        XCTAssertEqual(frame(p, "badge"), Rect(x: 16, y: 28, width: 110, height: 50))
        XCTAssertEqual(p.layout.diagnostics, [])
    }

    /// Centres are the alignment rect's: centred in 300×300 with a 100×40 alignment rect, the
    /// alignment rect is at (100, 130), so the frame is at (100 − 4, 130 − 2).
    func testCentresAreTheAlignmentRectsAndTheIntrinsicSizeIsItsSize() throws {
        let p = try LaidOutScene("""
            <scene width="300" height="300">
              <view id="badge" alignmentRectInsets="2 4 8 6" intrinsicSize="100 40"/>
              <constraints>
                <constraint>badge.centerX == superview.centerX</constraint>
                <constraint>badge.centerY == superview.centerY</constraint>
              </constraints>
            </scene>
            """)
        XCTAssertEqual(frame(p, "badge"), Rect(x: 96, y: 128, width: 110, height: 50))
    }

    /// Two siblings 8 apart are 8 apart alignment rect to alignment rect: a shadow drawn in the
    /// insets (negative: outside the alignment rect would be inside the frame) does not count.
    func testSpacingIsMeasuredBetweenAlignmentRects() throws {
        let p = try LaidOutScene("""
            <scene width="300" height="300">
              <view id="a" alignmentRectInsets="0 0 0 10"/>
              <view id="b" alignmentRectInsets="0 10 0 0"/>
              <constraints>
                <constraint>a.leading == superview.leading</constraint>
                <constraint>a.top == superview.top</constraint>
                <constraint>a.width == 50</constraint>
                <constraint>a.height == 20</constraint>
                <constraint>b.leading == a.trailing + 8</constraint>
                <constraint>b.top == a.top</constraint>
                <constraint>b.width == 50</constraint>
                <constraint>b.height == a.height</constraint>
              </constraints>
            </scene>
            """)
        XCTAssertEqual(frame(p, "a"), Rect(x: 0, y: 0, width: 60, height: 20))
        // a's alignment rect ends at 50; b's starts at 58, its frame 10 before.
        XCTAssertEqual(frame(p, "b"), Rect(x: 48, y: 0, width: 60, height: 20))
    }

    /// A view's margins guide lies in its bounds, not in its alignment rect: a subview pinned to
    /// the margins of a view with alignment insets sits 8 inside the frame.
    func testMarginsStayInTheBounds() throws {
        let p = try LaidOutScene("""
            <scene width="300" height="300">
              <view id="box" frame="10 10 100 100" alignmentRectInsets="5 5 5 5">
                <view id="inner"/>
              </view>
              <constraints>
                <constraint>inner.leading == box.margins.leading</constraint>
                <constraint>inner.top == box.margins.top</constraint>
                <constraint>inner.trailing == box.margins.trailing</constraint>
                <constraint>inner.bottom == box.margins.bottom</constraint>
              </constraints>
            </scene>
            """)
        XCTAssertEqual(frame(p, "box"), Rect(x: 10, y: 10, width: 100, height: 100), "a frame no constraint places stays the frame")
        XCTAssertEqual(frame(p, "inner"), Rect(x: 8, y: 8, width: 84, height: 84))
    }
}
