import Foundation
import SceneCompiler
import TestSupport
import XCTest

/// The HTML and the SVG of each sample, both rendered by Chromium at the viewport's screen scale
/// (as the device shows it, so the half and third points that intrinsic sizes round to fall on
/// whole pixels), paint the same picture (text aside: see `withoutText`), and the signboard
/// samples' pixel probes hold in both back ends.
final class RenderAgreementTests: XCTestCase {
    /// Pixels whose channels all lie within this of each other count as equal; beyond it, only
    /// antialiasing of curves may differ (measured: 48 corner pixels in `overflow`).
    static let channelTolerance = 8
    static let maximumDifferingShare = 0.001

    func testHTMLAndSVGPaintTheSamePixels() throws {
        let dir = try Repository.temporaryDirectory("render")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var report: [String] = []
        for path in Repository.samples {
            let result = Compiler.compile(try source(path))
            let layouts = try XCTUnwrap(Compiler.layout(try source(path)).layouts)
            for svg in result.artifacts where svg.fileName.hasSuffix(".svg") {
                let stem = String(svg.fileName.dropLast(4))
                let html = try XCTUnwrap(result.artifacts.first { $0.fileName == stem + ".html" })
                let layout = try XCTUnwrap(layouts.first { [result.sceneName, $0.viewportName].compactMap { $0 }.joined(separator: ".") == stem })
                let scale = Int(layout.viewportScale)
                let (a, b) = (try screenshot(Self.withoutText(svg), in: dir, scale: scale), try screenshot(Self.withoutText(html), in: dir, scale: scale))
                XCTAssertEqual([a.width, a.height], [b.width, b.height])
                var differing = 0
                for y in 0..<a.height {
                    for x in 0..<a.width where !a.pixel(x, y, isCloseTo: rgb(b.pixel(x, y)), tolerance: Self.channelTolerance)
                        && !(Self.isEdgeBlend(a, x, y, of: b) && Self.isEdgeBlend(b, x, y, of: a)) {
                        differing += 1
                    }
                }
                let share = Double(differing) / Double(a.width * a.height)
                report.append("\(stem): \(differing) of \(a.width * a.height) pixels differ")
                XCTAssertLessThanOrEqual(share, Self.maximumDifferingShare, "\(stem): \(differing) pixels differ between HTML and SVG")
            }
        }
        print("render agreement (HTML vs SVG in Chromium): " + report.joined(separator: "; "))
    }

    /// True when the pixel's colour lies, channel by channel, between the darkest and lightest of
    /// the other picture's 3×3 neighbourhood: an edge at a fractional position, which SVG blends
    /// across a pixel and CSS snaps to one side (stack distributions and centring give such
    /// edges, as UIKit does). A box misplaced by two pixels or more still counts; one misplaced by
    /// a single pixel passes here (touch regions are held exactly by the hit-test conformance test).
    static func isEdgeBlend(_ a: Cropped, _ x: Int, _ y: Int, of b: Cropped) -> Bool {
        let p = a.pixel(x, y)
        var low = (255, 255, 255), high = (0, 0, 0)
        for ny in max(0, y - 1)...min(b.height - 1, y + 1) {
            for nx in max(0, x - 1)...min(b.width - 1, x + 1) {
                let q = b.pixel(nx, ny)
                low = (min(low.0, q.r), min(low.1, q.g), min(low.2, q.b))
                high = (max(high.0, q.r), max(high.1, q.g), max(high.2, q.b))
            }
        }
        let t = channelTolerance
        return (low.0 - t...high.0 + t).contains(p.r) && (low.1 - t...high.1 + t).contains(p.g) && (low.2 - t...high.2 + t).contains(p.b)
    }

    func testSignboardProbesHoldInBothBackEnds() throws {
        let dir = try Repository.temporaryDirectory("probe")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let probe = (x: 145, y: 61), green = (52, 199, 89), red = (255, 59, 48)
        for (name, expected) in [("signboard-naive", green), ("signboard-fixed", red)] {
            let result = Compiler.compile(try source(Repository.path("Samples/\(name).xml")))
            for artifact in result.artifacts {
                let png = try screenshot(artifact, in: dir)
                XCTAssertTrue(png.pixel(probe.x, probe.y, isCloseTo: expected), "\(artifact.fileName): \(png.pixel(probe.x, probe.y))")
            }
        }
    }

    /// One image file drawn by two image views at different sizes, one of them stretched out of
    /// proportion: the SVG, drawn by librsvg (`rsvg-convert`), and the HTML, drawn by Chromium,
    /// show the same pixels, and each view shows the image's four quadrants where the stretched
    /// image puts them. The image is made by rsvg-convert, so no pixel of it comes from scenec.
    func testAnImageUsedTwiceAtDifferentSizesDrawsTheSameInLibrsvgAndChromium() throws {
        let rsvg = try XCTUnwrap(Subprocess.which("rsvg-convert"), "rsvg-convert missing: run .ci/install-deps")
        let dir = try Repository.temporaryDirectory("image-agreement")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // 40×20 pixels: red, green over blue, yellow; no quadrant mirrors another.
        let quadrants = [(0, 0, "#ff0000"), (20, 0, "#00c000"), (0, 10, "#0000ff"), (20, 10, "#ffd000")]
        let picture = #"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20">"#
            + quadrants.map { #"<rect x="\#($0.0)" y="\#($0.1)" width="20" height="10" fill="\#($0.2)"/>"# }.joined() + "</svg>"
        try picture.write(toFile: dir + "/picture.svg", atomically: true, encoding: .utf8)
        let made = try Subprocess.run(rsvg, [dir + "/picture.svg", "-o", dir + "/quadrants.png"])
        XCTAssertEqual(made.status, 0, made.stderr)
        let views = [(x: 10, y: 10, width: 40, height: 20), (x: 70, y: 10, width: 120, height: 90)]
        let scene = #"<scene name="twice" width="200" height="110" backgroundColor="white">"#
            + views.map { #"<imageView image="quadrants.png" frame="\#($0.x) \#($0.y) \#($0.width) \#($0.height)"/>"# }.joined()
            + "</scene>"
        let result = Compiler.compile(SceneSource(path: dir + "/twice.xml", bytes: Array(scene.utf8)))
        XCTAssertTrue(result.succeeded, result.diagnostics.map(\.rendered).joined(separator: "\n"))
        let base64 = try Data(contentsOf: URL(fileURLWithPath: dir + "/quadrants.png")).base64EncodedString()
        for artifact in result.artifacts {
            XCTAssertEqual(artifact.contents.components(separatedBy: base64).count - 1, 1, "\(artifact.fileName) embeds the image once")
        }
        let svg = try XCTUnwrap(result.artifacts.first { $0.fileName == "twice.svg" })
        let html = try XCTUnwrap(result.artifacts.first { $0.fileName == "twice.html" })
        try svg.contents.write(toFile: dir + "/twice.svg", atomically: true, encoding: .utf8)
        let drawn = try Subprocess.run(rsvg, ["-b", "white", dir + "/twice.svg", "-o", dir + "/twice.svg.png"])
        XCTAssertEqual(drawn.status, 0, drawn.stderr)
        let a = Cropped(image: try PNGImage(contentsOf: dir + "/twice.svg.png"), width: 200, height: 110)
        let b = try screenshot(html, in: dir)
        XCTAssertEqual([a.image.width, a.image.height], [200, 110])
        var differing = 0
        for y in 0..<a.height {
            for x in 0..<a.width where !a.pixel(x, y, isCloseTo: rgb(b.pixel(x, y)), tolerance: Self.channelTolerance)
                && !(Self.isEdgeBlend(a, x, y, of: b) && Self.isEdgeBlend(b, x, y, of: a)) {
                differing += 1
            }
        }
        XCTAssertEqual(differing, 0, "pixels that differ between librsvg's SVG and Chromium's HTML")
        // Each quadrant's centre, stretched with its view.
        let colours = [(255, 0, 0), (0, 192, 0), (0, 0, 255), (255, 208, 0)]
        for view in views {
            for (k, colour) in colours.enumerated() {
                let x = view.x + view.width * (k % 2 == 0 ? 1 : 3) / 4, y = view.y + view.height * (k < 2 ? 1 : 3) / 4
                XCTAssertTrue(a.pixel(x, y, isCloseTo: colour), "librsvg at \(x), \(y): \(a.pixel(x, y))")
                XCTAssertTrue(b.pixel(x, y, isCloseTo: colour), "Chromium at \(x), \(y): \(b.pixel(x, y))")
            }
        }
    }

    /// Chromium sometimes leaves transformed content out of small windows (at 200×120 it
    /// dropped everything below y = 33 in a rotated scene), so
    /// the window is larger than the scene and the picture is cropped by reading only its corner.
    func screenshot(_ artifact: Artifact, in dir: String, scale: Int = 1) throws -> Cropped {
        let file = dir + "/" + artifact.fileName
        try artifact.contents.write(toFile: file, atomically: true, encoding: .utf8)
        let size = try XCTUnwrap(svgSize(artifact.contents) ?? htmlSize(artifact.contents), "no size in \(artifact.fileName)")
        let png = file + ".png"
        try Chromium.screenshot(file, to: png, width: max(size.0 + 100, 500), height: size.1 + 200, scale: scale)
        return Cropped(image: try PNGImage(contentsOf: png), width: size.0 * scale, height: size.1 * scale)
    }

    /// Glyph outlines at fractional places are antialiased slightly differently by Chromium's HTML
    /// (inline SVG under positioned boxes) and SVG paths, so text is hidden here and checked by
    /// `TextConformanceTests` instead: its place, its width, and HTML against SVG. Only the uses
    /// of glyphs (`#gN`) and words (`#wN`) are hidden: images are drawn by `<use>` too.
    static func withoutText(_ artifact: Artifact) -> Artifact {
        var copy = artifact
        copy.contents = artifact.contents
            .replacingOccurrences(of: "<text ", with: #"<text visibility="hidden" "#)
            .replacingOccurrences(of: ##"<use xlink:href="#g"##, with: ##"<use visibility="hidden" xlink:href="#g"##)
            .replacingOccurrences(of: ##"<use xlink:href="#w"##, with: ##"<use visibility="hidden" xlink:href="#w"##)
            .replacingOccurrences(of: "</style>", with: ".scene .text{visibility:hidden}\n</style>")
        return copy
    }

    private func svgSize(_ text: String) -> (Int, Int)? {
        guard text.hasPrefix("<svg"), let w = text.firstMatch(of: /width="([\d.]+)"/), let h = text.firstMatch(of: /height="([\d.]+)"/) else { return nil }
        return (Int((Double(w.1) ?? 0).rounded(.up)), Int((Double(h.1) ?? 0).rounded(.up)))
    }

    private func htmlSize(_ text: String) -> (Int, Int)? {
        // A fitted scene's size can be fractional: the window takes it rounded up.
        guard let m = text.firstMatch(of: /\.scene\{[^}]*width:([\d.]+)px;height:([\d.]+)px\}/) else { return nil }
        return (Int((Double(m.1) ?? 0).rounded(.up)), Int((Double(m.2) ?? 0).rounded(.up)))
    }

    func rgb(_ p: (r: Int, g: Int, b: Int, a: Int)) -> (Int, Int, Int) { (p.r, p.g, p.b) }
}

/// The top-left `width`×`height` of a screenshot.
struct Cropped {
    let image: PNGImage
    let width: Int
    let height: Int

    func pixel(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) { image.pixel(x, y) }
    func pixel(_ x: Int, _ y: Int, isCloseTo rgb: (Int, Int, Int), tolerance: Int = 3) -> Bool {
        image.pixel(x, y, isCloseTo: rgb, tolerance: tolerance)
    }
}

func source(_ path: String) throws -> SceneSource {
    let data = try XCTUnwrap(FileManager.default.contents(atPath: path), "cannot read \(path)")
    return SceneSource(path: path, bytes: [UInt8](data))
}
