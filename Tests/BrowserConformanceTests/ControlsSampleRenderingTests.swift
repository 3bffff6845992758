import Foundation
import TestSupport
import XCTest

/// Samples/controls.xml and controls-ios18.xml as compiled into Output/, drawn by librsvg (the
/// SVG) and Chromium (the SVG and the HTML): the colour of each control's parts at points worked
/// out here from the frames the constraints give (by hand, from the stack's spacing and the
/// controls' documented sizes) and the documented colours, blended over the
/// `systemGroupedBackground` (242, 242, 247) behind them where they are translucent.
final class ControlsSampleRenderingTests: XCTestCase {
    nonisolated(unsafe) static var drawn: [String: [(String, PNGImage)]] = [:]

    func pictures(_ name: String) throws -> [(String, PNGImage)] {
        if let drawn = Self.drawn[name] { return drawn }
        let rsvg = try XCTUnwrap(Subprocess.which("rsvg-convert"), "rsvg-convert missing: run .ci/install-deps")
        let dir = try Repository.temporaryDirectory(name)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let (svg, html) = (Repository.path("Output/\(name).svg"), Repository.path("Output/\(name).html"))
        let r = try Subprocess.run(rsvg, [svg, "-o", dir + "/rsvg.png"])
        XCTAssertEqual(r.status, 0, r.stderr)
        try Chromium.screenshot(svg, to: dir + "/svg.png", width: 390, height: 844)
        try Chromium.screenshot(html, to: dir + "/html.png", width: 390, height: 844)
        let drawn = [("librsvg SVG", try PNGImage(contentsOf: dir + "/rsvg.png")), ("Chromium SVG", try PNGImage(contentsOf: dir + "/svg.png")),
                     ("Chromium HTML", try PNGImage(contentsOf: dir + "/html.png"))]
        Self.drawn[name] = drawn
        return drawn
    }

    typealias RGB = (Double, Double, Double)
    typealias Probe = (what: String, x: Int, y: Int, rgb: RGB)

    /// `color` at `alpha` over the grouped background.
    static func over(_ color: RGB, _ alpha: Double) -> RGB {
        let bg: RGB = (242, 242, 247)
        return (bg.0 + (color.0 - bg.0) * alpha, bg.1 + (color.1 - bg.1) * alpha, bg.2 + (color.2 - bg.2) * alpha)
    }

    static let white: RGB = (255, 255, 255), green: RGB = (52, 199, 89), blue: RGB = (0, 122, 255)
    static let systemFill = over((120, 120, 128), 0.2), secondarySystemFill = over((120, 120, 128), 0.16)
    static let tertiarySystemFill = over((118, 118, 128), 0.12)

    private func check(_ name: String, _ probes: [Probe], file: StaticString = #filePath, line: UInt = #line) throws {
        for (renderer, picture) in try pictures(name) {
            let misses = probes.compactMap { probe -> String? in
                let p = picture.pixel(probe.x, probe.y)
                let off = max(abs(Double(p.r) - probe.rgb.0), abs(Double(p.g) - probe.rgb.1), abs(Double(p.b) - probe.rgb.2))
                return off > 3 ? "\(probe.what) at \(probe.x),\(probe.y): \(p.r) \(p.g) \(p.b), expected \(probe.rgb)" : nil
            }
            XCTAssertTrue(misses.isEmpty, "\(name), \(renderer): \(misses.count) of \(probes.count) miss: " + misses.joined(separator: "; "), file: file, line: line)
        }
    }

    /// The current design. The list starts at (20, 60), 350 wide, rows 14 apart: switches 28
    /// high at x 307 (350 − 63 from the list's leading edge), sliders 31, the stepper 32.
    func testTheCurrentDesignsControls() throws {
        try check("controls", [
            ("on track", 312, 74, Self.green), ("on thumb (36×24 capsule at 332…368)", 350, 74, Self.white),
            ("off track", 360, 116, Self.secondarySystemFill), ("off thumb", 320, 116, Self.white),
            ("disabled orange track at half alpha", 312, 158, Self.over((255, 149, 0), 0.5)),
            ("disabled thumb at half alpha, the background through it", 350, 158, Self.over(Self.white, 0.5)),
            ("volume: the tint before the thumb", 60, 201, Self.blue), ("volume: systemFill after it", 300, 201, Self.systemFill),
            ("volume thumb at 20 + 19 + 312 × 0.35", 148, 201, Self.white),
            ("brightness: its own pink tint", 60, 246, (255, 45, 85)),
            ("disabled slider's track at half alpha", 60, 291, Self.over(Self.blue, 0.5)),
            ("stepper background", 300, 326, Self.tertiarySystemFill),
            ("segmented background, segment 0", 183, 371, Self.tertiarySystemFill),
            ("segmented selection, segment 1", 236, 371, Self.white),
            // Below the segmented controls, whose frames reach 1 pt past their alignment rects:
            // the progress view at 457…461, the page control's dots centred at 557.
            ("progress 0.6 of 350", 100, 459, Self.blue), ("progress track", 300, 459, Self.systemFill),
            ("current page dot, centre 195", 195, 557, (0, 0, 0)), ("first page dot, centre 163", 163, 557, Self.over((60, 60, 67), 0.3)),
            // The buttons' row: 35 high at y 626, spread by equal spacing over 350 pt.
            ("gray button's background (91.4…151.4)", 121, 629, Self.tertiarySystemFill),
            ("filled button's background (246.9…310.9)", 278, 629, Self.blue),
            ("disabled filled button at half alpha (322…370)", 346, 629, Self.over(Self.blue, 0.5)),
        ])
    }

    /// The design of iOS 7–18: 51×31 switches with 27 pt round thumbs, a 4 pt slider track and
    /// a 28 pt round thumb; rows 31 high, so the second row starts at 60 + 31 + 14.
    func testThePreviousDesignsControls() throws {
        try check("controls-ios18", [
            ("on track", 325, 75, Self.green), ("on thumb (27 pt at 341…368)", 354, 75, Self.white),
            ("off track", 362, 120, Self.secondarySystemFill), ("off thumb (321…348)", 334, 120, Self.white),
            ("volume: the tint before the thumb", 60, 210, Self.blue), ("volume thumb at 20 + 14 + 322 × 0.35", 146, 210, Self.white),
            ("volume: systemFill after it", 300, 210, Self.systemFill),
        ])
    }
}
