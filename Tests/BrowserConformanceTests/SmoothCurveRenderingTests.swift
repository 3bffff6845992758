import Foundation
import SceneCompiler
import TestSupport
import XCTest

/// A shape layer's `S` and `T` segments, which scenec turns into `C` and `Q` with the reflected
/// control points, draw in librsvg exactly as librsvg draws the same path data read by itself:
/// librsvg's own SVG path parser is the oracle for SVG 1.1's reflection rule.
final class SmoothCurveRenderingTests: XCTestCase {
    func testSmoothCurvesDrawAsLibrsvgDrawsTheSamePathData() throws {
        let rsvg = try XCTUnwrap(Subprocess.which("rsvg-convert"), "rsvg-convert missing: run .ci/install-deps")
        let d = "M10 60 C30 10 60 10 80 60 S130 110 150 60 s40 -50 60 0 M10 140 Q40 100 70 140 T130 140 t60 0 T250 140"
        let scene = """
            <scene name="smooth" width="260" height="180" backgroundColor="white">
              <shapeLayer frame="0 0 260 180" path="\(d)" fillColor="clear" strokeColor="black" lineWidth="3"/>
            </scene>
            """
        let dir = try Repository.temporaryDirectory("smooth")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = Compiler.compile(SceneSource(path: "smooth.xml", bytes: Array(scene.utf8)), options: CompileOptions(formats: [.svg]))
        let svg = try XCTUnwrap(result.artifacts.first { $0.fileName.hasSuffix(".svg") })
        try svg.contents.write(toFile: dir + "/scenec.svg", atomically: true, encoding: .utf8)
        let reference = """
            <svg xmlns="http://www.w3.org/2000/svg" width="260" height="180" viewBox="0 0 260 180">
            <rect width="260" height="180" fill="#ffffff"/>
            <path d="\(d)" fill="none" stroke="#000000" stroke-width="3"/>
            </svg>
            """
        try reference.write(toFile: dir + "/reference.svg", atomically: true, encoding: .utf8)
        for name in ["scenec", "reference"] {
            let r = try Subprocess.run(rsvg, [dir + "/\(name).svg", "-o", dir + "/\(name).png"])
            XCTAssertEqual(r.status, 0, r.stderr)
        }
        let (a, b) = (try PNGImage(contentsOf: dir + "/scenec.png"), try PNGImage(contentsOf: dir + "/reference.png"))
        XCTAssertEqual([a.width, a.height], [b.width, b.height])
        // The same curves rasterized by the same renderer: equal to the last bit but for the
        // rounding of the control points scenec prints with 6 decimals (none here: all whole).
        var differing = 0, inked = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let (p, q) = (a.pixel(x, y), b.pixel(x, y))
                if q.r < 128 { inked += 1 }
                if max(abs(p.r - q.r), abs(p.g - q.g), abs(p.b - q.b)) > 2 { differing += 1 }
            }
        }
        XCTAssertGreaterThan(inked, 500, "the reference draws the curves")
        XCTAssertEqual(differing, 0, "\(differing) pixels differ")
    }
}
