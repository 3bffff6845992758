import Foundation
import TestSupport
import XCTest

/// Samples/bars.xml as compiled into Output/, drawn by librsvg (the SVG) and Chromium (the SVG
/// and the HTML): each control's colours at points worked out here from UIKit's semantic
/// colours (docs/Semantics.md, "Text fields") and the sample's frames, composited by hand.
final class BarsSampleRenderingTests: XCTestCase {
    nonisolated(unsafe) static var drawn: [(String, PNGImage)]?

    func pictures() throws -> [(String, PNGImage)] {
        if let drawn = Self.drawn { return drawn }
        let rsvg = try XCTUnwrap(Subprocess.which("rsvg-convert"), "rsvg-convert missing: run .ci/install-deps")
        let dir = try Repository.temporaryDirectory("bars")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let (svg, html) = (Repository.path("Output/bars.svg"), Repository.path("Output/bars.html"))
        let r = try Subprocess.run(rsvg, [svg, "-o", dir + "/rsvg.png"])
        XCTAssertEqual(r.status, 0, r.stderr)
        try Chromium.screenshot(svg, to: dir + "/svg.png", width: 490, height: 944)
        try Chromium.screenshot(html, to: dir + "/html.png", width: 490, height: 944)
        let drawn = [("librsvg SVG", try PNGImage(contentsOf: dir + "/rsvg.png")), ("Chromium SVG", try PNGImage(contentsOf: dir + "/svg.png")),
                     ("Chromium HTML", try PNGImage(contentsOf: dir + "/html.png"))]
        Self.drawn = drawn
        return drawn
    }

    typealias RGB = (Double, Double, Double)
    typealias Probe = (what: String, x: Int, y: Int, rgb: RGB, tolerance: Double)

    private func check(_ probes: [Probe], file: StaticString = #filePath, line: UInt = #line) throws {
        for (renderer, picture) in try pictures() {
            let misses = probes.compactMap { probe -> String? in
                let p = picture.pixel(probe.x, probe.y)
                let off = max(abs(Double(p.r) - probe.rgb.0), abs(Double(p.g) - probe.rgb.1), abs(Double(p.b) - probe.rgb.2))
                return off > probe.tolerance ? "\(probe.what) at \(probe.x),\(probe.y): \(p.r) \(p.g) \(p.b), expected \(probe.rgb)" : nil
            }
            XCTAssertTrue(misses.isEmpty, "\(renderer): \(misses.count) of \(probes.count) miss: " + misses.prefix(6).joined(separator: "; "), file: file, line: line)
        }
    }

    /// `color` at `alpha` over `base`, channel by channel, as source-over compositing does.
    private static func over(_ color: RGB, _ alpha: Double, on base: RGB) -> RGB {
        (base.0 + (color.0 - base.0) * alpha, base.1 + (color.1 - base.1) * alpha, base.2 + (color.2 - base.2) * alpha)
    }

    private static let white: RGB = (255, 255, 255)
    /// systemGroupedBackground, the scene's background.
    private static let grouped: RGB = (242, 242, 247)

    func testTextFieldBordersAndTheClearButton() throws {
        try check([
            // searchField 16 120 358 34, roundedRect: white inside, the background outside.
            ("rounded rect fill", 300, 137, Self.white, 3),
            ("beside the field", 8, 137, Self.grouped, 3),
            // nameField's clear button: 19 pt at x 349, y 173.5; tertiaryLabel (60 60 67 at 0.3) on white.
            ("clear button disc", 364, 183, Self.over((60, 60, 67), 0.3, on: Self.white), 4),
            ("clear button disc", 358, 176, Self.over((60, 60, 67), 0.3, on: Self.white), 4),
            // lineField 16 258 170 34: a 1 pt `label` (black) rectangle; bezelField 204 258: systemGray.
            ("line border", 16, 275, (0, 0, 0), 3),
            ("line border", 100, 258, (0, 0, 0), 3),
            ("bezel border", 204, 275, (142, 142, 147), 3),
            ("bezel border", 300, 291, (142, 142, 147), 3),
            ("inside the line field", 150, 262, Self.grouped, 3),
            // notesView: 16 pt from each side from y 342, systemBackground.
            ("text view", 200, 345, Self.white, 3),
        ])
    }
}
