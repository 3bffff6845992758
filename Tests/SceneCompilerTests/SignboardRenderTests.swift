import Foundation
import SceneCompiler
import TestSupport
import XCTest

/// The signboard samples in a real SVG renderer: where the crown crosses the board's top edge, the naive
/// scene shows the green border (painted after the crown subview) and the fixed scene the red
/// crown (added after the border layer).
final class SignboardRenderTests: XCTestCase {
    /// Inside the 2-pt border (board top at y = 60) and inside the crown (x 140…180), away from
    /// the crown's placeholder outline (x 150…170).
    static let probe = (x: 145, y: 61)
    static let systemGreen = (52, 199, 89)
    static let systemRed = (255, 59, 48)

    func testNaiveSignboardPaintsTheBorderOverTheCrown() throws {
        let png = try render("signboard-naive")
        XCTAssertTrue(png.pixel(Self.probe.x, Self.probe.y, isCloseTo: Self.systemGreen), "\(png.pixel(Self.probe.x, Self.probe.y))")
    }

    func testFixedSignboardPaintsTheCrownOverTheBorder() throws {
        let png = try render("signboard-fixed")
        XCTAssertTrue(png.pixel(Self.probe.x, Self.probe.y, isCloseTo: Self.systemRed), "\(png.pixel(Self.probe.x, Self.probe.y))")
        // Elsewhere on the top edge the border still shows: the fix moved it, it did not remove it.
        XCTAssertTrue(png.pixel(100, 61, isCloseTo: Self.systemGreen), "\(png.pixel(100, 61))")
    }

    /// Placed by constraints, the signboards give exactly the pixels of their hand-placed frames.
    func testConstraintSignboardsRenderLikeTheirFrameTwins() throws {
        for name in ["signboard-naive", "signboard-fixed"] {
            let (frames, constraints) = (try render(name), try render(name + "-constraints"))
            var differing = 0
            for y in 0..<frames.height {
                for x in 0..<frames.width where frames.pixel(x, y) != constraints.pixel(x, y) { differing += 1 }
            }
            XCTAssertEqual(differing, 0, "\(name): \(differing) pixels differ")
        }
    }

    private func render(_ name: String) throws -> PNGImage {
        guard let rsvg = Subprocess.which("rsvg-convert") else {
            XCTFail("rsvg-convert missing: run .ci/test, which installs librsvg2-bin")
            throw XCTSkip("rsvg-convert missing")
        }
        let result = Compiler.compile(try source(Repository.path("Samples/\(name).xml")))
        let svg = try XCTUnwrap(result.artifacts.first { $0.fileName == "\(name).svg" })
        let dir = try Repository.temporaryDirectory("render")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try svg.contents.write(toFile: dir + "/in.svg", atomically: true, encoding: .utf8)
        let run = try Subprocess.run(rsvg, ["-b", "white", "-o", dir + "/out.png", dir + "/in.svg"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let png = try PNGImage(contentsOf: dir + "/out.png")
        XCTAssertEqual([png.width, png.height], [320, 220])
        return png
    }
}
