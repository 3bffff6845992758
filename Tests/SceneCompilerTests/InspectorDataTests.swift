import Foundation
import SceneCompiler
import TestSupport
import XCTest

/// What `--inspect` adds to a page, and the data it gives the inspector.
final class InspectorDataTests: XCTestCase {
    /// The page with the inspector is the page without it plus the inspector's parts: the same
    /// boxes with the same styles, so an idle inspector moves nothing. (The browser suite checks
    /// the same in Chromium, box by box.)
    func testInspectingOnlyAddsToEverySamplePage() throws {
        for path in Repository.samples {
            let source = try sceneSource(path)
            let plain = Compiler.compile(source).artifacts.filter { $0.fileName.hasSuffix(".html") }
            let inspected = Compiler.compile(source, options: CompileOptions(inspect: true))
            XCTAssertTrue(inspected.succeeded, path)
            let pages = inspected.artifacts.filter { $0.fileName.hasSuffix(".html") }
            XCTAssertEqual(pages.map { $0.fileName }, plain.map { $0.fileName })
            for (page, bare) in zip(pages, plain) {
                XCTAssertEqual(Self.withoutInspector(page.contents), bare.contents, "\(page.fileName): the inspector only adds")
            }
            let svg = { (r: CompileResult) in r.artifacts.filter { $0.fileName.hasSuffix(".svg") } }
            XCTAssertEqual(svg(inspected), svg(Compiler.compile(source)), "\(path): the SVG is the same either way")
        }
    }

    func testInspectedOutputIsDeterministic() throws {
        let source = try sceneSource(Repository.path("Samples/settings.xml"))
        let options = CompileOptions(formats: [.html], inspect: true)
        XCTAssertEqual(Compiler.compile(source, options: options).artifacts, Compiler.compile(source, options: options).artifacts)
    }

    /// Names as `scenec hit-test` prints them, classes and frames as `scenec dump` does, and
    /// what placed each view: attributes, frame expressions, the scene's constraints (without
    /// the identifier in front, which is given apart) and the constraints stack views generate.
    func testEachNodeSaysWhatItIsAndWhatPlacedIt() throws {
        let xml = """
            <scene name="inspected" width="300" height="200">
              <stackView id="row" frame="10 10 280 40" axis="horizontal" spacing="8">
                <label id="title" text="Title"/>
                <view backgroundColor="red" intrinsicSize="20 20"/>
              </stackView>
              <view id="badge" width="40" height="20" x="superview.width - self.width" y="60"/>
              <view id="pinned" isHidden="true"/>
              <layer id="ring" frame="owner.bounds.inset(2)"/>
              <constraints>
                <constraint identifier="pinTop">pinned.top == badge.bottom + 4</constraint>
                <constraint>pinned.leading == badge.leading</constraint>
                <constraint>pinned.width == badge.width</constraint>
                <constraint>pinned.height == 10</constraint>
              </constraints>
            </scene>
            """
        let nodes = try inspectorNodes(xml)
        func node(_ name: String) throws -> [String: Any] { try XCTUnwrap(nodes.first { $0["name"] as? String == name }, name) }
        func placedBy(_ name: String) throws -> [String] {
            try XCTUnwrap(try node(name)["placedBy"] as? [[String: Any]]).map { s in
                [s["text"] as? String, (s["identifier"] as? String).map { "'\($0)'" }, "@" + (s["place"] as? String ?? "?")]
                    .compactMap { $0 }.joined(separator: " ")
            }
        }
        XCTAssertEqual(nodes.map { $0["name"] as? String }, ["root view", "row", "title", "<view> at 4:5", "badge", "pinned", "ring"])
        XCTAssertEqual(nodes.map { $0["class"] as? String }, ["UIView", "UIStackView", "UILabel", "UIView", "UIView", "UIView", "CALayer"])
        XCTAssertEqual(nodes.map { $0["parent"] as? Int }, [nil, 0, 1, 1, 0, 0, 0])
        XCTAssertEqual(nodes.map { $0["view"] as? Bool }, [true, true, true, true, true, true, false])
        XCTAssertEqual(try placedBy("root view"), ["viewport 300×200 @1:1"])
        XCTAssertEqual(try node("badge")["frame"] as? String, "(260 60; 40 20)")
        XCTAssertEqual(try placedBy("badge"), ["width = 40 @6:20", "height = 20 @6:31", "x = superview.width - self.width @6:43", "y = 60 @6:76",
                                               "pinned.top == badge.bottom + 4 'pinTop' @10:37",
                                               "pinned.leading == badge.leading @11:17", "pinned.width == badge.width @12:17"])
        XCTAssertEqual(try node("pinned")["frame"] as? String, "(260 84; 40 10)", "a hidden view is laid out, and described")
        XCTAssertEqual(try placedBy("ring"), ["frame = owner.bounds.inset(2, 2, 2, 2) @8:20"])
        let title = try placedBy("title")
        XCTAssertTrue(title.contains("row.leading == title.leading 'UISV-canvas-connection' @2:3"), "\(title)")
        XCTAssertTrue(title.contains { $0.hasSuffix("'UISV-spacing' @2:3") }, "\(title)")
        XCTAssertEqual(try placedBy("row").first, "frame = (10 10; 280 40) @2:23")
    }

    /// A collection view's item says its flow layout placed it, and its contentView that it
    /// fills the cell, each at the element of the view that placed it.
    func testACollectionItemSaysItsFlowLayoutPlacedIt() throws {
        let xml = """
            <scene name="inspected" width="300" height="200">
              <collectionView id="grid" frame="superview.bounds">
                <section/>
                <section><collectionViewCell id="item"/></section>
              </collectionView>
            </scene>
            """
        let nodes = try inspectorNodes(xml)
        func placedBy(_ name: String) throws -> [String] {
            let node = try XCTUnwrap(nodes.first { $0["name"] as? String == name }, name)
            return try XCTUnwrap(node["placedBy"] as? [[String: Any]]).map { "\($0["text"] as? String ?? "") @\($0["place"] as? String ?? "?")" }
        }
        XCTAssertEqual(try placedBy("item"), ["UICollectionViewFlowLayout, section 1 @2:3"])
        XCTAssertEqual(try placedBy("item.contentView"), ["contentView: the cell's bounds @4:14"])
        XCTAssertEqual(nodes.first { $0["name"] as? String == "item" }?["class"] as? String, "UICollectionViewCell")
    }

    private func sceneSource(_ path: String) throws -> SceneSource {
        SceneSource(path: path, bytes: [UInt8](try XCTUnwrap(FileManager.default.contents(atPath: path))))
    }

    /// The `<script type="application/json">` block of the scene's page, parsed.
    private func inspectorNodes(_ xml: String) throws -> [[String: Any]] {
        let result = Compiler.compile(SceneSource(path: "inspected.xml", bytes: Array(xml.utf8)), options: CompileOptions(formats: [.html], inspect: true))
        XCTAssertTrue(result.succeeded, result.diagnostics.map(\.rendered).joined(separator: "\n"))
        let page = try XCTUnwrap(result.artifacts.first).contents
        let start = try XCTUnwrap(page.range(of: #"<script type="application/json" id="scenec-inspector-data">"#))
        let end = try XCTUnwrap(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(page[start.upperBound..<end.lowerBound].utf8)) as? [String: Any])
        return try XCTUnwrap(json["nodes"] as? [[String: Any]])
    }

    /// A page with the inspector's additions taken out, line by line: its style rules, the
    /// paint boxes' `data-node`/`data-layer`, the panel, the data block, the script and its hash.
    static func withoutInspector(_ page: String) -> String {
        var lines: [Substring] = []
        var skipping: Substring?  // the line that ends what is being skipped
        var inPaint = false
        let inspectorRules = [".scene .paint", ".scene[data-exploded]", ".paint [data-inspect", ".inspector"]
        for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
            if let end = skipping {
                if line == end { skipping = nil }
                continue
            }
            if inspectorRules.contains(where: { line.hasPrefix($0) }) { continue }
            if line.hasPrefix(#"<div class="inspector""#) { skipping = "</div>"; continue }
            if line.hasPrefix(#"<script type="application/json" id="scenec-inspector-data">"#) { skipping = "</script>"; continue }
            if line.hasPrefix("<script>(() => {") { skipping = "})();</script>"; continue }
            if line.contains(#"<div class="paint""#) { inPaint = true }
            if line.contains(#"<div class="hit""#) { inPaint = false }
            var kept = String(line)
            if inPaint { kept = kept.replacing(try! Regex(#" data-(node|layer)="\d+""#), with: "") }
            if kept.hasPrefix(#"<meta http-equiv="Content-Security-Policy""#) {
                // The inspector's hash comes last.
                kept = kept.replacing(try! Regex(#" 'sha256-[A-Za-z0-9+/=]+'">$"#), with: #"">"#).replacingOccurrences(of: #"; script-src">"#, with: #"">"#)
            }
            lines.append(Substring(kept))
        }
        return lines.joined(separator: "\n")
    }
}
