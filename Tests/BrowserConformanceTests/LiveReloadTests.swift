import Foundation
import SceneCompiler
import TestSupport
import XCTest

/// The reload script of watched pages (`scenec preview --watch`), in real Chromium from
/// `file://`: the page loads its stamp file from its own folder (the policy allows `'self'`),
/// stays put while the digest stays the same, and reloads itself when it changes. A harness
/// page counts the frame's loads; `PreviewCommandTests` checks that a save rewrites the stamp.
final class LiveReloadTests: XCTestCase {
    private var dir = ""

    override func setUpWithError() throws {
        try XCTSkipIf(Chromium.executable == nil && ProcessInfo.processInfo.environment["CI"] == nil, "chromium is not installed")
        dir = try Repository.temporaryDirectory("reload")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: dir)
    }

    /// Loads of the watched page in 4 s (virtual time), with `stamp` as the stamp file.
    private func loads(stamp: String, liveReload: Bool = true) throws -> Int {
        let source = SceneSource(path: dir + "/watched.xml", bytes: Array(#"<scene name="watched" width="60" height="40"><view frame="10 10 20 20" backgroundColor="systemBlue"/></scene>"#.utf8))
        let result = Compiler.compile(source, options: CompileOptions(formats: [.html], liveReload: liveReload))
        let page = try XCTUnwrap(result.artifacts.first)
        try page.contents.write(toFile: dir + "/" + page.fileName, atomically: true, encoding: .utf8)
        try stamp.write(toFile: dir + "/" + Compiler.reloadStampName(sceneNamed: "watched"), atomically: true, encoding: .utf8)
        let harness = """
            <!DOCTYPE html><html><head><meta charset="utf-8"></head><body>
            <iframe id="f" src="\(page.fileName)"></iframe><pre id="result">pending</pre>
            <script>
            let loads = 0;
            document.getElementById("f").addEventListener("load", () => { loads += 1; });
            setTimeout(() => { document.getElementById("result").textContent = String(loads); }, 4000);
            </script></body></html>
            """
        try harness.write(toFile: dir + "/harness.html", atomically: true, encoding: .utf8)
        let dom = try Chromium.dumpDOM(dir + "/harness.html", budget: 6000, timeout: 120)
        return try XCTUnwrap(Int(Chromium.result(inDOM: dom)))
    }

    func testTheSameDigestKeepsThePage() throws {
        XCTAssertEqual(try loads(stamp: #"scenecReload("d50856c19ba497e5");"#), 1)
    }

    func testANewDigestReloadsThePage() throws {
        // Each poll reports another digest, as after a save: the page reloads, again and again.
        XCTAssertGreaterThan(try loads(stamp: #"scenecReload(String(Date.now() + Math.random()));"#), 2)
    }

    func testAPageWithoutLiveReloadNeverPolls() throws {
        XCTAssertEqual(try loads(stamp: #"scenecReload(String(Math.random()));"#, liveReload: false), 1)
    }
}
