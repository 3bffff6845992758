import Foundation
import TestSupport
import XCTest

/// `Samples/shadows.xml` as compiled into `Output/` (kept current by the Output check), drawn
/// by librsvg and Chromium (the SVG) and by Chromium (the HTML): the card's shadow, σ 8 and
/// moved 4 points down, darkens the page just below the card and leaves it white beyond 3σ;
/// the avatar's elliptical `shadowPath` shadow is drawn below it; the tile that clips to its
/// bounds casts none.
final class ShadowSampleRenderingTests: XCTestCase {
    func testShadowsDarkenWithinTheirBlurAndNotBeyondInEveryRenderer() throws {
        let rsvg = try XCTUnwrap(Subprocess.which("rsvg-convert"), "rsvg-convert missing: run .ci/install-deps")
        let dir = try Repository.temporaryDirectory("shadows")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let (svg, html) = (Repository.path("Output/shadows.svg"), Repository.path("Output/shadows.html"))
        let r = try Subprocess.run(rsvg, ["-b", "white", svg, "-o", dir + "/rsvg.png"])
        XCTAssertEqual(r.status, 0, r.stderr)
        try Chromium.screenshot(svg, to: dir + "/svg.png", width: 460, height: 620)
        try Chromium.screenshot(html, to: dir + "/html.png", width: 460, height: 620)
        // The card's shadow edge lies at y 194 (its bottom, 190, plus the offset 4). Pixel row
        // 196's centre is 2.5 outside it: 0.3 × Φ(−2.5/8) ≈ 0.113 of black over white ≈ 226.
        let nearCard = (x: 180, y: 196, expected: 255 * (1 - 0.3 * 0.3773))
        for (renderer, path) in [("librsvg SVG", "/rsvg.png"), ("Chromium SVG", "/svg.png"), ("Chromium HTML", "/html.png")] {
            let png = try PNGImage(contentsOf: dir + path)
            let near = png.pixel(nearCard.x, nearCard.y)
            XCTAssertEqual(Double(near.g), nearCard.expected, accuracy: 8, "\(renderer): the card's blur just below it: \(near)")
            XCTAssertTrue(png.pixel(180, 220, isCloseTo: (255, 255, 255), tolerance: 2),
                          "\(renderer): beyond 3σ of the card's shadow the page is white: \(png.pixel(180, 220))")
            XCTAssertLessThan(png.pixel(336, 110).g, 250,
                          "\(renderer): 6 points right of the card, inside its blur: \(png.pixel(336, 110))")
            XCTAssertTrue(png.pixel(100, 360).g < 180, "\(renderer): the avatar's contact shadow, under it: \(png.pixel(100, 360))")
            XCTAssertTrue(png.pixel(100, 384, isCloseTo: (255, 255, 255), tolerance: 2),
                          "\(renderer): beyond 3σ of the contact shadow: \(png.pixel(100, 384))")
            XCTAssertTrue(png.pixel(325, 290, isCloseTo: (255, 255, 255), tolerance: 2),
                          "\(renderer): the clipped tile casts no shadow: \(png.pixel(325, 290))")
        }
    }
}
