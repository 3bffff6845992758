import Foundation
import Geometry
import TestSupport
import XCTest

/// Samples/layers.xml as compiled into Output/, drawn by librsvg (the SVG) and Chromium (the SVG
/// and the HTML): masks cut what they should and nothing else, a gradient mask's alpha is the
/// gradient's, and continuous and masked corners have the shapes their published constructions
/// give, worked out here from the constants alone.
final class LayersSampleRenderingTests: XCTestCase {
    /// Output/layers.svg and .html drawn once for all the tests here.
    nonisolated(unsafe) static var drawn: [(String, PNGImage)]?

    func pictures() throws -> [(String, PNGImage)] {
        if let drawn = Self.drawn { return drawn }
        let rsvg = try XCTUnwrap(Subprocess.which("rsvg-convert"), "rsvg-convert missing: run .ci/install-deps")
        let dir = try Repository.temporaryDirectory("layers")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let (svg, html) = (Repository.path("Output/layers.svg"), Repository.path("Output/layers.html"))
        let r = try Subprocess.run(rsvg, [svg, "-o", dir + "/rsvg.png"])
        XCTAssertEqual(r.status, 0, r.stderr)
        try Chromium.screenshot(svg, to: dir + "/svg.png", width: 390, height: 600)
        try Chromium.screenshot(html, to: dir + "/html.png", width: 390, height: 600)
        let drawn = [("librsvg SVG", try PNGImage(contentsOf: dir + "/rsvg.png")), ("Chromium SVG", try PNGImage(contentsOf: dir + "/svg.png")),
                     ("Chromium HTML", try PNGImage(contentsOf: dir + "/html.png"))]
        Self.drawn = drawn
        return drawn
    }

    typealias RGB = (Double, Double, Double)
    /// A pixel and the colour expected there, within `tolerance` per 8-bit channel: 3 where one
    /// colour fills the pixel (rounding of the colour and of the gradient's mix, which each
    /// renderer quantizes to 8 bits on its own); 4 at corner probes, each at least a pixel from
    /// the curve as computed here (a pixel's edge may still catch a trace of the antialiased
    /// edge); 12 where a 4 pt shadow offset 6 pt down tints white by a few steps above the tag.
    typealias Probe = (what: String, x: Int, y: Int, rgb: RGB, tolerance: Double)

    static let white: RGB = (255, 255, 255), blue: RGB = (0, 122, 255), red: RGB = (255, 59, 48), green: RGB = (52, 199, 89)
    static let orange: RGB = (255, 149, 0), gray5: RGB = (229, 229, 234), indigo: RGB = (88, 86, 214)
    static let yellow: RGB = (255, 204, 0), brown: RGB = (162, 132, 94)

    private func check(_ probes: [Probe], file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertFalse(probes.isEmpty, file: file, line: line)
        for (renderer, picture) in try pictures() {
            let misses = probes.compactMap { probe -> String? in
                let p = picture.pixel(probe.x, probe.y)
                let off = max(abs(Double(p.r) - probe.rgb.0), abs(Double(p.g) - probe.rgb.1), abs(Double(p.b) - probe.rgb.2))
                return off > probe.tolerance ? "\(probe.what) at \(probe.x),\(probe.y): \(p.r) \(p.g) \(p.b), expected \(probe.rgb)" : nil
            }
            XCTAssertTrue(misses.isEmpty, "\(renderer): \(misses.count) of \(probes.count) miss: " + misses.prefix(6).joined(separator: "; "), file: file, line: line)
        }
    }

    func testTheCircleMaskCutsTheAvatarAndItsSubviewAlike() throws {
        // avatar: 20 20 160 160, masked by the circle of radius 80 about (100, 100); its badge
        // covers 120…180 on both axes.
        var probes: [Probe] = []
        for y in stride(from: 22, to: 180, by: 6) {
            for x in stride(from: 22, to: 180, by: 6) {
                let d = hypot(Double(x) + 0.5 - 100, Double(y) + 0.5 - 100)
                guard abs(d - 80) > 1.5 else { continue }
                let inBadge = x >= 121 && y >= 121
                probes.append(("avatar d=\(d)", x, y, d > 80 ? Self.white : inBadge ? Self.red : Self.blue, 3))
            }
        }
        try check(probes)
    }

    func testAGradientMasksByItsAlpha() throws {
        // banner: 210 20 160 160, green, masked by black whose alpha falls from 1 to 0 left to right.
        var probes: [Probe] = []
        for x in stride(from: 212, to: 370, by: 7) {
            let a = 1 - (Double(x) + 0.5 - 210) / 160
            let expected = (255 + (Self.green.0 - 255) * a, 255 + (Self.green.1 - 255) * a, 255 + (Self.green.2 - 255) * a)
            probes.append(("fade a=\(a)", x, 100, expected, 3))
        }
        try check(probes)
    }

    /// A continuous corner of radius r at the top left of `origin`, from PaintCode's published
    /// constants, flattened: the outline from the top edge to the left edge, in points.
    private static func continuousCorner(at origin: (Double, Double), radius r: Double) -> [(Double, Double)] {
        // In radii, (a, b): a from the corner along the top edge, b down the left one.
        let pieces: [[(Double, Double)]] = [
            [(1.52866483, 0), (1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600)],
            [(0.66993427, 0.06549600), (0.63149399, 0.07491100)],
            [(0.63149399, 0.07491100), (0.37282392, 0.16905899), (0.16905899, 0.37282392), (0.07491100, 0.63149399)],
            [(0.07491100, 0.63149399), (0.06549600, 0.66993427)],
            [(0.06549600, 0.66993427), (0, 0.86840689), (0, 1.08849323), (0, 1.52866483)],
        ]
        var out: [(Double, Double)] = []
        for p in pieces {
            for i in 0...100 {
                let t = Double(i) / 100, u = 1 - t
                let (a, b) = p.count == 2
                    ? (p[0].0 + (p[1].0 - p[0].0) * t, p[0].1 + (p[1].1 - p[0].1) * t)
                    : (u * u * u * p[0].0 + 3 * u * u * t * p[1].0 + 3 * u * t * t * p[2].0 + t * t * t * p[3].0,
                       u * u * u * p[0].1 + 3 * u * u * t * p[1].1 + 3 * u * t * t * p[2].1 + t * t * t * p[3].1)
                out.append((origin.0 + a * r, origin.1 + b * r))
            }
        }
        return out
    }

    /// Signed distance from a point to the shape's outline near its top left corner `origin`
    /// (the corner curve, then the straight top and left edges out to `reach`): positive
    /// outside the shape, by an even-odd ray test of the region the outline closes with the
    /// far corner of the `reach` square.
    private static func distance(_ x: Double, _ y: Double, to corner: [(Double, Double)], origin o: (Double, Double), reach: Double) -> Double {
        guard let first = corner.first, let last = corner.last else { return 0 }
        var outline = corner
        for i in 0...100 {
            let t = Double(i) / 100
            outline.append((o.0, last.1 + (o.1 + reach - last.1) * t))
            outline.insert((o.0 + reach - (o.0 + reach - first.0) * t, o.1), at: i)
        }
        let d = outline.map { hypot($0.0 - x, $0.1 - y) }.min() ?? 0
        let polygon = outline + [(o.0 + reach, o.1 + reach)]
        var inside = false
        for i in polygon.indices {
            let (a, b) = (polygon[i], polygon[(i + 1) % polygon.count])
            if (a.1 > y) != (b.1 > y), x < a.0 + (y - a.1) / (b.1 - a.1) * (b.0 - a.0) { inside.toggle() }
        }
        return inside ? -d : d
    }

    func testContinuousCornersHaveThePublishedShape() throws {
        // continuousCard: 210 210 160 120, radius 36: its top left corner; the sheet: 20 360,
        // radius 24, its top left corner, the indigo header clipped to it.
        var probes: [Probe] = []
        for (origin, r, inside, name) in [((210.0, 210.0), 36.0, Self.orange, "card"), ((20.0, 360.0), 24.0, Self.indigo, "sheet")] {
            let corner = Self.continuousCorner(at: origin, radius: r)
            let reach = Int((1.6 * r).rounded(.up))
            for dy in 0..<reach {
                for dx in 0..<reach where (dx + dy) % 3 == 0 {
                    let x = Double(origin.0) + Double(dx) + 0.5, y = Double(origin.1) + Double(dy) + 0.5
                    let d = Self.distance(x, y, to: corner, origin: origin, reach: Double(reach))
                    guard abs(d) > 1 else { continue }
                    probes.append(("\(name) d=\(d)", Int(origin.0) + dx, Int(origin.1) + dy, d > 0 ? Self.white : inside, 4))
                }
            }
        }
        XCTAssertGreaterThan(probes.count, 200)
        try check(probes)
    }

    func testMaskedCornersRoundOnlyThoseCornersAndTheBorderFollows() throws {
        // sheet (20 360 350 120): top corners rounded, bottom ones square. tag (20 510 160 60):
        // radius 20 on its top left and bottom right only, a 4 pt brown border.
        try check([("sheet's top right, rounded", 368, 361, Self.white, 3),
                   ("sheet's bottom left, square", 20, 479, Self.gray5, 3),
                   ("sheet's bottom right, square", 369, 479, Self.gray5, 3),
                   ("tag's top left, rounded (its shadow falls below)", 21, 511, Self.white, 12),
                   ("tag's top right, square: border", 179, 510, Self.brown, 3),
                   ("tag's bottom left, square: border", 20, 569, Self.brown, 3),
                   ("tag's border along the rounded corner, the whole pixel 0.2 pt inside its outer edge", 26, 516, Self.brown, 12),
                   ("tag's inside", 100, 540, Self.yellow, 3)])
    }
}
