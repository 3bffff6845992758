import Foundation
import TestSupport
import XCTest

/// A sample as compiled into Output/, drawn by librsvg (its SVG) and Chromium (its SVG and its
/// HTML), and pixel probes checked in all three: what the sample rendering tests share.
struct SamplePictures {
    typealias RGB = (Double, Double, Double)
    typealias Probe = (what: String, x: Int, y: Int, rgb: RGB, tolerance: Double)

    /// The three drawings, each with the renderer's name.
    let drawn: [(String, PNGImage)]

    /// Draws Output/NAME.svg and Output/NAME.html, Chromium's window `width` × `height`.
    init(_ name: String, width: Int, height: Int) throws {
        let rsvg = try XCTUnwrap(Subprocess.which("rsvg-convert"), "rsvg-convert missing: run .ci/install-deps")
        let dir = try Repository.temporaryDirectory(name)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let (svg, html) = (Repository.path("Output/\(name).svg"), Repository.path("Output/\(name).html"))
        let r = try Subprocess.run(rsvg, [svg, "-o", dir + "/rsvg.png"])
        XCTAssertEqual(r.status, 0, r.stderr)
        try Chromium.screenshot(svg, to: dir + "/svg.png", width: width, height: height)
        try Chromium.screenshot(html, to: dir + "/html.png", width: width, height: height)
        drawn = [("librsvg SVG", try PNGImage(contentsOf: dir + "/rsvg.png")), ("Chromium SVG", try PNGImage(contentsOf: dir + "/svg.png")),
                 ("Chromium HTML", try PNGImage(contentsOf: dir + "/html.png"))]
    }

    /// Fails the calling test for each drawing where a probe's pixel is further than its
    /// tolerance from its colour in any channel.
    func check(_ probes: [Probe], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(probes.isEmpty, file: file, line: line)
        for (renderer, picture) in drawn {
            let misses = probes.compactMap { probe -> String? in
                let p = picture.pixel(probe.x, probe.y)
                let off = max(abs(Double(p.r) - probe.rgb.0), abs(Double(p.g) - probe.rgb.1), abs(Double(p.b) - probe.rgb.2))
                return off > probe.tolerance ? "\(probe.what) at \(probe.x),\(probe.y): \(p.r) \(p.g) \(p.b), expected \(probe.rgb)" : nil
            }
            XCTAssertTrue(misses.isEmpty, "\(renderer): \(misses.count) of \(probes.count) miss: " + misses.prefix(6).joined(separator: "; "), file: file, line: line)
        }
    }
}
