import Foundation
import SceneModel
import TestSupport
import XCTest

@testable import SceneFrontEnd

/// Image views name files in the scene's folder, and nothing else reaches the output.
final class ImageFileTests: XCTestCase {
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    var folder = ""

    override func setUpWithError() throws {
        folder = try Repository.temporaryDirectory("images")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Parses `<imageView image=VALUE>` as the file `FOLDER/scene.xml`, reading from disk.
    func parseImage(_ value: String) -> (Scene?, [String]) {
        let text = #"<scene width="10" height="10"><imageView id="i" image="\#(value)"/></scene>"#
        let (scene, diagnostics) = SceneFrontEnd.parse(bytes: Array(text.utf8), path: folder + "/scene.xml")
        return (scene, diagnostics.map { $0.rendered.replacingOccurrences(of: folder + "/", with: "") })
    }

    func write(_ name: String, _ bytes: [UInt8]) {
        XCTAssertTrue(FileManager.default.createFile(atPath: folder + "/" + name, contents: Data(bytes)), "could not write \(name)")
    }

    func testAFileInTheFolderIsReadAndItsKindComesFromItsBytes() throws {
        try FileManager.default.createDirectory(atPath: folder + "/art", withIntermediateDirectories: true)
        write("art/badge.jpg", png)  // the extension lies; the signature decides
        let (scene, diagnostics) = parseImage("art/badge.jpg")
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(scene?.images, [ImageFile(mediaType: "image/png", bytes: png)])
        XCTAssertEqual(node(scene, "i")?.image?.variants, [ImageVariant(scale: 1, fileIndex: 0)])
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

    /// A path is judged as imports are, after `.`, `..` and doubled slashes are resolved:
    /// `.//images/a.png` and `images//a.png` are in the folder, and were refused as leaving it.
    func testDoubledSlashesAndDotsThatStayInTheFolderAreRead() throws {
        try FileManager.default.createDirectory(atPath: folder + "/images", withIntermediateDirectories: true)
        write("images/a.png", png)
        for value in [".//images/a.png", "images//a.png", "./images/./a.png", "images/../images/a.png"] {
            let (scene, diagnostics) = parseImage(value)
            XCTAssertEqual(diagnostics, [], value)
            XCTAssertEqual(scene?.images, [ImageFile(mediaType: "image/png", bytes: png)], value)
        }
        let usage = "an image is 'symbol:NAME' or the path of a PNG, JPEG, GIF or WebP file in the scene's folder, such as 'images/photo.png'"
        XCTAssertEqual(parseImage("images/..").1, ["scene.xml:1:49: error: invalid 'image': 'images/..' names the scene's folder, not a file; \(usage)"])
        XCTAssertEqual(parseImage("images//../../a.png").1, ["scene.xml:1:49: error: invalid 'image': 'images//../../a.png' leaves the scene's folder; \(usage)"])
    }

    func testALinkOutOfTheFolderIsRefused() throws {
        let outside = try Repository.temporaryDirectory("outside")
        defer { try? FileManager.default.removeItem(atPath: outside) }
        try Data(png).write(to: URL(fileURLWithPath: outside + "/secret.png"))
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.png", withDestinationPath: outside + "/secret.png")
        try FileManager.default.createSymbolicLink(atPath: folder + "/dir", withDestinationPath: outside)
        for value in ["link.png", "dir/secret.png"] {
            let (scene, diagnostics) = parseImage(value)
            XCTAssertNil(scene, value)
            XCTAssertEqual(diagnostics, ["scene.xml:1:49: error: cannot read the image '\(value)' in the scene's folder: a symbolic link leads it out of the scene's folder; images are read only from the scene's folder and its subfolders, links resolved"])
        }
        // A link that stays inside the folder is fine.
        write("real.png", png)
        try FileManager.default.createSymbolicLink(atPath: folder + "/inside.png", withDestinationPath: folder + "/real.png")
        XCTAssertEqual(parseImage("inside.png").1, [])
    }

    func testMissingFilesAndFilesThatAreNotImagesAreErrors() {
        XCTAssertEqual(parseImage("missing.png").1, ["scene.xml:1:49: error: cannot read the image 'missing.png' in the scene's folder: there is no such file"])
        write("page.png", Array("<html><script>alert(1)</script></html>".utf8))
        XCTAssertEqual(parseImage("page.png").1, ["scene.xml:1:49: error: 'page.png' is not a PNG, JPEG, GIF or WebP image"])
    }

    /// A FIFO named like an image is never opened (reading one would wait for a writer forever):
    /// only regular files are read.
    func testAFIFONamedLikeAnImageIsNotOpened() {
        XCTAssertEqual(mkfifo(folder + "/pipe.png", 0o600), 0)
        XCTAssertEqual(parseImage("pipe.png").1, ["scene.xml:1:49: error: cannot read the image 'pipe.png' in the scene's folder: it is not a regular file (a folder, FIFO, socket or device); images are read only from regular files"])
    }

    func testAnImageOverTheFileSizeLimitIsAnError() {
        write("big.png", png + [UInt8](repeating: 0, count: 300))
        let text = #"<scene width="10" height="10"><imageView id="i" image="big.png"/></scene>"#
        let limits = ResourceLimits(fileSize: 200)
        let (scene, diagnostics) = SceneFrontEnd.parse(bytes: Array(text.utf8), path: folder + "/scene.xml", limits: limits)
        XCTAssertNil(scene)
        XCTAssertEqual(diagnostics.map { $0.rendered.replacingOccurrences(of: folder + "/", with: "") },
                       ["scene.xml:1:49: error: the image 'big.png' is 312 bytes; files are limited to 200 bytes (--max-file-size)"])
    }

    func testSymbolsAreNotFiles() {
        let (scene, diagnostics) = parseImage("symbol:star")
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(node(scene, "i")?.image?.name, "symbol:star")
        XCTAssertEqual(node(scene, "i")?.image?.variants, [])
        XCTAssertEqual(scene?.images, [])
    }

    /// Five views name one file under three names (one of them a link): it is read once and
    /// held once, and a second file gets the next index.
    func testEachFileIsReadOnceHoweverManyViewsNameIt() throws {
        write("a.png", png)
        write("b.png", png + [1])
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.png", withDestinationPath: folder + "/a.png")
        let names = ["a.png", "./a.png", "b.png", "link.png", "a.png"]
        let text = #"<scene width="10" height="10">"# + names.enumerated().map { #"<imageView id="i\#($0)" image="\#($1)"/>"# }.joined() + "</scene>"
        let (scene, diagnostics) = SceneFrontEnd.parse(bytes: Array(text.utf8), path: folder + "/scene.xml")
        XCTAssertEqual(diagnostics.map(\.rendered), [])
        XCTAssertEqual(scene?.images.map(\.bytes), [png, png + [1]])
        XCTAssertEqual((0..<5).map { node(scene, "i\($0)")?.image?.variants.map(\.fileIndex) }, [[0], [0], [1], [0], [0]])

        var reads: [String] = []
        let png = self.png
        let read: (String) -> [UInt8]? = { reads.append($0); return $0.hasSuffix(".png") && !$0.contains("@") ? png : nil }
        let (_, readDiagnostics) = SceneFrontEnd.parse(bytes: Array(text.utf8), path: "s/scene.xml", loadFile: read)
        XCTAssertEqual(readDiagnostics.map(\.rendered), [])
        // Each name's @2x and @3x variants are asked for too (and are not there).
        XCTAssertEqual(reads, ["s/a", "s/./a", "s/b", "s/link"].flatMap { [$0 + ".png", $0 + "@2x.png", $0 + "@3x.png"] },
                       "a path already read is not read again")
    }

    /// The bound counts each distinct file once: three views of one 12-byte file fit in 12
    /// bytes; a second file crosses it, and the error is at that file's `image`, before it is read.
    func testTheImageBytesLimitCountsEachFileOnceAndStopsAtTheOneThatCrossesIt() {
        write("a.png", png)
        write("b.png", png + [1])
        let text = """
            <scene width="10" height="10">
              <imageView image="a.png"/><imageView image="a.png"/>
              <imageView image="a.png"/>
              <imageView image="b.png"/>
              <imageView image="missing.png"/>
            </scene>
            """
        func parse(_ limit: Int) -> (Scene?, [String]) {
            let (scene, diagnostics) = SceneFrontEnd.parse(bytes: Array(text.utf8), path: folder + "/scene.xml", limits: ResourceLimits(imageBytes: limit))
            return (scene, diagnostics.map { $0.rendered.replacingOccurrences(of: folder + "/", with: "") })
        }
        XCTAssertEqual(parse(25).1, ["scene.xml:5:14: error: cannot read the image 'missing.png' in the scene's folder: there is no such file"],
                       "both files fit; only the missing one is an error")
        let (scene, diagnostics) = parse(24)
        XCTAssertNil(scene)
        XCTAssertEqual(diagnostics, ["scene.xml:4:14: error: the image 'b.png' takes the scene's image files to 25 bytes; scenes are limited to 24 bytes of images (--max-image-bytes)"])
        XCTAssertEqual(parse(11).1, ["scene.xml:2:14: error: the image 'a.png' takes the scene's image files to 12 bytes; scenes are limited to 11 bytes of images (--max-image-bytes)"])
    }

    /// A header's pixel size is printed into the output as the image's coordinate space; one
    /// claiming 4,000,000,000 × 1 pixels was copied there unchecked. It is an error at `image`;
    /// 65,535 on a side, the most a JPEG or GIF can claim, is still taken.
    func testAnImageClaimingMoreThan65535PixelsOnASideIsRefused() {
        func ihdr(_ width: UInt32, _ height: UInt32) -> [UInt8] {
            png + Array("IHDR".utf8) + [width, height].flatMap { v in [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: v >> $0) } } + [8, 6, 0, 0, 0]
        }
        write("huge.png", ihdr(4_000_000_000, 1))
        write("tall.png", ihdr(1, 65_536))
        write("largest.png", ihdr(65_535, 65_535))
        let riff = Array("RIFF\0\0\0\0WEBP".utf8)
        // VP8X: 24-bit width − 1 (69,999) and height − 1 (0).
        write("wide.webp", riff + Array("VP8X".utf8) + [UInt8](repeating: 0, count: 8) + [0x6F, 0x11, 0x01, 0, 0, 0])
        XCTAssertEqual(parseImage("huge.png").1, ["scene.xml:1:49: error: the image 'huge.png' claims to be 4000000000 × 1 pixels; images are at most 65535 pixels on a side"])
        XCTAssertEqual(parseImage("tall.png").1, ["scene.xml:1:49: error: the image 'tall.png' claims to be 1 × 65536 pixels; images are at most 65535 pixels on a side"])
        XCTAssertEqual(parseImage("wide.webp").1, ["scene.xml:1:49: error: the image 'wide.webp' claims to be 70000 × 1 pixels; images are at most 65535 pixels on a side"])
        let (scene, diagnostics) = parseImage("largest.png")
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(scene?.images.first?.pixelSize.map { [$0.width, $0.height] }, [65_535, 65_535])
    }

    func testThePixelSizeComesFromTheHeader() {
        func size(_ type: String, _ bytes: [UInt8]) -> [Int]? {
            ImageFile(mediaType: type, bytes: bytes).pixelSize.map { [$0.width, $0.height] }
        }
        let ihdr: [UInt8] = png + [0x49, 0x48, 0x44, 0x52, 0, 0, 0x01, 0x2C, 0, 0, 0, 0x30]
        XCTAssertEqual(size("image/png", ihdr), [300, 48])
        XCTAssertEqual(size("image/gif", Array("GIF89a".utf8) + [0x28, 0, 0x1E, 0x01]), [40, 286])
        // SOI, an APP0 segment of 4 bytes, then SOF0: precision 8, height 20, width 0x0130.
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0, 4, 0, 0, 0xFF, 0xC0, 0, 11, 8, 0, 20, 0x01, 0x30, 3, 0, 0, 0]
        XCTAssertEqual(size("image/jpeg", jpeg), [304, 20])
        let riff = Array("RIFF\0\0\0\0WEBP".utf8)
        XCTAssertEqual(size("image/webp", riff + Array("VP8X".utf8) + [UInt8](repeating: 0, count: 8) + [0x3F, 1, 0, 0x1D, 0, 0]), [320, 30])
        XCTAssertEqual(size("image/webp", riff + Array("VP8 ".utf8) + [UInt8](repeating: 0, count: 10) + [0x40, 0x01, 0xF0, 0x00]), [320, 240])
        // VP8L: signature 0x2F, then 14 bits of width − 1 (99) and 14 of height − 1 (49).
        XCTAssertEqual(size("image/webp", riff + Array("VP8L".utf8) + [0, 0, 0, 0, 0x2F, 0x63, 0x40, 0x0C, 0, 0, 0, 0, 0, 0]), [100, 50])
        XCTAssertNil(size("image/png", png), "a header cut short says nothing")
        XCTAssertNil(size("image/jpeg", [0xFF, 0xD8, 0xFF, 0xE0, 0xFF, 0xFF]))
    }
}
