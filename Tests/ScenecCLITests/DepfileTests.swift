import Foundation
import TestSupport
import XCTest

/// `compile --depfile` and `--no-system-fonts`, run as a build system runs them.
final class DepfileTests: XCTestCase {
    private var out = ""

    override func setUpWithError() throws {
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: ScenecCLITests.scenec), "build scenec first: swift build")
        out = try Repository.temporaryDirectory("depfile")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: out)
    }

    private func scenec(_ args: [String], in directory: String? = nil) throws -> ProcessOutput {
        try Subprocess.run(ScenecCLITests.scenec, args, timeout: 60, in: directory)
    }

    /// A scene folder whose names need escaping: a space, `#`, `$` and `:`.
    private func awkwardScene() throws -> String {
        let folder = out + "/in put"
        try FileManager.default.createDirectory(atPath: folder + "/Com#p$on:ents", withIntermediateDirectories: true)
        try #"<library><component name="Badge" backgroundColor="red"/></library>"#
            .write(toFile: folder + "/Com#p$on:ents/Badge.xml", atomically: true, encoding: .utf8)
        try #"<scene width="100" height="50"><import file="Com#p$on:ents/Badge.xml"/><use component="Badge" id="x" frame="0 0 10 10"/><label text="Hi" frame="0 20 80 20"/></scene>"#
            .write(toFile: folder + "/a b.xml", atomically: true, encoding: .utf8)
        return folder
    }

    func testDepfileNamesOutputsAndEveryFileReadEscapedAndRelative() throws {
        _ = try awkwardScene()
        let result = try scenec(["compile", "in put/a b.xml", "-o", "o ut", "--depfile", "deps/all.d"], in: out)
        XCTAssertEqual(result.status, 0, result.stderr)
        let text = try String(contentsOfFile: out + "/deps/all.d", encoding: .utf8)
        XCTAssertEqual(text, """
            o\\ ut/scene.svg o\\ ut/scene.html: in\\ put/a\\ b.xml \\
              /usr/share/fonts/opentype/inter/Inter-Regular.otf \\
              /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc \\
              /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf \\
              in\\ put/Com\\#p$$on\\:ents/Badge.xml

            """)
        XCTAssertFalse(try FileManager.default.contentsOfDirectory(atPath: out + "/deps").contains { $0.hasPrefix(".scenec-") })
    }

    /// An image's `@2x` and `@3x` variants are looked for; only those found are inputs, or a
    /// build system would find the scene out of date on every run.
    func testOnlyFilesFoundAreInputs() throws {
        let folder = out + "/pics"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for name in ["dot.png", "dot@2x.png"] {
            try FileManager.default.copyItem(atPath: Repository.path("Samples/images/" + name), toPath: folder + "/" + name)
        }
        try #"<scene width="20" height="20" scale="2"><imageView frame="0 0 10 10" image="dot.png"/></scene>"#
            .write(toFile: folder + "/s.xml", atomically: true, encoding: .utf8)
        let result = try scenec(["compile", "pics/s.xml", "-o", "o", "--depfile", "s.d"], in: out)
        XCTAssertEqual(result.status, 0, result.stderr)
        let text = try String(contentsOfFile: out + "/s.d", encoding: .utf8)
        XCTAssertTrue(text.contains("pics/dot.png") && text.contains("pics/dot@2x.png"), text)
        XCTAssertFalse(text.contains("dot@3x.png"), "a variant not found is no input: \(text)")
    }

    func testAFailedCompileLeavesTheDepfileAsItWas() throws {
        let folder = try awkwardScene()
        try #"<scene width="10" height="10"><veiw/></scene>"#.write(toFile: folder + "/broken.xml", atomically: true, encoding: .utf8)
        try "old\n".write(toFile: out + "/old.d", atomically: true, encoding: .utf8)
        let result = try scenec(["compile", "in put/a b.xml", "in put/broken.xml", "-o", "o", "--depfile", "old.d"], in: out)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(try String(contentsOfFile: out + "/old.d", encoding: .utf8), "old\n")
    }

    /// Copies of the system's fonts in a folder, with the system's off, draw the same bytes; and
    /// the depfile then names only the copies.
    func testFontCopiesWithoutSystemFontsGiveTheSameFiles() throws {
        let fonts = out + "/fonts"
        try FileManager.default.createDirectory(atPath: fonts, withIntermediateDirectories: true)
        for source in ["/usr/share/fonts/opentype/inter/Inter-Regular.otf", "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf",
                       "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc"] {
            try FileManager.default.copyItem(atPath: source, toPath: fonts + "/" + (source as NSString).lastPathComponent)
        }
        let scenes = ["Samples/articles.xml", "Samples/settings.xml"].map(Repository.path)
        XCTAssertEqual(try scenec(["compile"] + scenes + ["-o", out + "/system"]).status, 0)
        let hermetic = try scenec(["compile"] + scenes + ["-o", out + "/copies", "--no-system-fonts", "--font-dir", fonts,
                                                          "--depfile", out + "/copies.d"])
        XCTAssertEqual(hermetic.status, 0, hermetic.stderr)
        let names = try FileManager.default.contentsOfDirectory(atPath: out + "/system").sorted()
        XCTAssertFalse(names.isEmpty)
        for name in names {
            XCTAssertEqual(FileManager.default.contents(atPath: out + "/system/" + name),
                           FileManager.default.contents(atPath: out + "/copies/" + name), name)
        }
        let depfile = try String(contentsOfFile: out + "/copies.d", encoding: .utf8)
        XCTAssertTrue(depfile.contains(fonts + "/Inter-Regular.otf"), depfile)
        XCTAssertFalse(depfile.contains("/usr/share/fonts"), depfile)

        let none = try scenec(["compile", scenes[0], "-o", out + "/none", "--no-system-fonts"])
        XCTAssertEqual(none.status, 1)
        XCTAssertTrue(none.stderr.contains("the system font's stand-in is in none of the font folders"), none.stderr)
    }

    /// The inspector shows a component's place by its path from the scene's folder: the same
    /// page from any working directory, relative or absolute path.
    func testOutputsDoNotDependOnTheWorkingDirectory() throws {
        let relative = try scenec(["compile", "Samples/custom-view.xml", "-o", out + "/relative", "--inspect"], in: Repository.root)
        let absolute = try scenec(["compile", Repository.path("Samples/custom-view.xml"), "-o", out + "/absolute", "--inspect"], in: "/")
        XCTAssertEqual(relative.status, 0, relative.stderr)
        XCTAssertEqual(absolute.status, 0, absolute.stderr)
        for name in try FileManager.default.contentsOfDirectory(atPath: out + "/relative") {
            let bytes = try XCTUnwrap(FileManager.default.contents(atPath: out + "/absolute/" + name))
            XCTAssertEqual(FileManager.default.contents(atPath: out + "/relative/" + name), bytes, name)
            XCTAssertFalse(String(decoding: bytes, as: UTF8.self).contains(Repository.root), name)
        }
    }
}
