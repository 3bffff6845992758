import Geometry
import XCTest

/// `maskedCorners` and `cornerCurve` in `Path(roundedRect:)`, against the published
/// construction of Apple's continuous corner, and a path carried by a turn and an even scale.
final class CornerShapeTests: XCTestCase {
    func testMaskedCornersRoundOnlyThoseAndLeaveTheOthersSquare() {
        let shape = RoundedRect(rect: Rect(x: 0, y: 0, width: 40, height: 20), radius: 5, corners: [.minXMinY, .maxXMaxY])
        let quarter = Size(width: 5, height: 5)
        XCTAssertEqual(Path(roundedRect: shape).elements, [
            .move(Point(x: 5, y: 0)), .line(Point(x: 40, y: 0)),
            .line(Point(x: 40, y: 15)), .arc(radii: quarter, large: false, clockwise: true, to: Point(x: 35, y: 20)),
            .line(Point(x: 0, y: 20)),
            .line(Point(x: 0, y: 5)), .arc(radii: quarter, large: false, clockwise: true, to: Point(x: 5, y: 0)), .close,
        ])
        XCTAssertFalse(shape.isUniform, "no printer may draw it as one radius")
        XCTAssertFalse(RoundedRect(rect: Rect(x: 0, y: 0, width: 40, height: 20), radius: 5, corners: []).isRounded)
        XCTAssertEqual(Path(roundedRect: RoundedRect(rect: Rect(x: 0, y: 0, width: 40, height: 20), radius: 5, corners: [])),
                       Path(rect: Rect(x: 0, y: 0, width: 40, height: 20)))
    }

    func testAContinuousCornerIsPaintCodesCurve() throws {
        // r = 10 on a 100 × 80 rect: each corner reaches 15.2866483 along both edges. The top
        // right corner, in PaintCode's TOP_RIGHT(a, b) = (maxX − a·r, minY + b·r):
        let r = 10.0
        func topRight(_ a: Double, _ b: Double) -> Point { Point(x: 100 - a * r, y: b * r) }
        let path = Path(roundedRect: RoundedRect(rect: Rect(x: 0, y: 0, width: 100, height: 80), radius: r, curve: .continuous))
        let e = path.elements
        XCTAssertEqual(e.count, 1 + 4 * 6 + 1, "a move, four corners of a line and five pieces, a close")
        XCTAssertTrue(Self.close(e[0], .move(Point(x: 15.2866483, y: 0))), "\(e[0])")
        let expected: [Path.Element] = [
            .line(topRight(1.52866483, 0)),
            .cubic(topRight(1.08849323, 0), topRight(0.86840689, 0), topRight(0.66993427, 0.06549600)),
            .line(topRight(0.63149399, 0.07491100)),
            .cubic(topRight(0.37282392, 0.16905899), topRight(0.16905899, 0.37282392), topRight(0.07491100, 0.63149399)),
            .line(topRight(0.06549600, 0.66993427)),
            .cubic(topRight(0, 0.86840689), topRight(0, 1.08849323), topRight(0, 1.52866483)),
        ]
        for (k, (got, want)) in zip(e[1...6], expected).enumerated() {
            XCTAssertTrue(Self.close(got, want), "piece \(k): \(got) ≠ \(want)")
        }
        // The corner is symmetric about its diagonal: its middle point is where the quarter
        // circle's would be, within 0.2 % of the radius (0.2915 r in from each edge, the circle 0.2929 r).
        guard case .cubic(let c1, let c2, let end) = e[4], case .line(let start) = e[3] else { return XCTFail() }
        let middle = Point(x: (start.x + 3 * c1.x + 3 * c2.x + end.x) / 8, y: (start.y + 3 * c1.y + 3 * c2.y + end.y) / 8)
        XCTAssertEqual(100 - middle.x, middle.y, accuracy: 1e-6)
        XCTAssertEqual(middle.y / r, 1 - 1 / 2.squareRoot(), accuracy: 0.002)
    }

    func testAContinuousCornerThatDoesNotFitIsTheQuarterCircle() {
        // 1.5287 × 20 > 25, half the shorter side: the circular corner of the radius instead.
        let rect = Rect(x: 0, y: 0, width: 100, height: 50)
        XCTAssertEqual(Path(roundedRect: RoundedRect(rect: rect, radius: 20, curve: .continuous)),
                       Path(roundedRect: RoundedRect(rect: rect, radius: 20)))
    }

    func testAPathCarriedByATurnAndAnEvenScale() throws {
        let circle = Path(ellipseIn: Rect(x: 0, y: 0, width: 10, height: 10))
        let t = Transform(translationX: 100, y: 0).rotated(by: .pi / 6).scaled(x: 2, y: 2)
        let moved = try XCTUnwrap(circle.applying(similarity: t))
        XCTAssertEqual(moved.elements.count, circle.elements.count, "a circle's arcs stay arcs")
        guard case .arc(let radii, _, _, let to) = moved.elements[1] else { return XCTFail() }
        XCTAssertEqual(radii, Size(width: 10, height: 10))
        XCTAssertTrue(Self.close(.line(to), .line(t.apply(to: Point(x: 0, y: 5)))))
        // An ellipse turned by 30° becomes cubics; a quarter turn swaps its radii.
        let ellipse = Path(ellipseIn: Rect(x: 0, y: 0, width: 20, height: 10))
        let turned = try XCTUnwrap(ellipse.applying(similarity: Transform(rotationAngle: .pi / 6)))
        XCTAssertTrue(turned.elements.contains { if case .cubic = $0 { true } else { false } })
        let quarter = try XCTUnwrap(ellipse.applying(similarity: Transform(rotationAngle: .pi / 2)))
        guard case .arc(let swapped, _, _, _) = quarter.elements[1] else { return XCTFail() }
        XCTAssertEqual(swapped, Size(width: 5, height: 10))
        XCTAssertNil(ellipse.applying(similarity: Transform(scaleX: 2, y: 1)), "a stretch is no similarity")
        XCTAssertNil(ellipse.applying(similarity: Transform(scaleX: -1, y: 1)), "nor is a mirror")
    }

    private static func close(_ a: Path.Element, _ b: Path.Element) -> Bool {
        func points(_ e: Path.Element) -> [Point] {
            switch e {
            case .move(let p), .line(let p): [p]
            case .quad(let c, let p): [c, p]
            case .cubic(let c1, let c2, let p): [c1, c2, p]
            case .arc(_, _, _, let p): [p]
            case .close: []
            }
        }
        let (p, q) = (points(a), points(b))
        return p.count == q.count && zip(p, q).allSatisfy { abs($0.x - $1.x) < 1e-9 && abs($0.y - $1.y) < 1e-9 }
    }
}
