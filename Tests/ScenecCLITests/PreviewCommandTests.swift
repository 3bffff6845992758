import Foundation
import TestSupport
import XCTest

/// `scenec preview` (a page and its file:// URL), `--watch` (recompiling on every save),
/// viewport choice and the batch summary, run as a user runs them.
final class PreviewCommandTests: XCTestCase {
    private var dir = ""

    override func setUpWithError() throws {
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: ScenecCLITests.scenec), "build scenec first: swift build")
        dir = try Repository.temporaryDirectory("preview")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: dir)
    }

    private func scenec(_ args: String...) throws -> ProcessOutput {
        try Subprocess.run(ScenecCLITests.scenec, args, timeout: 60)
    }

    private func write(_ name: String, _ text: String) -> String {
        let path = dir + "/" + name
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)), path)
        return path
    }

    private func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    func testPreviewWritesOnlyThePagesAndPrintsTheirURLs() throws {
        let r = try scenec("preview", Repository.path("Samples/card.xml"), "-o", dir + "/out")
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stderr, "")
        XCTAssertEqual(r.stdout, ["compact", "regular", "fitted"].map { "file://\(dir)/out/card.\($0).html\n" }.joined())
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir + "/out").sorted(),
                       ["card.compact.html", "card.fitted.html", "card.regular.html"])
    }

    func testPreviewPagesCarryTheInspectorUnlessTurnedOff() throws {
        let on = try scenec("preview", Repository.path("Samples/geometry.xml"), "-o", dir + "/on")
        XCTAssertEqual(on.status, 0, on.stderr)
        let page = read(dir + "/on/geometry.html") ?? ""
        XCTAssertTrue(page.contains(#"id="scenec-inspector-data""#), "inspector data")
        XCTAssertFalse(page.contains("data-stamp"), "no reload script without --watch")
        let off = try scenec("preview", Repository.path("Samples/geometry.xml"), "-o", dir + "/off", "--no-inspect")
        XCTAssertEqual(off.status, 0, off.stderr)
        XCTAssertFalse((read(dir + "/off/geometry.html") ?? "<script").contains("<script"), "no script at all")
    }

    func testPreviewOfABrokenSceneFailsWithItsDiagnostic() throws {
        let scene = write("broken.xml", "<scene name=\"b\" width=\"10\" height=\"10\">\n  <view frame=\"0 0 oops\"/>\n</scene>\n")
        let r = try scenec("preview", scene, "-o", dir + "/out")
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stdout, "")
        XCTAssertTrue(r.stderr.hasPrefix("\(scene):2:"), r.stderr)
    }

    func testViewportAndSizeChooseWhatIsCompiled() throws {
        let named = try scenec("compile", Repository.path("Samples/card.xml"), "--viewport", "regular", "--format", "svg", "-o", dir + "/named")
        XCTAssertEqual(named.status, 0, named.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir + "/named"), ["card.regular.svg"])

        let sized = try scenec("compile", Repository.path("Samples/geometry.xml"), "--size", "200x150", "--format", "svg", "-o", dir + "/sized")
        XCTAssertEqual(sized.status, 0, sized.stderr)
        let svg = read(dir + "/sized/geometry.svg") ?? ""
        XCTAssertTrue(svg.contains(#"width="200" height="150""#), svg)

        let unknown = try scenec("compile", Repository.path("Samples/card.xml"), "--viewport", "huge", "-o", dir + "/none")
        XCTAssertEqual(unknown.status, 1)
        XCTAssertTrue(unknown.stderr.contains("error: no viewport named 'huge'; the scene has 'compact', 'regular', 'fitted'"), unknown.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/none"))

        let bad = try scenec("compile", Repository.path("Samples/card.xml"), "--size", "0x10", "-o", dir + "/none")
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("--size takes WIDTHxHEIGHT"), bad.stderr)
    }

    /// On a terminal a batch compile shows `[k/n] file` as a status line that each result line
    /// replaces and redraws; into a pipe (every other test here) it shows none. `script` gives
    /// the command a pseudo-terminal.
    func testABatchCompileShowsAStatusLineOnATerminal() throws {
        let script = try XCTUnwrap(Subprocess.which("script"), "util-linux's script")
        let command = [ScenecCLITests.scenec, "compile", Repository.path("Samples/geometry.xml"), Repository.path("Samples/layering.xml"), "-o", dir + "/tty"]
        let r = try Subprocess.run(script, ["-qec", command.joined(separator: " "), "/dev/null"], timeout: 60)
        XCTAssertEqual(r.status, 0, r.stdout + r.stderr)
        XCTAssertTrue(r.stdout.contains("[1/2] \(Repository.path("Samples/geometry.xml"))\r\u{1B}[Kwrote "), r.stdout)
        XCTAssertTrue(r.stdout.contains("[2/2] \(Repository.path("Samples/layering.xml"))"), r.stdout)
        XCTAssertTrue(r.stdout.contains("\u{1B}[Kcompiled 2 scenes: 4 files written, no scene with errors"), "the status line is gone before the summary: \(r.stdout)")
    }

    /// `hit-test` takes the same viewport options: at a size the scene does not name, a view
    /// pinned to the right edge is where the touch lands.
    func testHitTestAtAChosenSize() throws {
        let scene = write("edge.xml", #"<scene name="edge" width="200" height="100"><view id="tab" x="superview.width - 20" y="0" width="20" height="20" backgroundColor="systemRed"/></scene>"#)
        let sized = try scenec("hit-test", scene, "--size", "320x100", "--at", "310,10")
        XCTAssertEqual(sized.status, 0, sized.stderr)
        XCTAssertEqual(sized.stdout, "tab\n  root view\n")
        let first = try scenec("hit-test", scene, "--at", "310,10")
        XCTAssertEqual(first.stdout, "none\n", "at the scene's own 200-point width the tab is at 180")
        let both = try scenec("hit-test", scene, "--size", "320x100", "--viewport", "x", "--at", "1,1")
        XCTAssertEqual(both.status, 2)
    }

    func testDumpFramesPrintsTextAndJSON() throws {
        let text = try scenec("dump", "--frames", "--viewport", "compact", Repository.path("Samples/card.xml"))
        XCTAssertEqual(text.status, 0, text.stderr)
        XCTAssertTrue(text.stdout.hasPrefix("viewport 'compact' "), text.stdout)
        XCTAssertTrue(text.stdout.contains("\nUIView (0 0; "), text.stdout)

        let json = try scenec("dump", "--frames", "--json", Repository.path("Samples/card.xml"))
        XCTAssertEqual(json.status, 0, json.stderr)
        let parsed = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]]
        XCTAssertEqual(parsed?.count, 3, "one layout per viewport")
        let names = parsed?.compactMap { ($0["viewport"] as? [String: Any])?["name"] as? String }
        XCTAssertEqual(names, ["compact", "regular", "fitted"])
    }

    /// The watch loop: a save of the scene or of a file it imports compiles again and rewrites
    /// the page and its reload stamp; a broken save prints its diagnostic and keeps the last
    /// good page; a later good save recovers.
    func testWatchRecompilesOnEverySave() throws {
        try FileManager.default.createDirectory(atPath: dir + "/Components", withIntermediateDirectories: true)
        let component = write("Components/Badge.xml", """
            <library>
              <component name="Badge" backgroundColor="systemRed"/>
            </library>

            """)
        XCTAssertNotNil(component)
        let scene = write("watched.xml", """
            <scene name="watched" width="100" height="60">
              <import file="Components/Badge.xml"/>
              <view id="box" frame="10 10 30 30" backgroundColor="systemBlue"/>
              <use component="Badge" id="badge" frame="60 40 20 10"/>
            </scene>

            """)
        let out = dir + "/out"
        let preview = try WatchingPreview(scene, out: out)
        defer { preview.stop() }
        let lines = preview.lines
        let page = out + "/watched.html", stamp = out + "/watched.reload.js"

        XCTAssertTrue(lines.wait(for: "watching \(scene) and 1 file it reads"), lines.text)
        XCTAssertTrue(lines.text.hasPrefix("file://\(page)\n"), lines.text)
        let firstPage = try XCTUnwrap(read(page))
        let firstStamp = try XCTUnwrap(read(stamp))
        XCTAssertTrue(firstStamp.hasPrefix("scenecReload(\""), firstStamp)
        XCTAssertTrue(firstPage.contains("data-view=\"box\""), firstPage)
        XCTAssertTrue(firstPage.contains(#"<script data-stamp="watched.reload.js">"#), "a watched page reloads itself")

        // The scene itself: the box moves.
        _ = write("watched.xml", (read(scene) ?? "").replacingOccurrences(of: "10 10 30 30", with: "50 10 30 30"))
        XCTAssertTrue(lines.wait(for: "updated 1 page", count: 1), lines.text)
        let secondPage = try XCTUnwrap(read(page))
        XCTAssertNotEqual(secondPage, firstPage)
        XCTAssertNotEqual(read(stamp), firstStamp)

        // A file it imports: the badge turns green.
        _ = write("Components/Badge.xml", (read(component) ?? "").replacingOccurrences(of: "systemRed", with: "systemGreen"))
        XCTAssertTrue(lines.wait(for: "updated 1 page", count: 2), lines.text)
        XCTAssertNotEqual(read(page), secondPage)

        // A broken save: its diagnostic, and the last good page stays.
        let goodPage = read(page), goodStamp = read(stamp)
        _ = write("watched.xml", (read(scene) ?? "").replacingOccurrences(of: "50 10 30 30", with: "50 10 thirty 30"))
        XCTAssertTrue(lines.wait(for: "\(scene):3:"), lines.text)
        XCTAssertEqual(read(page), goodPage)
        XCTAssertEqual(read(stamp), goodStamp)

        // And back.
        _ = write("watched.xml", (read(scene) ?? "").replacingOccurrences(of: "thirty", with: "20"))
        XCTAssertTrue(lines.wait(for: "updated 1 page", count: 3), lines.text)
        XCTAssertNotEqual(read(page), goodPage)
        XCTAssertTrue(preview.process.isRunning, "watch keeps running after errors")
    }
}

extension PreviewCommandTests {
    /// A scene file swapped for a FIFO while watched: the compile refuses it at once, saying
    /// why, and the watch goes on. Reading it blocked for good, so no later save was seen.
    func testWatchRefusesASceneThatBecameAFIFOAndKeepsWatching() throws {
        let scene = dir + "/fifo.xml"
        let good = #"<scene name="fifo" width="40" height="40"><view frame="0 0 10 10"/></scene>"# + "\n"
        XCTAssertTrue(FileManager.default.createFile(atPath: scene, contents: Data(good.utf8)))
        let preview = try WatchingPreview(scene, out: dir + "/out")
        defer { preview.stop() }
        let lines = preview.lines
        XCTAssertTrue(lines.wait(for: "watching \(scene); Ctrl-C stops"), lines.text)

        try FileManager.default.removeItem(atPath: scene)
        XCTAssertEqual(mkfifo(scene, 0o600), 0)
        XCTAssertTrue(lines.wait(for: "scenec: error: cannot read '\(scene)': it is not a regular file (a folder, FIFO, socket or device); scene files are read only from regular files\n", timeout: 10), lines.text)
        XCTAssertTrue(lines.wait(for: "watching \(scene); Ctrl-C stops", count: 2, timeout: 10), lines.text)

        // A regular file again: it is compiled, so the watch did not block on the FIFO.
        try FileManager.default.removeItem(atPath: scene)
        XCTAssertTrue(FileManager.default.createFile(atPath: scene, contents: Data(good.utf8)))
        XCTAssertTrue(lines.wait(for: "updated 1 page", timeout: 10), lines.text)
        XCTAssertTrue(preview.process.isRunning)
    }

    /// `compile` of a FIFO no one writes to ends at once with the same error and exit status 1.
    func testCompileRefusesAFIFOWithoutBlocking() throws {
        let scene = dir + "/pipe.xml"
        XCTAssertEqual(mkfifo(scene, 0o600), 0)
        let r = try Subprocess.run(ScenecCLITests.scenec, ["compile", scene, "-o", dir + "/out"], timeout: 10)
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stderr, "scenec: error: cannot read '\(scene)': it is not a regular file (a folder, FIFO, socket or device); scene files are read only from regular files\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/out"))
    }
}
