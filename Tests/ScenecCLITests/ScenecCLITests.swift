import Foundation
import TestSupport
import XCTest

/// Runs the built `scenec` as a user would and checks its exit status, output and files.
final class ScenecCLITests: XCTestCase {
    /// The `scenec` built beside this test bundle.
    static let scenec: String = Bundle.main.bundleURL.appendingPathComponent("scenec").path

    private var out = ""

    override func setUpWithError() throws {
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: Self.scenec), "build scenec first: swift build")
        out = try Repository.temporaryDirectory("cli")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: out)
    }

    private func scenec(_ args: String...) throws -> ProcessOutput {
        try Subprocess.run(Self.scenec, args, timeout: 60)
    }

    private func write(_ name: String, _ text: String) throws -> String {
        try write(name, Array(text.utf8))
    }

    private func write(_ name: String, _ bytes: [UInt8]) throws -> String {
        let path = out + "/" + name
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        return path
    }

    private func files(in dir: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted()
    }

    func testCompileWritesOneSVGPerSceneAndSaysSo() throws {
        let target = out + "/svg"
        let r = try scenec("compile", Repository.path("Samples/signboard-fixed.xml"), Repository.path("Samples/geometry.xml"), "-o", target)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stderr, "")
        XCTAssertEqual(r.stdout, ["signboard-fixed.svg", "signboard-fixed.html", "geometry.svg", "geometry.html"].map { "wrote \(target)/\($0)\n" }.joined()
                       + "compiled 2 scenes: 4 files written, no scene with errors\n")
        XCTAssertEqual(files(in: target), ["geometry.html", "geometry.svg", "signboard-fixed.html", "signboard-fixed.svg"], "no temporary file is left behind")
        let svgOnly = try scenec("compile", Repository.path("Samples/geometry.xml"), "-o", out + "/only", "--format", "svg")
        XCTAssertEqual(svgOnly.status, 0)
        XCTAssertEqual(files(in: out + "/only"), ["geometry.svg"])
    }

    func testNamedViewportsGiveOneFileEach() throws {
        let scene = try write("rotating.xml", """
            <scene name="rotating"><viewport name="portrait" width="390" height="844"/>
            <viewport name="landscape" width="844" height="390"/></scene>
            """)
        let r = try scenec("compile", scene, "-o", out + "/o")
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(files(in: out + "/o"), ["rotating.landscape.html", "rotating.landscape.svg", "rotating.portrait.html", "rotating.portrait.svg"])
    }

    func testSceneWithErrorsWritesNothingAndExitsOne() throws {
        let bad = try write("bad.xml", "<scene width=\"10\" height=\"10\">\n  <view frame=\"0 0 1\"/>\n</scene>\n")
        let good = try write("good.xml", #"<scene width="10" height="10"/>"#)
        let r = try scenec("compile", bad, good, "-o", out + "/o")
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stderr, "\(bad):2:9: error: invalid 'frame': expected four numbers 'x y width height', got '0 0 1'\n")
        XCTAssertEqual(files(in: out + "/o"), ["good.html", "good.svg"], "the good scene is still written, the bad one is not")
    }

    func testWarningsDoNotFailTheBuild() throws {
        let scene = try write("warn.xml", #"<scene width="10" height="10"><view frame="0 0 4 4" transform="scale(2)"/></scene>"#)
        let r = try scenec("compile", scene, "-o", out + "/o")
        XCTAssertEqual(r.status, 0)
        XCTAssertTrue(r.stderr.hasPrefix("\(scene):1:37: warning: 'frame' is undefined"), r.stderr)
    }

    func testHostileInputsEndInADiagnosticAndExitOneWithoutOutput() throws {
        let cases: [(String, [UInt8], String)] = [
            ("xxe.xml", Array(HostileInputs.externalEntity.utf8), ":2:1: error: a DOCTYPE is not allowed"),
            ("bomb.xml", Array(HostileInputs.entityBomb.utf8), ":2:1: error: a DOCTYPE is not allowed"),
            ("deep.xml", Array(HostileInputs.deepNesting.utf8), ":1:631: error: views and layers are nested more than 100 deep"),
            ("huge.xml", Array(HostileInputs.hugeAttribute.utf8), ":1:37: error: the value of 'id' is 5242880 bytes"),
            ("utf8.xml", HostileInputs.invalidUTF8, ":1:42: error: the file is not valid UTF-8"),
            ("numbers.xml", Array(HostileInputs.absurdNumbers.utf8), ":2:9: error: invalid 'frame': 'nan' is not a number"),
            ("unknown.xml", Array(#"<scene width="1" height="1"><UIView/></scene>"#.utf8), ":1:29: error: unknown element <UIView>; did you mean 'view'?"),
            ("missing.xml", Array(#"<scene width="1" height="1"><layer frame="nobody.bounds"/></scene>"#.utf8), ":1:36: error: no view has the id 'nobody'"),
            ("binary.xml", [0x00, 0xFF, 0x13, 0x37], ":1:1: error:"),
        ]
        for (name, bytes, expected) in cases {
            let path = try write(name, bytes)
            let r = try scenec("compile", path, "-o", out + "/o")
            XCTAssertEqual(r.status, 1, "\(name): \(r.stderr)")
            XCTAssertTrue(r.stderr.hasPrefix(path + expected), "\(name): \(r.stderr.prefix(300))")
            XCTAssertFalse(FileManager.default.fileExists(atPath: out + "/o"), "\(name) left output behind")
        }
    }

    func testTwoProcessesGiveByteIdenticalFiles() throws {
        // Separate processes, so per-process hash seeds would show up as differences.
        let samples = Repository.samples
        XCTAssertEqual(try Subprocess.run(Self.scenec, ["compile"] + samples + ["-o", out + "/a"]).status, 0)
        XCTAssertEqual(try Subprocess.run(Self.scenec, ["compile"] + samples + ["-o", out + "/b"]).status, 0)
        XCTAssertEqual(files(in: out + "/a"), files(in: out + "/b"))
        for name in files(in: out + "/a") {
            XCTAssertEqual(FileManager.default.contents(atPath: out + "/a/" + name), FileManager.default.contents(atPath: out + "/b/" + name), name)
        }
    }

    func testDumpPrintsTheTreeWithFramesAndPaintOrder() throws {
        let r = try scenec("dump", Repository.path("Samples/signboard-naive.xml"))
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("   |    | <UIView id=board; frame = (0 0; 240 120); bounds = (0 0; 240 120); cornerRadius = 4; border = 2 #34C759; paint = 2> @7:5\n"), r.stdout)
        XCTAssertTrue(r.stdout.contains("<UIImageView id=crown; frame = (100 -20; 40 40); bounds = (0 0; 40 40); userInteractionEnabled = NO; paint = 3> @9:7"), r.stdout)
    }

    func testUsageErrorsExitTwoAndHelpExitsZero() throws {
        let help = try scenec("--help")
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("Compile UIKit-style scene files"), help.stdout)
        XCTAssertTrue(help.stdout.contains("compile") && help.stdout.contains("dump"), help.stdout)
        let compileHelp = try scenec("compile", "--help")
        XCTAssertEqual(compileHelp.status, 0)
        XCTAssertTrue(compileHelp.stdout.contains("scenec compile Samples/signboard-fixed.xml -o Output/"), compileHelp.stdout)

        let noFiles = try scenec("compile", "-o", out)
        XCTAssertEqual(noFiles.status, 2)
        XCTAssertTrue(noFiles.stderr.contains("Error: Missing expected argument '<files> ...'"), noFiles.stderr)
        XCTAssertEqual(try scenec("compile", "x.xml").status, 2, "-o is required")
        XCTAssertEqual(try scenec("compile", "x.xml", "-o", out, "--format", "png").status, 2)
        XCTAssertEqual(try scenec("frobnicate").status, 2)
    }

    /// An empty `--format` (or an empty name in it) compiled every scene, wrote nothing and
    /// exited 0, as if it had worked; it is a usage error naming the formats.
    func testAnEmptyFormatIsAUsageErrorNamingTheFormats() throws {
        let scene = Repository.path("Samples/geometry.xml")
        for (value, message) in [("", "Error: --format is empty; give one or more of: svg, html, separated by commas\n"),
                                 ("svg,", "Error: --format 'svg,' has an empty format name; formats: svg, html, separated by commas\n"),
                                 (",html", "Error: --format ',html' has an empty format name; formats: svg, html, separated by commas\n")] {
            let r = try scenec("compile", scene, "-o", out + "/formats", "--format", value)
            XCTAssertEqual(r.status, 2, "--format '\(value)'")
            XCTAssertTrue(r.stderr.hasPrefix(message), r.stderr)
            XCTAssertEqual(r.stdout, "")
            XCTAssertFalse(FileManager.default.fileExists(atPath: out + "/formats"), "nothing is written")
        }
    }

    func testUnreadableFileIsAnErrorNotACrash() throws {
        let r = try scenec("compile", out + "/nope.xml", "-o", out + "/o")
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stderr, "scenec: error: cannot read '\(out)/nope.xml'\n")
    }

    func testTwoScenesWithOneNameDoNotOverwriteEachOther() throws {
        let a = try write("a.xml", #"<scene name="same" width="1" height="1"/>"#)
        let b = try write("b.xml", #"<scene name="same" width="2" height="2"/>"#)
        let r = try scenec("compile", a, b, "-o", out + "/o")
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stderr, "\(b): error: 'same.svg' would overwrite the output of '\(a)'; give one of the scenes another name\n")
    }

    func testHitTestPrintsTheResponderChain() throws {
        let layering = Repository.path("Samples/layering.xml")
        let r = try scenec("hit-test", layering, "--at", "195,730")
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout, "someButton\n  secondLayerView\n  root view\n")
        XCTAssertEqual(try scenec("hit-test", layering, "--at", "195,410").stdout, "backgroundButton\n  firstLayerView\n  root view\n",
                       "the touch falls through the second pass-through layer to the first layer's button")
        XCTAssertEqual(try scenec("hit-test", Repository.path("Samples/overflow.xml"), "--at", "150,60").stdout, "root view\n",
                       "the crown's part outside the board takes no touches")
        let outside = try scenec("hit-test", layering, "--at=-5,-5")
        XCTAssertEqual(outside.stdout, "none\n")
    }

    /// `later` spans x 120…280 and y 80…200; centres on x = 280 and y = 200 are outside, since a
    /// view's maximum edges are (`CGRect.contains`).
    func testHitTestGridIsJSON() throws {
        let r = try scenec("hit-test", Repository.path("Samples/zposition.xml"), "--grid", "80")
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout, """
            {
              "width": 320,
              "height": 240,
              "step": 80,
              "points": "cell centres, row by row",
              "rows": [
                ["top", "top", "root view", "root view"],
                ["top", "later", "later", "root view"],
                ["root view", "root view", "root view", "root view"]
              ]
            }

            """)
    }

    /// `--strict` means what it means for `compile` in every command that lays a scene out: the
    /// broken constraint is an error, and nothing is written, printed or answered (exit 1).
    /// Without it the same line is a warning and each command does its work.
    func testStrictMakesABrokenConstraintAnErrorInEveryCommand() throws {
        let path = Repository.path("Samples/conflict-diagnostic.xml")
        let commands = [
            ["compile", path, "-o", out + "/strict"],
            ["preview", path, "-o", out + "/preview"],
            ["dump", path],
            ["dump", path, "--frames"],
            ["hit-test", path, "--at", "40,40"],
            ["hit-test", path, "--grid", "40"],
        ]
        let broken = "\(path):14:17: %@: unable to simultaneously satisfy constraints; breaking 'badge.width == 60'\n"
            + "\(path):13:17: note: conflicts with 'badge.width == 40'\n"
        for command in commands {
            let strict = try Subprocess.run(Self.scenec, command + ["--strict"], timeout: 60)
            XCTAssertEqual(strict.status, 1, command.joined(separator: " "))
            XCTAssertEqual(strict.stdout, "", command.joined(separator: " "))
            XCTAssertEqual(strict.stderr, broken.replacingOccurrences(of: "%@", with: "error"), command.joined(separator: " "))
        }
        XCTAssertEqual(files(in: out + "/strict") + files(in: out + "/preview"), [], "a failed scene writes nothing")
        for command in commands {
            let lenient = try Subprocess.run(Self.scenec, command, timeout: 60)
            XCTAssertEqual(lenient.status, 0, command.joined(separator: " "))
            XCTAssertFalse(lenient.stdout.isEmpty, command.joined(separator: " "))
            XCTAssertEqual(lenient.stderr, broken.replacingOccurrences(of: "%@", with: "warning"), command.joined(separator: " "))
        }
    }

    func testHitTestUsageAndViewportErrors() throws {
        XCTAssertEqual(try scenec("hit-test", Repository.path("Samples/zposition.xml")).status, 2, "--at or --grid is required")
        XCTAssertEqual(try scenec("hit-test", Repository.path("Samples/zposition.xml"), "--at", "1").status, 2)
        let r = try scenec("hit-test", Repository.path("Samples/zposition.xml"), "--at", "1,1", "--viewport", "landscape")
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.hasSuffix(": error: no viewport named 'landscape'; the scene has none\n"), r.stderr)
    }

    /// `--font-dir` finds a family no system folder has (a font file under a family name of its
    /// own is out of reach here, so a copy of DejaVu Serif stands in, found in the folder first);
    /// a folder that does not exist is a usage error before any file is read, not a crash.
    func testFontDirectories() throws {
        let fonts = out + "/fonts"
        try FileManager.default.createDirectory(atPath: fonts, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf", toPath: fonts + "/Copied.ttf")
        let scene = try write("serif.xml", #"<scene width="200" height="50"><label text="Serif" font="DejaVu Serif 20"/></scene>"#)
        let ok = try scenec("compile", scene, "-o", out + "/ok", "--font-dir", fonts, "--format", "svg", "--text", "fonts")
        XCTAssertEqual(ok.status, 0, ok.stderr)
        let svg = try String(contentsOfFile: out + "/ok/serif.svg", encoding: .utf8)
        XCTAssertTrue(svg.contains(#"font-family="'DejaVu Serif'""#), svg)
        let missing = try scenec("compile", scene, "-o", out + "/bad", "--font-dir", out + "/nowhere")
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.hasPrefix("Error: --font-dir '\(out)/nowhere' is not a folder"), missing.stderr)
        XCTAssertEqual(files(in: out + "/bad"), [])
    }

    /// `--full-content` draws the sample's scroll views whole: the feed grows from 436 to its
    /// 820-point content below its top at 44, so the canvas is 864 tall, and every scroller
    /// starts at zero. Without the flag the same scene keeps the screen's size.
    func testFullContentGrowsTheCanvasToTheScrollViewsContent() throws {
        let sample = Repository.path("Samples/scroll-view.xml")
        let full = try scenec("compile", sample, "-o", out + "/full", "--full-content")
        XCTAssertEqual(full.status, 0, full.stderr)
        let svg = try String(contentsOfFile: out + "/full/scroll-view.svg", encoding: .utf8)
        XCTAssertTrue(svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="320" height="864" viewBox="0 0 320 864">"#), String(svg.prefix(200)))
        let html = try String(contentsOfFile: out + "/full/scroll-view.html", encoding: .utf8)
        XCTAssertTrue(html.contains(".scene{position:relative;overflow:hidden;width:320px;height:864px}"))
        XCTAssertFalse(html.contains(#"data-scroll-y="150""#))
        XCTAssertFalse(html.contains(#"data-scroll-x="170""#))
        let screen = try scenec("compile", sample, "-o", out + "/screen", "--format", "svg")
        XCTAssertEqual(screen.status, 0, screen.stderr)
        XCTAssertTrue(try String(contentsOfFile: out + "/screen/scroll-view.svg", encoding: .utf8).contains(#"width="320" height="480""#))
        let help = try scenec("compile", "--help")
        XCTAssertTrue(help.stdout.contains("--full-content"), help.stdout)
    }
}
