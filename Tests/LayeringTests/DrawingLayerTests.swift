import Geometry
import RenderTree
import SceneModel
import XCTest

@testable import Layering

/// What `<gradientLayer>` and `<shapeLayer>` put in the render tree: the gradient's stops and
/// geometry mapped from the unit square, and the stroke cut by arc length.
final class DrawingLayerTests: XCTestCase {
    private func contents(_ scene: String, _ id: String) throws -> [Primitive] {
        let layered = try LayeredScene(scene)
        return try XCTUnwrap(layered.renderNode(id)).contents
    }

    private func layer(_ attributes: String, kind: String = "gradientLayer", frame: String = "0 0 200 100") -> String {
        #"<scene width="400" height="400"><\#(kind) id="l" frame="\#(frame)" \#(attributes)/></scene>"#
    }

    func testAxialGradientFillsTheRoundedBoundsWithStopsAndPointsMapped() throws {
        let drawn = try contents(layer(##"colors="#FF0000 #00FF00 #0000FF" locations="0 0.2 1" cornerRadius="10""##), "l")
        guard case .fill(let fill)? = drawn.first, case .axial(let g) = fill.paint else { return XCTFail("\(drawn)") }
        XCTAssertEqual(fill.path, Path(roundedRect: RoundedRect(rect: Rect(x: 0, y: 0, width: 200, height: 100), radius: 10)))
        XCTAssertEqual(g.stops.map(\.location), [0, 0.2, 1])
        XCTAssertEqual(g.stops.map(\.color), [Color(r8: 255, g8: 0, b8: 0, alpha: 1), Color(r8: 0, g8: 255, b8: 0, alpha: 1), Color(r8: 0, g8: 0, b8: 255, alpha: 1)])
        // The defaults: top centre to bottom centre.
        XCTAssertEqual(g.start, Point(x: 100, y: 0))
        XCTAssertEqual(g.end, Point(x: 100, y: 100))
    }

    func testADiagonalAxialGradientRunsCornerToCornerInTheUnitSquare() throws {
        // Laid out in the unit square and stretched: (1, 0) and (0, 1) both lie at location 0.5.
        let drawn = try contents(layer(#"colors="red blue" startPoint="0 0" endPoint="1 1""#), "l")
        guard case .fill(let fill)? = drawn.first, case .axial(let g) = fill.paint else { return XCTFail("\(drawn)") }
        func location(_ p: Point) -> Double {
            let d = Point(x: g.end.x - g.start.x, y: g.end.y - g.start.y)
            return ((p.x - g.start.x) * d.x + (p.y - g.start.y) * d.y) / (d.x * d.x + d.y * d.y)
        }
        XCTAssertEqual(location(Point(x: 200, y: 0)), 0.5, accuracy: 1e-12)
        XCTAssertEqual(location(Point(x: 0, y: 100)), 0.5, accuracy: 1e-12)
        XCTAssertEqual(location(Point(x: 200, y: 100)), 1, accuracy: 1e-12)
        XCTAssertEqual(location(Point(x: 100, y: 50)), 0.5, accuracy: 1e-12)
    }

    func testRadialAndConicGeometry() throws {
        let radial = try contents(layer(#"type="radial" colors="white black" startPoint="0.5 0.5" endPoint="1 1""#), "l")
        guard case .fill(let r)? = radial.first, case .radial(let rg) = r.paint else { return XCTFail("\(radial)") }
        XCTAssertEqual(rg.center, Point(x: 100, y: 50))
        XCTAssertEqual(rg.radii, Size(width: 100, height: 50))
        XCTAssertEqual(rg.stops.map(\.location), [0, 1])
        let conic = try contents(layer(#"type="conic" colors="red green blue" startPoint="0.5 0.5" endPoint="0.5 0""#), "l")
        guard case .fill(let c)? = conic.first, case .conic(let cg) = c.paint else { return XCTFail("\(conic)") }
        XCTAssertEqual(cg.center, Point(x: 100, y: 50))
        XCTAssertEqual(cg.startAngle, -Double.pi / 2, accuracy: 1e-12)
        XCTAssertEqual(cg.stops.map(\.location), [0, 0.5, 1])
    }

    func testNoColoursDrawNothing() throws {
        XCTAssertEqual(try contents(layer(""), "l"), [])
    }

    func testShapeFillsThenStrokesWithItsStyle() throws {
        let drawn = try contents(layer(#"path="rect(0 0 10 10)" fillRule="evenOdd" strokeColor="red" lineWidth="3" lineCap="round" lineJoin="bevel" lineDashPattern="2 1" lineDashPhase="1""#, kind: "shapeLayer"), "l")
        XCTAssertEqual(drawn.count, 2)
        guard case .fill(let fill)? = drawn.first, case .stroke(let stroke)? = drawn.last else { return XCTFail("\(drawn)") }
        XCTAssertEqual(fill.rule, .evenOdd)
        XCTAssertEqual(fill.paint, .solid(Color(red: 0, green: 0, blue: 0)))
        XCTAssertEqual(stroke.path, Path(rect: Rect(x: 0, y: 0, width: 10, height: 10)))
        XCTAssertEqual(stroke.style, StrokeStyle(width: 3, cap: .round, join: .bevel, miterLimit: 10, dashes: [2, 1], dashPhase: 1))
    }

    func testStrokeStartAndEndCutLines() throws {
        let drawn = try contents(layer(#"path="rect(0 0 10 10)" fillColor="clear" strokeColor="red" strokeStart="0.25" strokeEnd="0.75""#, kind: "shapeLayer"), "l")
        guard case .stroke(let stroke)? = drawn.first, drawn.count == 1 else { return XCTFail("\(drawn)") }
        XCTAssertEqual(stroke.path.elements, [.move(Point(x: 10, y: 0)), .line(Point(x: 10, y: 10)), .line(Point(x: 0, y: 10))])
    }

    func testStrokeEndCutsACircleWithinAHundredthOfAPoint() throws {
        // CGPath(ellipseIn:) starts at the right end and turns clockwise; strokeEnd 0.7 ends
        // 0.7 of the circumference along.
        let drawn = try contents(layer(#"path="ellipse(0 0 100 100)" fillColor="clear" strokeColor="red" strokeEnd="0.7""#, kind: "shapeLayer", frame: "0 0 100 100"), "l")
        guard case .stroke(let stroke)? = drawn.first, case .arc(_, _, let clockwise, let end)? = stroke.path.elements.last else { return XCTFail("\(drawn)") }
        XCTAssertTrue(clockwise)
        var angle = atan2(end.y - 50, end.x - 50)
        if angle < 0 { angle += 2 * Double.pi }
        XCTAssertEqual(angle * 50, 0.7 * 2 * Double.pi * 50, accuracy: 0.01)
        XCTAssertEqual(hypot(end.x - 50, end.y - 50), 50, accuracy: 1e-9, "the cut point lies on the circle")
    }

    func testStrokeEndCutsACurveByLengthNotParameter() throws {
        // A straight cubic whose parameter runs unevenly: half its length is x = 50.
        let drawn = try contents(layer(#"path="M0 0 C90 0 99 0 100 0" fillColor="clear" strokeColor="red" strokeEnd="0.5""#, kind: "shapeLayer"), "l")
        guard case .stroke(let stroke)? = drawn.first, case .cubic(_, _, let end)? = stroke.path.elements.last else { return XCTFail("\(drawn)") }
        XCTAssertEqual(end.x, 50, accuracy: 0.01)
        XCTAssertEqual(end.y, 0)
    }

    func testACutBetweenSubpathsStartsANewSubpathAndAFullCloseStaysClosed() throws {
        let cut = PathCut.part(of: Path(rect: Rect(x: 0, y: 0, width: 10, height: 10)).appending(Path([.move(Point(x: 20, y: 0)), .line(Point(x: 60, y: 0))])), from: 0, to: 0.75)
        XCTAssertEqual(cut.elements, [.move(Point(x: 0, y: 0)), .line(Point(x: 10, y: 0)), .line(Point(x: 10, y: 10)), .line(Point(x: 0, y: 10)), .close,
                                      .move(Point(x: 20, y: 0)), .line(Point(x: 40, y: 0))])
    }
}

/// `lineWidth = 0` strokes the thinnest line the device renders: one device pixel, whatever
/// the screen scale and the layer's own scale.
final class HairlineTests: XCTestCase {
    func testALineWidthOfZeroIsOneDevicePixel() throws {
        let p = try LayeredScene("""
            <scene width="100" height="100" scale="2">
              <shapeLayer id="plain" frame="0 0 50 50" path="M0 0 L50 50" strokeColor="black" lineWidth="0"/>
              <layer frame="0 0 50 50" transform="scale(4)">
                <shapeLayer id="scaled" frame="0 0 10 10" path="M0 0 L10 10" strokeColor="black" lineWidth="0"/>
              </layer>
              <shapeLayer id="given" frame="0 0 50 50" path="M0 0 L50 50" strokeColor="black" lineWidth="3"/>
            </scene>
            """)
        func width(_ id: String) -> Double? {
            guard case .stroke(let stroke)? = p.renderNode(id)?.contents.last else { return nil }
            return stroke.style.width
        }
        XCTAssertEqual(width("plain"), 0.5, "one pixel at @2x is half a point")
        XCTAssertEqual(width("scaled"), 0.125, "and an eighth of a point in a layer scaled 4 times")
        XCTAssertEqual(width("given"), 3)
    }
}
