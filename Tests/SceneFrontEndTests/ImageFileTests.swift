import Foundation
import SceneModel
import TestSupport
import XCTest

@testable import SceneFrontEnd

/// Image views name files in the scene's folder, and nothing else reaches the output.
final class ImageFileTests: XCTestCase {
    private let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    private var folder = ""

    override func setUpWithError() throws {
        folder = try Repository.temporaryDirectory("images")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Parses `<imageView image=VALUE>` as the file `FOLDER/scene.xml`, reading from disk.
    private func parseImage(_ value: String) -> (Scene?, [String]) {
        let text = #"<scene width="10" height="10"><imageView id="i" image="\#(value)"/></scene>"#
        let (scene, diagnostics) = SceneFrontEnd.parse(bytes: Array(text.utf8), path: folder + "/scene.xml")
        return (scene, diagnostics.map { $0.rendered.replacingOccurrences(of: folder + "/", with: "") })
    }

    private func write(_ name: String, _ bytes: [UInt8]) {
        FileManager.default.createFile(atPath: folder + "/" + name, contents: Data(bytes))
    }

    func testAFileInTheFolderIsReadAndItsKindComesFromItsBytes() throws {
        try FileManager.default.createDirectory(atPath: folder + "/art", withIntermediateDirectories: true)
        write("art/badge.jpg", png)  // the extension lies; the signature decides
        let (scene, diagnostics) = parseImage("art/badge.jpg")
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(node(scene, "i")?.imageFile, ImageFile(mediaType: "image/png", bytes: png))
    }

    func testEachImageKindIsKnownBySignature() {
        XCTAssertEqual(ImageFile.mediaType(of: png), "image/png")
        XCTAssertEqual(ImageFile.mediaType(of: [0xFF, 0xD8, 0xFF, 0xE0]), "image/jpeg")
        XCTAssertEqual(ImageFile.mediaType(of: Array("GIF89a..".utf8)), "image/gif")
        XCTAssertEqual(ImageFile.mediaType(of: Array("RIFF\0\0\0\0WEBPVP8 ".utf8)), "image/webp")
        XCTAssertNil(ImageFile.mediaType(of: Array(#"<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>"#.utf8)))
        XCTAssertNil(ImageFile.mediaType(of: []))
    }

    func testURLsAndPathsOutOfTheFolderAreRefusedBeforeAnythingIsRead() {
        let usage = "an image is 'symbol:NAME' or the path of a PNG, JPEG, GIF or WebP file in the scene's folder, such as 'images/photo.png'"
        for (value, reason) in [
            ("javascript:alert(1)", "is a URL"), ("JavaScript:alert(1)", "is a URL"), ("https://example.com/a.png", "is a URL"),
            ("data:image/png;base64,AAAA", "is a URL"), ("//example.com/a.png", "is a URL"), ("file:///etc/passwd", "is a URL"),
            ("/etc/passwd", "leaves the scene's folder"), ("../secret.png", "leaves the scene's folder"),
            ("art/../../secret.png", "leaves the scene's folder"), ("art\\\\..\\\\x.png", "leaves the scene's folder"),
        ] {
            let (scene, diagnostics) = parseImage(value)
            XCTAssertNil(scene, value)
            XCTAssertEqual(diagnostics.count, 1, value)
            XCTAssertTrue(diagnostics.first?.hasPrefix("scene.xml:1:49: error: invalid 'image': '") ?? false, diagnostics.first ?? value)
            XCTAssertTrue(diagnostics.first?.hasSuffix("' \(reason); \(usage)") ?? false, diagnostics.first ?? value)
        }
    }

    func testALinkOutOfTheFolderIsRefused() throws {
        let outside = try Repository.temporaryDirectory("outside")
        defer { try? FileManager.default.removeItem(atPath: outside) }
        FileManager.default.createFile(atPath: outside + "/secret.png", contents: Data(png))
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.png", withDestinationPath: outside + "/secret.png")
        try FileManager.default.createSymbolicLink(atPath: folder + "/dir", withDestinationPath: outside)
        for value in ["link.png", "dir/secret.png"] {
            let (scene, diagnostics) = parseImage(value)
            XCTAssertNil(scene, value)
            XCTAssertEqual(diagnostics, ["scene.xml:1:49: error: cannot read the image '\(value)' in the scene's folder (missing, unreadable, larger than 33554432 bytes, or a link out of the folder)"])
        }
        // A link that stays inside the folder is fine.
        write("real.png", png)
        try FileManager.default.createSymbolicLink(atPath: folder + "/inside.png", withDestinationPath: folder + "/real.png")
        XCTAssertEqual(parseImage("inside.png").1, [])
    }

    func testMissingFilesAndFilesThatAreNotImagesAreErrors() {
        XCTAssertEqual(parseImage("missing.png").1, ["scene.xml:1:49: error: cannot read the image 'missing.png' in the scene's folder (missing, unreadable, larger than 33554432 bytes, or a link out of the folder)"])
        write("page.png", Array("<html><script>alert(1)</script></html>".utf8))
        XCTAssertEqual(parseImage("page.png").1, ["scene.xml:1:49: error: 'page.png' is not a PNG, JPEG, GIF or WebP image"])
    }

    func testAnImageOverTheFileSizeLimitIsAnError() {
        write("big.png", png + [UInt8](repeating: 0, count: 300))
        let text = #"<scene width="10" height="10"><imageView id="i" image="big.png"/></scene>"#
        let limits = ResourceLimits(fileSize: 200)
        let (scene, diagnostics) = SceneFrontEnd.parse(bytes: Array(text.utf8), path: folder + "/scene.xml", limits: limits)
        XCTAssertNil(scene)
        XCTAssertEqual(diagnostics.map { $0.rendered.replacingOccurrences(of: folder + "/", with: "") },
                       ["scene.xml:1:49: error: cannot read the image 'big.png' in the scene's folder (missing, unreadable, larger than 200 bytes, or a link out of the folder)"])
    }

    func testSymbolsAreNotFiles() {
        let (scene, diagnostics) = parseImage("symbol:star")
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(node(scene, "i")?.image, "symbol:star")
        XCTAssertNil(node(scene, "i")?.imageFile)
    }
}
