import Foundation
import SceneCompiler
import TestSupport
import XCTest

/// Content modes and template images drawn by three renderers: the SVG by librsvg
/// (`rsvg-convert`) and by Chromium, the HTML by Chromium. The pictures agree with one another
/// within `channelTolerance` (edges that one renderer blends across a pixel aside, as in
/// `testHTMLAndSVGPaintTheSamePixels`), at most `maximumDifferingShare` of the pixels
/// differing; and probes land on the colours the image has where UIKit puts it, rects worked
/// out by hand here. The images are drawn by rsvg-convert, so no pixel of them comes from scenec.
extension RenderAgreementTests {
    /// Where each mode puts a 40×20 image in a 48×32 view, worked out by hand from
    /// https://developer.apple.com/documentation/uikit/uiview/contentmode: (x, y, width, height)
    /// in the view's space.
    static let handPlaced: [(mode: String, rect: (x: Int, y: Int, width: Int, height: Int))] = [
        ("scaleToFill", (0, 0, 48, 32)), ("scaleAspectFit", (0, 4, 48, 24)), ("scaleAspectFill", (-8, 0, 64, 32)),
        ("redraw", (0, 0, 48, 32)), ("center", (4, 6, 40, 20)), ("top", (4, 0, 40, 20)), ("bottom", (4, 12, 40, 20)),
        ("left", (0, 6, 40, 20)), ("right", (8, 6, 40, 20)), ("topLeft", (0, 0, 40, 20)), ("topRight", (8, 0, 40, 20)),
        ("bottomLeft", (0, 12, 40, 20)), ("bottomRight", (8, 12, 40, 20)),
    ]

    func testContentModesAndTemplatesDrawAlikeInLibrsvgAndChromiumWhereUIKitPutsThem() throws {
        let rsvg = try XCTUnwrap(Subprocess.which("rsvg-convert"), "rsvg-convert missing: run .ci/install-deps")
        let dir = try Repository.temporaryDirectory("image-modes")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // 40×20 pixels of four quadrants; a black disc of radius 9 in 24×24 transparent pixels.
        let quadrants = [(0, 0, "#ff0000"), (20, 0, "#00c000"), (0, 10, "#0000ff"), (20, 10, "#ffd000")]
        let pictures = [
            ("quadrants", #"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20">"#
                + quadrants.map { #"<rect x="\#($0.0)" y="\#($0.1)" width="20" height="10" fill="\#($0.2)"/>"# }.joined() + "</svg>"),
            ("disc", #"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><circle cx="12" cy="12" r="9"/></svg>"#),
        ]
        for (name, svg) in pictures {
            try svg.write(toFile: "\(dir)/\(name).svg", atomically: true, encoding: .utf8)
            let made = try Subprocess.run(rsvg, ["\(dir)/\(name).svg", "-o", "\(dir)/\(name).png"])
            XCTAssertEqual(made.status, 0, made.stderr)
        }
        let cells = Self.handPlaced.enumerated().flatMap { k, placed in
            [false, true].map { clipped in
                #"<imageView image="quadrants.png" contentMode="\#(placed.mode)" clipsToBounds="\#(clipped)" frame="\#(16 + 80 * k) \#(clipped ? 80 : 16) 48 32"/>"#
            }
        }
        let scene = #"<scene name="modes" width="1060" height="200" backgroundColor="white">"# + cells.joined()
            + ##"<view frame="16 136 200 48" tintColor="#ff2d55">"##
            + #"<imageView image="disc.png" renderingMode="alwaysTemplate" contentMode="center" frame="0 0 48 48"/>"#
            + #"<imageView image="disc.png" renderingMode="alwaysOriginal" contentMode="center" frame="64 0 48 48"/>"#
            + ##"<imageView image="disc.png" renderingMode="alwaysTemplate" tintColor="#34c759" contentMode="scaleAspectFit" frame="128 0 48 48"/>"##
            + "</view></scene>"
        let result = Compiler.compile(SceneSource(path: dir + "/modes.xml", bytes: Array(scene.utf8)))
        XCTAssertTrue(result.succeeded, result.diagnostics.map(\.rendered).joined(separator: "\n"))
        let svg = try XCTUnwrap(result.artifacts.first { $0.fileName == "modes.svg" })
        let html = try XCTUnwrap(result.artifacts.first { $0.fileName == "modes.html" })
        try svg.contents.write(toFile: dir + "/librsvg.svg", atomically: true, encoding: .utf8)
        let drawn = try Subprocess.run(rsvg, ["-b", "white", dir + "/librsvg.svg", "-o", dir + "/librsvg.png"])
        XCTAssertEqual(drawn.status, 0, drawn.stderr)
        let pictures3 = [("librsvg SVG", Cropped(image: try PNGImage(contentsOf: dir + "/librsvg.png"), width: 1060, height: 200)),
                         ("Chromium SVG", try screenshot(svg, in: dir)), ("Chromium HTML", try screenshot(html, in: dir))]
        for (name, picture) in pictures3.dropFirst() {
            let share = differingShare(pictures3[0].1, picture)
            print("image rendering: librsvg SVG against \(name): \(share * 100) % of pixels differ")
            XCTAssertLessThanOrEqual(share, Self.maximumDifferingShare, "librsvg SVG against \(name)")
        }
        for (name, picture) in pictures3 { checkProbes(picture, name) }
    }

    /// The share of pixels that differ beyond the tolerance and are no edge blend.
    private func differingShare(_ a: Cropped, _ b: Cropped) -> Double {
        var differing = 0
        for y in 0..<a.height {
            for x in 0..<a.width where !a.pixel(x, y, isCloseTo: rgb(b.pixel(x, y)), tolerance: Self.channelTolerance)
                && !(Self.isEdgeBlend(a, x, y, of: b) && Self.isEdgeBlend(b, x, y, of: a)) {
                differing += 1
            }
        }
        return Double(differing) / Double(a.width * a.height)
    }

    /// Each quadrant's centre where the hand-placed rect puts it; 4 points left of the view,
    /// the image in the unclipped aspect fill and white in the clipped one; the discs' centres
    /// pink (the container's tint), black (original), green (the view's own tint).
    private func checkProbes(_ p: Cropped, _ name: String) {
        let colours = [(255, 0, 0), (0, 192, 0), (0, 0, 255), (255, 208, 0)]
        for (k, placed) in Self.handPlaced.enumerated() {
            for top in [16, 80] {
                let r = placed.rect, left = 16 + 80 * k
                for (q, colour) in colours.enumerated() {
                    let x = left + r.x + r.width * (q % 2 == 0 ? 1 : 3) / 4, y = top + r.y + r.height * (q < 2 ? 1 : 3) / 4
                    XCTAssertTrue(p.pixel(x, y, isCloseTo: colour), "\(name), \(placed.mode) at \(x), \(y): \(p.pixel(x, y))")
                }
            }
        }
        let fill = 16 + 80 * 2 - 4
        XCTAssertTrue(p.pixel(fill, 24, isCloseTo: (255, 0, 0)), "\(name): the unclipped overflow shows: \(p.pixel(fill, 24))")
        XCTAssertTrue(p.pixel(fill, 88, isCloseTo: (255, 255, 255)), "\(name): the clipped overflow is cut: \(p.pixel(fill, 88))")
        for (x, colour) in [(40, (255, 45, 85)), (104, (0, 0, 0)), (168, (52, 199, 89))] {
            XCTAssertTrue(p.pixel(x, 160, isCloseTo: colour), "\(name) disc at \(x), 160: \(p.pixel(x, 160))")
        }
        XCTAssertTrue(p.pixel(19, 139, isCloseTo: (255, 255, 255)), "\(name): a template's transparent pixels stay transparent")
    }
}
