import Foundation
import Geometry
@testable import HTMLBackEnd
import RenderTree
import TestSupport
import XCTest

final class HTMLPrinterTests: XCTestCase {
    private let green = Color(r8: 52, g8: 199, b8: 89)

    /// A board with a border, rotated and scrolled content, and one rotated hit region.
    private var tree: RenderTree {
        let board = RoundedRect(rect: Rect(x: 0, y: 10, width: 120, height: 60), radius: 8)
        let turned = Placement(bounds: Rect(x: 0, y: 0, width: 40, height: 20), position: Point(x: 60, y: 40),
                               anchorPoint: Point(x: 0.5, y: 0.5), transform: Transform(rotationAngle: .pi / 6))
        let nodes = [
            RenderNode(name: nil, placement: Placement(bounds: Rect(x: 0, y: 0, width: 200, height: 100), position: Point(x: 100, y: 50),
                                                       anchorPoint: Point(x: 0.5, y: 0.5), transform: .identity),
                       opacity: 1, background: Fill(shape: RoundedRect(rect: Rect(x: 0, y: 0, width: 200, height: 100), radius: 0), color: .clear),
                       contents: [], clip: nil, children: [1], border: nil, source: 0),
            RenderNode(name: "board", placement: Placement(bounds: board.rect, position: Point(x: 80, y: 50), anchorPoint: Point(x: 0.5, y: 0.5), transform: .identity),
                       title: "symbol:<b>", opacity: 0.5, background: Fill(shape: board, color: Color(red: 0, green: 0, blue: 0, alpha: 0.25)),
                       contents: [], clip: board, children: [2], border: Ring(inside: board, width: 2, color: green), source: 1),
            RenderNode(name: "turned", placement: turned, opacity: 1, background: nil, contents: [], clip: nil, children: [],
                       border: Ring(inside: RoundedRect(rect: turned.bounds, radius: 0), width: 30, color: green), source: 2),
        ]
        let regions = [
            HitRegion(source: 0, name: nil, label: "root view", takesTouches: true,
                      outline: ConvexPolygon(Rect(x: 0, y: 0, width: 200, height: 100).corners), children: [1]),
            HitRegion(source: 2, name: "turned", label: "turned \"quoted\" <tag>", takesTouches: false,
                      outline: ConvexPolygon(turned.bounds.corners.map(turned.toContainer.apply(to:))), children: []),
        ]
        return RenderTree(size: Size(width: 200, height: 100), nodes: nodes, hitRegions: regions)
    }

    func testPrintsPaintLayerAndNestedHitLayer() {
        assertMatchesReference(HTMLPrinter.print(tree, title: "t"), named: "board", pathExtension: "html")
    }

    func testBoxesSitAtTheAnchorPointInsideTheParentsBoundsOrigin() {
        let p = Placement(bounds: Rect(x: 5, y: 5, width: 40, height: 20), position: Point(x: 60, y: 40),
                          anchorPoint: Point(x: 0.25, y: 0), transform: Transform(rotationAngle: .pi / 2))
        XCTAssertEqual(HTMLPrinter.box(p, parentOrigin: Point(x: 0, y: 10)),
                       "left:50px;top:30px;width:40px;height:20px;transform:matrix(0,1,-1,0,0,0);transform-origin:10px 0;")
    }

    func testColoursAndLengths() {
        XCTAssertEqual(HTMLPrinter.css(Color(r8: 255, g8: 59, b8: 48)), "#ff3b30")
        XCTAssertEqual(HTMLPrinter.css(Color(r8: 0, g8: 0, b8: 0, alpha: 0.25)), "rgba(0,0,0,0.25)")
        XCTAssertEqual(HTMLPrinter.px(0), "0")
        XCTAssertEqual(HTMLPrinter.px(-0.5), "-0.5px")
    }

    /// The tree with the board and the turned box showing one image, as two image views naming
    /// one file do.
    private var treeWithImage: RenderTree {
        let t = tree
        var nodes = t.nodes
        for k in [1, 2] {
            let b = nodes[k]
            nodes[k] = RenderNode(name: b.name, placement: b.placement, title: b.title, opacity: b.opacity, background: b.background,
                                  contents: b.contents, text: b.text, clip: b.clip, children: b.children, border: b.border, source: b.source,
                                  image: ImagePlacement(index: 0, rect: b.placement.bounds))
        }
        return RenderTree(size: t.size, nodes: nodes, hitRegions: t.hitRegions,
                          images: [EmbeddedImage(mediaType: "image/png", base64: "iVBORw0KGgo=", size: Size(width: 1, height: 1))])
    }

    func testImagesAreEmbeddedOnceAndOnlyDataImagesMayLoad() {
        let html = HTMLPrinter.print(treeWithImage, title: "t")
        XCTAssertTrue(html.contains(#"content="default-src 'none'; style-src 'unsafe-inline'; img-src data:""#))
        XCTAssertEqual(html.components(separatedBy: "iVBORw0KGgo=").count - 1, 1, html)
        XCTAssertTrue(html.contains(#".scene .image-0{background-image:url("data:image/png;base64,iVBORw0KGgo=")}"#), html)
        XCTAssertTrue(html.contains(".scene .image{background-size:100% 100%;background-repeat:no-repeat;pointer-events:none}"), html)
        XCTAssertTrue(html.contains(#"<div class="image image-0" style="left:0;top:0;width:120px;height:60px"></div>"#), html)
        XCTAssertTrue(html.contains(#"<div class="image image-0" style="left:0;top:0;width:40px;height:20px"></div>"#), html)
        XCTAssertFalse(HTMLPrinter.print(tree, title: "t").contains("img-src"), "a page without images allows none")
    }

    /// A template image's box names its tint's filter, defined just before it in a box of no size.
    func testATemplateImageBoxNamesItsTintFilter() {
        let t = treeWithImage
        var nodes = t.nodes
        let b = nodes[1]
        nodes[1] = RenderNode(name: b.name, placement: b.placement, title: b.title, opacity: b.opacity, background: b.background,
                              contents: b.contents, text: b.text, clip: b.clip, children: b.children, border: b.border, source: b.source,
                              image: ImagePlacement(index: 0, rect: b.placement.bounds, tint: Color(r8: 52, g8: 199, b8: 89)))
        let html = HTMLPrinter.print(RenderTree(size: t.size, nodes: nodes, hitRegions: t.hitRegions, images: t.images), title: "t")
        XCTAssertTrue(html.contains(##"<svg width="0" height="0" aria-hidden="true" style="position:absolute"><defs><filter id="tint-1" color-interpolation-filters="sRGB"><feFlood flood-color="#34c759"/><feComposite in2="SourceGraphic" operator="in"/></filter></defs></svg>"##), html)
        XCTAssertTrue(html.contains(##"<div class="image image-0" style="left:0;top:0;width:120px;height:60px;filter:url(#tint-1)"></div>"##), html)
        XCTAssertEqual(html.components(separatedBy: "<filter").count - 1, 1, "the untinted image has no filter")
    }

    func testNoScriptCanRunFromThePage() {
        let html = HTMLPrinter.print(tree, title: "</title><script>x</script>")
        XCTAssertTrue(html.contains(#"content="default-src 'none'; style-src 'unsafe-inline'""#))
        XCTAssertFalse(html.contains("<script"))
        XCTAssertTrue(html.contains("<title>&lt;/title&gt;&lt;script&gt;x&lt;/script&gt;</title>"))
        XCTAssertTrue(html.contains(#"title="turned &quot;quoted&quot; &lt;tag&gt;""#))
    }

    /// A scroll view at (10, 20), scrolled to (0, 30) over content 100 × 200, holding one view.
    private var scrollingTree: RenderTree {
        let bounds = Rect(x: 0, y: 30, width: 100, height: 80)
        let scroll = ScrollContent(bounds: bounds, contentSize: Size(width: 100, height: 200))
        let root = Placement(bounds: Rect(x: 0, y: 0, width: 200, height: 150), position: Point(x: 100, y: 75),
                             anchorPoint: Point(x: 0.5, y: 0.5), transform: .identity)
        let list = Placement(bounds: bounds, position: Point(x: 60, y: 60), anchorPoint: Point(x: 0.5, y: 0.5), transform: .identity)
        let row = Placement(bounds: Rect(x: 0, y: 0, width: 100, height: 40), position: Point(x: 50, y: 60),
                            anchorPoint: Point(x: 0.5, y: 0.5), transform: .identity)
        let shape = RoundedRect(rect: bounds, radius: 0)
        let nodes = [
            RenderNode(name: nil, placement: root, opacity: 1, background: nil, contents: [], clip: nil, children: [1], border: nil, source: 0),
            RenderNode(name: "list", placement: list, opacity: 1, background: Fill(shape: shape, color: green), contents: [], clip: shape,
                       children: [2], border: Ring(inside: shape, width: 1, color: .clear), source: 1, scroll: scroll),
            RenderNode(name: "row", placement: row, opacity: 1, background: nil, contents: [], clip: nil, children: [], border: nil, source: 2),
        ]
        let regions = [
            HitRegion(source: 0, name: nil, label: "root view", takesTouches: true, outline: ConvexPolygon(root.bounds.corners), children: [1]),
            HitRegion(source: 1, name: "list", label: "list", takesTouches: true, outline: ConvexPolygon(Rect(x: 10, y: 20, width: 100, height: 80).corners),
                      children: [2], scroller: Scroller(frame: Rect(x: 10, y: 20, width: 100, height: 80), content: scroll),
                      localOutline: ConvexPolygon(Rect(x: 0, y: 0, width: 100, height: 80).corners)),
            HitRegion(source: 2, name: "row", label: "row", takesTouches: true, outline: ConvexPolygon(Rect(x: 10, y: 30, width: 100, height: 40).corners),
                      children: [], localOutline: ConvexPolygon(Rect(x: 0, y: 40, width: 100, height: 40).corners)),
        ]
        return RenderTree(size: Size(width: 200, height: 150), nodes: nodes, hitRegions: regions)
    }

    func testPrintsScrollersInBothLayers() {
        assertMatchesReference(HTMLPrinter.print(scrollingTree, title: "t"), named: "scroller", pathExtension: "html")
    }

    func testTheScriptComesOnlyWithAScrollerAndIsAllowedByItsHashAlone() {
        let still = HTMLPrinter.print(tree, title: "t")
        XCTAssertFalse(still.contains("<script"))
        XCTAssertFalse(still.contains("script-src"))
        let scrolling = HTMLPrinter.print(scrollingTree, title: "t")
        XCTAssertEqual(scrolling.components(separatedBy: "<script").count, 2, "one script")
        XCTAssertTrue(scrolling.contains("<script>\(HTMLPrinter.scrollScript)</script>\n</body>"), "the constant, byte for byte, last in the body")
        XCTAssertTrue(scrolling.contains(#"content="default-src 'none'; style-src 'unsafe-inline'; script-src '\#(HTMLPrinter.scriptHash)'""#))
        XCTAssertEqual(scrolling.components(separatedBy: #"data-scroller="1" data-scroll-x="0" data-scroll-y="30""#).count, 3,
                       "the paint and the hit scroller start at the offset")
    }

    /// Each script is its file under Sources/HTMLBackEnd/Scripts less the final line break, and
    /// its hash is recomputed from that file by another implementation (Python's hashlib), so
    /// neither the embedding nor the hashing can drift from what a browser checks.
    func testEachScriptIsItsFileAndItsHashIsTheBase64SHA256OfIt() throws {
        let hashlib = "import sys, hashlib, base64\ndata = open(sys.argv[1], 'rb').read()\n"
            + "data = data[:-1] if data.endswith(b'\\n') else data\nprint(base64.b64encode(hashlib.sha256(data).digest()).decode())"
        for (file, text, hash) in [("scroll.js", HTMLPrinter.scrollScript, HTMLPrinter.scriptHash),
                                   ("inspector.js", HTMLPrinter.inspectorScript, HTMLPrinter.inspectorScriptHash),
                                   ("reload.js", HTMLPrinter.reloadScript, HTMLPrinter.reloadScriptHash)] {
            let path = Repository.path("Sources/HTMLBackEnd/Scripts/" + file)
            let contents = try String(contentsOfFile: path, encoding: .utf8)
            XCTAssertEqual(text, contents.hasSuffix("\n") ? String(contents.dropLast()) : contents, file)
            XCTAssertFalse(text.contains("</script"), "\(file) cannot be printed inside a script element")
            let r = try Subprocess.run("python3", ["-c", hashlib, path])
            XCTAssertEqual(r.status, 0, r.stderr)
            XCTAssertEqual("sha256-" + r.stdout.trimmingCharacters(in: .whitespacesAndNewlines), hash, file)
        }
    }

    // MARK: - Inspector

    /// What the inspector says about `tree`'s three nodes; the board's id is built to break out
    /// of a script element.
    private func inspectorData(boardID: String = "board") -> InspectorData {
        InspectorData(nodes: [
            InspectedNode(name: "root view", id: nil, className: "UIView", isView: true, place: "1:1",
                          frame: Rect(x: 0, y: 0, width: 200, height: 100), parent: nil,
                          placedBy: [PlacementSource(text: "viewport 200×100", place: "1:1")]),
            InspectedNode(name: boardID, id: boardID, className: "UIView", isView: true, place: "2:3",
                          frame: Rect(x: 20, y: 20, width: 120, height: 60.5), parent: 0,
                          placedBy: [PlacementSource(text: "\(boardID).width == 120", place: "Components/Board.xml:5:7", identifier: "w <!--")]),
            InspectedNode(name: "turned", id: "turned", className: "CALayer", isView: false, place: "3:5",
                          frame: Rect(x: 40, y: 30, width: 40, height: 20), parent: 1, placedBy: []),
        ])
    }

    func testWithoutTheInspectorAPageHasNoneOfIt() {
        for page in [HTMLPrinter.print(tree, title: "t"), HTMLPrinter.print(scrollingTree, title: "t")] {
            for part in ["scenec-inspector", "application/json", "data-layer", "data-probe", "data-exploded", HTMLPrinter.inspectorScriptHash] {
                XCTAssertFalse(page.contains(part), part)
            }
            XCTAssertFalse(page.components(separatedBy: #"<div class="hit""#)[0].contains("data-node"), "only hit regions name their node")
        }
        XCTAssertFalse(HTMLPrinter.print(tree, title: "t").contains("<script"))
    }

    func testTheInspectorBringsItsPanelDataAndScriptAllowedByItsHash() {
        let still = HTMLPrinter.print(tree, title: "t", inspector: inspectorData())
        XCTAssertTrue(still.contains(#"content="default-src 'none'; style-src 'unsafe-inline'; script-src '\#(HTMLPrinter.inspectorScriptHash)'""#))
        XCTAssertEqual(still.components(separatedBy: "<script").count, 3, "the data block and the script")
        XCTAssertTrue(still.contains(#"<script type="application/json" id="scenec-inspector-data">"#))
        XCTAssertTrue(still.contains("<script>\(HTMLPrinter.inspectorScript)</script>\n</body>"), "the constant, byte for byte, last in the body")
        XCTAssertTrue(still.contains(#"<div data-view="board" data-node="1" style="#), "a view's paint box says its node")
        XCTAssertTrue(still.contains(#"<div data-view="turned" data-layer="2" style="#), "a layer's paint box says it is a layer")
        XCTAssertTrue(still.contains(#"<div class="inspector" id="scenec-inspector">"#))
        XCTAssertTrue(still.contains(".inspector{position:fixed;top:0;left:216px;"), "the panel starts right of the scene, never over it")
        let scrolling = HTMLPrinter.print(scrollingTree, title: "t", inspector: inspectorData())
        XCTAssertTrue(scrolling.contains(#"script-src '\#(HTMLPrinter.scriptHash)' '\#(HTMLPrinter.inspectorScriptHash)'""#), "both scripts, by hash")
        let scroll = scrolling.range(of: "<script>\(HTMLPrinter.scrollScript)</script>"), inspector = scrolling.range(of: "<script>\(HTMLPrinter.inspectorScript)</script>")
        XCTAssertLessThan(try XCTUnwrap(scroll).lowerBound, try XCTUnwrap(inspector).lowerBound, "scrollers start at their offsets before the inspector reads them")
    }

    /// Scene text in the data block stays data: it can neither close the script element nor open
    /// a comment, and it reads back as written.
    func testInspectorDataIsEscapedAndReadsBack() throws {
        let hostile = #"</script><script>alert(1)</script> <!-- "q" \ &amp;"# + "\n\u{2028}"
        let page = HTMLPrinter.print(tree, title: "t", inspector: inspectorData(boardID: hostile))
        XCTAssertEqual(page.components(separatedBy: "<script").count, 3, "no script but the data block and the inspector's")
        XCTAssertEqual(page.components(separatedBy: "</script").count, 3)
        XCTAssertFalse(page.contains("<!--"))
        let start = try XCTUnwrap(page.range(of: #"<script type="application/json" id="scenec-inspector-data">"#))
        let end = try XCTUnwrap(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        let block = String(page[start.upperBound..<end.lowerBound])
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(block.utf8)) as? [String: Any])
        let nodes = try XCTUnwrap(json["nodes"] as? [[String: Any]])
        XCTAssertEqual(nodes.count, 3)
        XCTAssertEqual(nodes[1]["id"] as? String, hostile)
        XCTAssertEqual(nodes[1]["frame"] as? String, "(20 20; 120 60.5)", "as scenec dump prints a frame")
        XCTAssertEqual(nodes[1]["parent"] as? Int, 0)
        XCTAssertEqual(nodes[1]["class"] as? String, "UIView")
        let placedBy = try XCTUnwrap(nodes[1]["placedBy"] as? [[String: Any]])
        XCTAssertEqual(placedBy.first?["text"] as? String, hostile + ".width == 120")
        XCTAssertEqual(placedBy.first?["identifier"] as? String, "w <!--")
        XCTAssertEqual(placedBy.first?["place"] as? String, "Components/Board.xml:5:7")
        XCTAssertTrue(nodes[0]["parent"] is NSNull)
        XCTAssertEqual(nodes[2]["view"] as? Bool, false)
    }

    func testJSONStringsEscapeWhatCouldEndAScriptElement() {
        XCTAssertEqual(HTMLPrinter.json(#"a"b\c</script><!--&>"# + "\n\u{1}\u{2028}é"),
                       #""a\"b\\c\u003c/script\u003e\u003c!--\u0026\u003e\n\u0001\u2028é""#)
    }

    /// A watched page carries the reload script, allowed by its hash, and may load scripts
    /// from its own folder (the stamp); no other page gets either.
    func testOnlyAWatchedPageCarriesTheReloadScript() {
        let tree = RenderTree(size: Size(width: 10, height: 10), nodes: [], hitRegions: [])
        let watched = HTMLPrinter.print(tree, title: "t", reloadStamp: "t.reload.js")
        XCTAssertTrue(watched.contains(#"script-src 'self' '\#(HTMLPrinter.reloadScriptHash)'""#), watched)
        XCTAssertTrue(watched.contains(#"<script data-stamp="t.reload.js">\#(HTMLPrinter.reloadScript)</script>"#), watched)
        let plain = HTMLPrinter.print(tree, title: "t")
        XCTAssertFalse(plain.contains("'self'"))
        XCTAssertFalse(plain.contains("<script"))
    }
}
