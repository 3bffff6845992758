import Foundation
import SceneCompiler
import TestSupport
import XCTest

/// Drawings look the same with or without any font installed: every sample's SVG rendered by
/// rsvg-convert and by Chromium, and its HTML rendered by Chromium, give the same pixels when
/// fontconfig sees no fonts at all (a `FONTCONFIG_FILE` that lists no directory) as with every
/// font installed, because text is drawn as glyph outlines. A control shows the setting bites:
/// the same scene printed with `--text fonts` renders differently without fonts.
final class FontIndependenceTests: XCTestCase {
    private var dir: String!
    private var noFonts: [String: String] = [:]

    override func setUpWithError() throws {
        dir = try Repository.temporaryDirectory("nofonts")
        let config = dir + "/fonts.conf"
        try """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
            <fontconfig><cachedir>\(dir!)/cache</cachedir></fontconfig>
            """.write(toFile: config, atomically: true, encoding: .utf8)
        noFonts = ["FONTCONFIG_FILE": config]
        let listed = try Subprocess.run("/usr/bin/env", ["FONTCONFIG_FILE=\(config)", "fc-list"])
        XCTAssertEqual(listed.stdout, "", "fontconfig still sees fonts")
    }

    override func tearDown() {
        if let dir { try? FileManager.default.removeItem(atPath: dir) }
    }

    private func rsvg(_ svg: String, _ png: String, environment: [String: String] = [:]) throws -> [UInt8] {
        let settings = environment.map { "\($0.key)=\($0.value)" }
        let r = try Subprocess.run("/usr/bin/env", settings + ["rsvg-convert", svg, "-o", png])
        XCTAssertEqual(r.status, 0, r.stderr)
        return try PNGImage(contentsOf: png).pixels
    }

    private func chromium(_ page: String, _ png: String, environment: [String: String] = [:]) throws -> [UInt8] {
        try Chromium.screenshot(page, to: png, width: 900, height: 1000, environment: environment)
        return try PNGImage(contentsOf: png).pixels
    }

    func testEveryOutputRendersTheSameWithoutAnyFont() throws {
        let output = Repository.path("Output")
        // A storyboard's map is an index of the scenes' drawings, not a drawing of its own: its
        // titles are live text in the viewer's sans-serif; the scenes it shows are checked here.
        let maps = Set(Repository.interfaceBuilderSamples.filter { $0.hasSuffix(".storyboard") }
            .flatMap { path in let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension; return [stem + ".svg", stem + ".html"] })
        let files = try FileManager.default.contentsOfDirectory(atPath: output)
            .filter { ($0.hasSuffix(".svg") || $0.hasSuffix(".html")) && !maps.contains($0) }.sorted()
        XCTAssertGreaterThan(files.count, 40)
        var different: [String] = []
        for file in files {
            let path = output + "/" + file
            if file.hasSuffix(".svg"), try rsvg(path, dir + "/a.png") != rsvg(path, dir + "/b.png", environment: noFonts) {
                different.append("rsvg-convert \(file)")
            }
            if try chromium(path, dir + "/c.png") != chromium(path, dir + "/d.png", environment: noFonts) {
                different.append("chromium \(file)")
            }
        }
        print("font independence: \(files.count) files, each rendered with and without fonts")
        XCTAssertEqual(different, [])
    }

    /// The control: live-font text does change without fonts, so the comparison above can fail.
    func testLiveFontTextChangesWithoutFonts() throws {
        let path = Repository.path("Samples/card.xml")
        let bytes = [UInt8](try XCTUnwrap(FileManager.default.contents(atPath: path)))
        let result = Compiler.compile(SceneSource(path: path, bytes: bytes), options: CompileOptions(formats: [.svg], text: .fonts))
        let svg = try XCTUnwrap(result.artifacts.first)
        try svg.contents.write(toFile: dir + "/live.svg", atomically: true, encoding: .utf8)
        XCTAssertNotEqual(try rsvg(dir + "/live.svg", dir + "/e.png"), try rsvg(dir + "/live.svg", dir + "/f.png", environment: noFonts))
    }
}
