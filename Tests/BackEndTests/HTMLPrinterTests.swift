import Geometry
@testable import HTMLBackEnd
import RenderTree
import SnapshotTesting
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
        var strategy = Snapshotting<String, String>.lines.pullback { (t: RenderTree) in HTMLPrinter.print(t, title: "t") }
        strategy.pathExtension = "html"
        assertSnapshot(of: tree, as: strategy, named: "board")
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

    /// The tree with the board showing an image, as an image view with a file does.
    private var treeWithImage: RenderTree {
        let t = tree
        var nodes = t.nodes
        let b = nodes[1]
        nodes[1] = RenderNode(name: b.name, placement: b.placement, title: b.title, opacity: b.opacity, background: b.background,
                              contents: b.contents, text: b.text, clip: b.clip, children: b.children, border: b.border, source: b.source,
                              image: EmbeddedImage(mediaType: "image/png", base64: "iVBORw0KGgo=", rect: b.placement.bounds))
        return RenderTree(size: t.size, nodes: nodes, hitRegions: t.hitRegions)
    }

    func testImagesAreEmbeddedAndOnlyDataImagesMayLoad() {
        let html = HTMLPrinter.print(treeWithImage, title: "t")
        XCTAssertTrue(html.contains(#"content="default-src 'none'; style-src 'unsafe-inline'; img-src data:""#))
        XCTAssertTrue(html.contains(#"<img alt="" src="data:image/png;base64,iVBORw0KGgo=" style="left:0;top:0;width:120px;height:60px">"#), html)
        XCTAssertFalse(HTMLPrinter.print(tree, title: "t").contains("img-src"), "a page without images allows none")
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
        var strategy = Snapshotting<String, String>.lines.pullback { (t: RenderTree) in HTMLPrinter.print(t, title: "t") }
        strategy.pathExtension = "html"
        assertSnapshot(of: scrollingTree, as: strategy, named: "scroller")
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

    /// The hash in the policy is recomputed here by another implementation (Python's hashlib,
    /// else OpenSSL), so an edit to the script that forgets the hash fails here, not in a browser.
    func testScriptHashIsTheBase64SHA256OfTheScript() throws {
        let script = Data(HTMLPrinter.scrollScript.utf8)
        var r = try Subprocess.run("python3", ["-c", "import sys, hashlib, base64; print(base64.b64encode(hashlib.sha256(sys.stdin.buffer.read()).digest()).decode())"],
                                   stdin: script)
        if r.status != 0 { r = try Subprocess.run("sh", ["-c", "openssl dgst -sha256 -binary | base64"], stdin: script) }
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual("sha256-" + r.stdout.trimmingCharacters(in: .whitespacesAndNewlines), HTMLPrinter.scriptHash)
    }
}
