import Geometry
import XCTest

final class PathShapesTests: XCTestCase {
    func testARectIsFourCornersClockwiseFromTheTopLeft() {
        let path = Path(rect: Rect(x: 10, y: 20, width: -4, height: 5))
        XCTAssertEqual(path.elements, [.move(Point(x: 6, y: 20)), .line(Point(x: 10, y: 20)), .line(Point(x: 10, y: 25)),
                                       .line(Point(x: 6, y: 25)), .close])
    }

    func testARoundedRectJoinsItsEdgesWithQuarterCircles() {
        let path = Path(roundedRect: RoundedRect(rect: Rect(x: 0, y: 0, width: 40, height: 20), radius: 5))
        let quarter = Size(width: 5, height: 5)
        XCTAssertEqual(path.elements, [
            .move(Point(x: 5, y: 0)), .line(Point(x: 35, y: 0)), .arc(radii: quarter, large: false, clockwise: true, to: Point(x: 40, y: 5)),
            .line(Point(x: 40, y: 15)), .arc(radii: quarter, large: false, clockwise: true, to: Point(x: 35, y: 20)),
            .line(Point(x: 5, y: 20)), .arc(radii: quarter, large: false, clockwise: true, to: Point(x: 0, y: 15)),
            .line(Point(x: 0, y: 5)), .arc(radii: quarter, large: false, clockwise: true, to: Point(x: 5, y: 0)), .close,
        ])
    }

    func testAnEllipseIsTwoHalfArcsAndAnEmptyRectGivesNoPath() {
        let path = Path(ellipseIn: Rect(x: 0, y: 0, width: 30, height: 10))
        let radii = Size(width: 15, height: 5)
        XCTAssertEqual(path.elements, [.move(Point(x: 30, y: 5)), .arc(radii: radii, large: false, clockwise: true, to: Point(x: 0, y: 5)),
                                       .arc(radii: radii, large: false, clockwise: true, to: Point(x: 30, y: 5)), .close])
        XCTAssertTrue(Path(ellipseIn: Rect(x: 0, y: 0, width: 30, height: 0)).isEmpty)
    }

    func testARoundedRectPathIsRecognisedAndOtherPathsAreNot() {
        for shape in [RoundedRect(rect: Rect(x: 1, y: 2, width: 30, height: 20), radius: 0),
                      RoundedRect(rect: Rect(x: 1, y: 2, width: 30, height: 20), radius: 4)] {
            XCTAssertEqual(Path(roundedRect: shape).roundedRect, shape)
        }
        XCTAssertNil(Path(ellipseIn: Rect(x: 0, y: 0, width: 10, height: 10)).roundedRect)
        let open = Path([.move(.zero), .line(Point(x: 10, y: 0)), .line(Point(x: 10, y: 10)), .line(Point(x: 0, y: 10)), .line(.zero)])
        XCTAssertNil(open.roundedRect)
        let ring = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10)).appending(Path(rect: Rect(x: 2, y: 2, width: 6, height: 6)))
        XCTAssertNil(ring.roundedRect, "two subpaths")
    }

    /// An arc's bounds hold its whole ellipse: a half circle from (0, 0) to (20, 0) has its
    /// centre at (10, 0) and radius 10, even when the radii given are too small (SVG scales them).
    func testBoundsHoldEveryArcsEllipse() throws {
        let half = Path([.move(.zero), .arc(radii: Size(width: 10, height: 10), large: false, clockwise: true, to: Point(x: 20, y: 0))])
        XCTAssertEqual(try XCTUnwrap(half.bounds), Rect(x: 0, y: -10, width: 20, height: 20))
        let small = Path([.move(.zero), .arc(radii: Size(width: 2, height: 2), large: false, clockwise: true, to: Point(x: 20, y: 0))])
        let b = try XCTUnwrap(small.bounds)
        XCTAssertEqual(b.minX, 0, accuracy: 1e-9)
        XCTAssertEqual(b.maxY, 10, accuracy: 1e-9)
        let quarter = Path([.move(Point(x: 0, y: 10)), .arc(radii: Size(width: 10, height: 10), large: false, clockwise: false, to: Point(x: 10, y: 0))])
        let q = try XCTUnwrap(quarter.bounds)
        XCTAssertEqual([q.minX, q.minY, q.maxX, q.maxY], [-10, -10, 10, 10], "centre (0, 0): the arc turning anticlockwise on screen")
        XCTAssertNil(Path([]).bounds)
    }
}
