import Geometry
import SceneModel
import TestSupport
import XCTest

@testable import SceneFrontEnd

/// `PathSyntax`: each shape and SVG command, absolute and relative, the repetition rules, the
/// messages with the character they point at, the command limit, and no trap on any input.
final class PathSyntaxTests: XCTestCase {
    private let syntax = PathSyntax(magnitude: 10_000_000, maximumCommands: 10_000)

    private func elements(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [Path.Element] {
        switch syntax.parse(text) {
        case .success(let path): return path.elements
        case .failure(let message):
            XCTFail("'\(text)': \(message.text)", file: file, line: line)
            return []
        }
    }

    private func message(_ text: String, _ syntax: PathSyntax? = nil) -> String? {
        if case .failure(let message) = (syntax ?? self.syntax).parse(text) { return message.text }
        return nil
    }

    private func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    /// SVG 1.1's smooth curves (https://www.w3.org/TR/SVG11/paths.html#PathDataCubicBezierCommands):
    /// `S`'s first control point is the previous `C` or `S`'s second reflected about the current
    /// point, `T`'s control point the previous `Q` or `T`'s; after any other segment, the current point.
    func testSmoothCurvesReflectTheControlPointBeforeThemAbsoluteAndRelative() {
        XCTAssertEqual(elements("M0 0 C10 0 20 10 30 10 S50 20 60 0"), [
            .move(p(0, 0)), .cubic(p(10, 0), p(20, 10), p(30, 10)), .cubic(p(40, 10), p(50, 20), p(60, 0)),
        ])
        XCTAssertEqual(elements("M0 0 C10 0 20 10 30 10 s20 10 30 -10 s10 10 20 0"), [
            .move(p(0, 0)), .cubic(p(10, 0), p(20, 10), p(30, 10)), .cubic(p(40, 10), p(50, 20), p(60, 0)),
            .cubic(p(70, -20), p(70, 10), p(80, 0)),
        ], "relative S: its points from the current point; repeated numbers reflect the S before")
        XCTAssertEqual(elements("M0 0 L10 0 S20 10 30 0"), [.move(p(0, 0)), .line(p(10, 0)), .cubic(p(10, 0), p(20, 10), p(30, 0))],
                       "after a line, the first control point is the current point")
        XCTAssertEqual(elements("M0 0 Q10 10 20 0 T40 0 t20 0"), [
            .move(p(0, 0)), .quad(p(10, 10), p(20, 0)), .quad(p(30, -10), p(40, 0)), .quad(p(50, 10), p(60, 0)),
        ])
        XCTAssertEqual(elements("M0 0 C1 1 2 2 3 3 T10 0"), [.move(p(0, 0)), .cubic(p(1, 1), p(2, 2), p(3, 3)), .quad(p(3, 3), p(10, 0))],
                       "T after a cubic does not reflect the cubic's control point")
        XCTAssertEqual(elements("M0 0 Q5 5 10 0 Z T20 0"), [.move(p(0, 0)), .quad(p(5, 5), p(10, 0)), .close, .quad(p(0, 0), p(20, 0))],
                       "after Z the current point is the subpath's start, and nothing is reflected")
    }

    func testShapesAreCoreGraphicsConstructors() {
        XCTAssertEqual(elements("rect(1 2 3 4)"), Path(rect: Rect(x: 1, y: 2, width: 3, height: 4)).elements)
        XCTAssertEqual(elements("roundedRect(0, 0, 40, 20, 5)"), Path(roundedRect: RoundedRect(rect: Rect(x: 0, y: 0, width: 40, height: 20), radius: 5)).elements)
        XCTAssertEqual(elements("ellipse(0 0 10 20)"), Path(ellipseIn: Rect(x: 0, y: 0, width: 10, height: 20)).elements)
        // Shapes follow one another as subpaths: a ring.
        XCTAssertEqual(elements("ellipse(0 0 10 10) ellipse(2 2 6 6)").filter { $0 == .close }.count, 2)
    }

    func testAbsoluteCommands() {
        XCTAssertEqual(elements("M1 2 L3 4 H5 V6 C7 8 9 10 11 12 Q13 14 15 16 Z"), [
            .move(p(1, 2)), .line(p(3, 4)), .line(p(5, 4)), .line(p(5, 6)),
            .cubic(p(7, 8), p(9, 10), p(11, 12)), .quad(p(13, 14), p(15, 16)), .close,
        ])
    }

    func testRelativeCommandsAreFromTheCurrentPoint() {
        XCTAssertEqual(elements("m10 10 l5 0 h5 v5 c1 1 2 2 3 3 q1 0 2 2 z"), [
            .move(p(10, 10)), .line(p(15, 10)), .line(p(20, 10)), .line(p(20, 15)),
            .cubic(p(21, 16), p(22, 17), p(23, 18)), .quad(p(24, 18), p(25, 20)), .close,
        ])
        // After a close, the current point is the subpath's start.
        XCTAssertEqual(elements("M10 10 L20 10 Z l0 5"), [.move(p(10, 10)), .line(p(20, 10)), .close, .line(p(10, 15))])
    }

    func testRepeatedNumbersRepeatTheCommandAndMoveRepeatsAsLines() {
        XCTAssertEqual(elements("M0 0 10 0 10 10"), [.move(p(0, 0)), .line(p(10, 0)), .line(p(10, 10))])
        XCTAssertEqual(elements("m1 1 2 0 0 2"), [.move(p(1, 1)), .line(p(3, 1)), .line(p(3, 3))])
        XCTAssertEqual(elements("M0 0L1 1 2 2"), [.move(p(0, 0)), .line(p(1, 1)), .line(p(2, 2))])
    }

    func testNumbersSplitAsSVGDoes() {
        XCTAssertEqual(elements("M10-5L.5.5"), [.move(p(10, -5)), .line(p(0.5, 0.5))])
        XCTAssertEqual(elements("M1e1,2E0"), [.move(p(10, 2))])
    }

    func testArcs() {
        // Unrotated: an exact arc; sweep 1 is clockwise on screen.
        XCTAssertEqual(elements("M0 0 A5 5 0 0 1 10 0"), [.move(p(0, 0)), .arc(radii: Size(width: 5, height: 5), large: false, clockwise: true, to: p(10, 0))])
        XCTAssertEqual(elements("M0 0 a5 4 0 1 0 10 0"), [.move(p(0, 0)), .arc(radii: Size(width: 5, height: 4), large: true, clockwise: false, to: p(10, 0))])
        // Compact flags, as SVG allows; 90° swaps the radii.
        XCTAssertEqual(elements("M0 0A5 4 90 0110 0"), [.move(p(0, 0)), .arc(radii: Size(width: 4, height: 5), large: false, clockwise: true, to: p(10, 0))])
        // A zero radius is a line; an arc to its own start draws nothing.
        XCTAssertEqual(elements("M0 0 A0 5 0 0 1 10 0 A5 5 0 0 1 10 0"), [.move(p(0, 0)), .line(p(10, 0))])
        // Rotated by 45°: cubics that end where the arc does, on the rotated ellipse.
        let rotated = elements("M0 0 A10 5 45 0 1 10 10")
        guard case .cubic(_, _, let end)? = rotated.last else { return XCTFail("\(rotated)") }
        XCTAssertEqual(end, p(10, 10))
        XCTAssertTrue(rotated.dropFirst().allSatisfy { if case .cubic = $0 { true } else { false } })
    }

    func testErrorsNameTheCharacter() {
        XCTAssertEqual(message(""), "the path is empty; give shapes or SVG path data such as 'M0 0 L10 10' (at character 1)")
        XCTAssertEqual(message("L 1 2"), "path data must begin with 'M' (move to) (at character 1)")
        XCTAssertEqual(message("M0 0 L1 x"), "'L' expects a number here, found 'x' (at character 9)")
        XCTAssertEqual(message("M0 0 C1 2 3"), "'C' expects another number at the end of the path (at character 12)")
        XCTAssertEqual(message("M0 0 B1 2"), "unknown path command 'B'; use M L H V C S Q T A Z (lower case for relative), or rect(…), roundedRect(…), ellipse(…) (at character 6)")
        XCTAssertEqual(message("M0 0 A1 1 0 2 1 5 5"), "'A' expects a flag, 0 or 1, here (at character 13)")
        XCTAssertEqual(message("circle(0 0 5)"), "unknown shape 'circle'; use rect(x y w h), roundedRect(x y w h r), ellipse(x y w h) or SVG path data (at character 1)")
        XCTAssertEqual(message("rect(0 0 5 5"), "rect(…) takes 4 numbers, then ')' (at character 13)")
        XCTAssertEqual(message("rect(0 0 -5 5)"), "rect(…) must not have a negative width or height (at character 1)")
        XCTAssertEqual(message("M0 0 Z 5"), "expected a command letter or a shape, found '5' (at character 8)")
        XCTAssertEqual(message("M0 0 L1e9 0"), "'1e9' is out of range; numbers are limited to ±10000000 (--max-magnitude) (at character 7)")
        XCTAssertEqual(message("M9000000 0 l9000000 0"), "the path reaches beyond ±10000000 (--max-magnitude) (at character 12)")
    }

    func testEveryCommandAndRepetitionCountsAgainstTheLimit() {
        let small = PathSyntax(magnitude: 1e7, maximumCommands: 3)
        XCTAssertNil(message("M0 0 L1 1 Z", small))
        XCTAssertNil(message("M0 0 L1 1 2 2", small))
        XCTAssertEqual(message("M0 0 L1 1 2 2 3 3", small), "the path has more than 3 commands; paths are limited to 3 (--max-path-commands) (at character 6)")
        XCTAssertNil(message("rect(0 0 1 1) rect(0 0 2 2) M0 0", small))
        XCTAssertNotNil(message("rect(0 0 1 1) rect(0 0 2 2) M0 0 Z", small))
    }

    func testTheLimitReachesTheSceneAsAnErrorAtTheAttribute() {
        let m = MarkedText(#"<scene width="10" height="10"><shapeLayer 1️⃣path="M0 0 L1 1 L2 2"/></scene>"#)
        let (scene, found) = SceneFrontEnd.parse(bytes: Array(m.source.utf8), path: "t.xml", limits: ResourceLimits(pathCommands: 2))
        XCTAssertNil(scene)
        XCTAssertEqual(found.map(\.rendered), ["\(m.location("1️⃣", file: "t.xml")): error: invalid 'path': the path has more than 2 commands; paths are limited to 2 (--max-path-commands) (at character 11)"])
    }

    func testNoInputTraps() {
        // Deterministic pseudo-random text from the characters the syntax reads, and bytes beyond.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let alphabet = Array("MmLlHhVvCcQqAaZz0123456789.-+eE ,()rectllipsoundR\u{0}\u{7F}é")
        for _ in 0..<5000 {
            var text = ""
            state = state &* 6364136223846793005 &+ 1442695040888963407
            for _ in 0..<Int(state >> 59) + 1 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                text.append(alphabet[Int(state >> 33) % alphabet.count])
            }
            if case .success(let path) = syntax.parse(text) {
                XCTAssertTrue(path.elements.allSatisfy { Self.isFinite($0) }, text)
            }
        }
    }

    private static func isFinite(_ element: Path.Element) -> Bool {
        switch element {
        case .move(let p), .line(let p): p.x.isFinite && p.y.isFinite
        case .quad(let a, let b): [a, b].allSatisfy { $0.x.isFinite && $0.y.isFinite }
        case .cubic(let a, let b, let c): [a, b, c].allSatisfy { $0.x.isFinite && $0.y.isFinite }
        case .arc(let r, _, _, let p): r.width.isFinite && r.height.isFinite && p.x.isFinite && p.y.isFinite
        case .close: true
        }
    }
}
