import Geometry
import Markup
import RenderTree
import TestSupport
import XCTest

@testable import SVGBackEnd

final class SVGPrinterTests: XCTestCase {
    private let red = Color(r8: 255, g8: 59, b8: 48)
    private let green = Color(r8: 52, g8: 199, b8: 89)

    /// A bordered, clipped, half-transparent board with a rotated badge: every node feature once.
    private var tree: RenderTree {
        let boardRect = RoundedRect(rect: Rect(x: 0, y: 0, width: 120, height: 60), radius: 8)
        let badge = RenderNode(
            name: "badge", placement: corner(at: Point(x: 50, y: -10), size: 20, rotation: .pi / 4), opacity: 1,
            background: Fill(shape: RoundedRect(rect: Rect(x: 0, y: 0, width: 20, height: 20), radius: 0), color: red),
            contents: [], clip: nil, children: [], border: nil, source: 2)
        let board = RenderNode(
            name: "board", placement: Placement(bounds: boardRect.rect, position: Point(x: 20, y: 30), anchorPoint: .zero, transform: .identity),
            opacity: 0.5,
            background: Fill(shape: boardRect, color: Color(red: 0, green: 0, blue: 0, alpha: 0.25)),
            contents: [], clip: boardRect, children: [2],
            border: Ring(inside: boardRect, width: 2, color: green), source: 1)
        let root = RenderNode(
            name: nil, placement: corner(at: .zero, size: 200, rotation: 0), opacity: 1, background: nil, contents: [], clip: nil,
            children: [1], border: nil, source: 0)
        return RenderTree(size: Size(width: 200, height: 100), nodes: [root, board, badge], hitRegions: [])
    }

    /// A square placed by its top-left corner (anchor point 0, 0), turned about that corner.
    private func corner(at position: Point, size: Double, rotation: Double) -> Placement {
        Placement(bounds: Rect(x: 0, y: 0, width: size, height: size), position: position, anchorPoint: .zero,
                  transform: rotation == 0 ? .identity : Transform(rotationAngle: rotation))
    }

    func testPrintsNestedGroupsBorderLastAndClipAroundChildren() {
        // An .svg file, so that a browser opens the reference.
        assertMatchesReference(SVGPrinter.print(tree), named: "board", pathExtension: "svg")
    }

    func testAnImageIsDrawnInsideTheClipBelowTheChildrenWithItsNamespaceDeclared() {
        let plain = SVGPrinter.print(tree)
        XCTAssertFalse(plain.contains("xmlns:xlink"), "declared only where an image uses it")
        let svg = SVGPrinter.print(treeWithImage)
        XCTAssertTrue(svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" "#))
        let image = ##"<use xlink:href="#image-0" x="0" y="0" width="120" height="60"/>"##
        guard let imageAt = svg.range(of: image)?.lowerBound, let clipAt = svg.range(of: "clip-path=")?.lowerBound,
              let badgeAt = svg.range(of: #"id="badge""#)?.lowerBound else { return XCTFail(svg) }
        XCTAssertLessThan(clipAt, imageAt)
        XCTAssertLessThan(imageAt, badgeAt)
    }

    /// The board and the badge show the same image: its data is printed once, in a symbol
    /// whose viewBox is the image's pixel size, and each node uses it at its own rect.
    func testAnImageDrawnByTwoNodesIsDefinedOnce() {
        let svg = SVGPrinter.print(treeWithImage)
        XCTAssertEqual(svg.components(separatedBy: "R0lGODlh").count - 1, 1, svg)
        XCTAssertTrue(svg.contains(#"<defs>"# + "\n  " + #"<symbol id="image-0" viewBox="0 0 3 2" preserveAspectRatio="none" overflow="visible"><image width="3" height="2" preserveAspectRatio="none" xlink:href="data:image/gif;base64,R0lGODlh"/></symbol>"#), svg)
        XCTAssertTrue(svg.contains(##"<use xlink:href="#image-0" x="0" y="0" width="20" height="20"/>"##), svg)
        XCTAssertEqual(svg.components(separatedBy: "<use ").count - 1, 2)
    }

    /// A template image is drawn through a filter that floods it with the tint inside its alpha,
    /// in sRGB; the overflowing rect is printed as it is (the clip cuts it, not the printer).
    func testATemplateImageIsDrawnThroughItsTintFilter() {
        let t = treeWithImage
        let b = t.nodes[1]
        let tinted = RenderNode(name: b.name, placement: b.placement, opacity: b.opacity, background: b.background, contents: [],
                                clip: b.clip, children: b.children, border: b.border, source: b.source,
                                image: ImagePlacement(index: 0, rect: Rect(x: -8, y: 0, width: 36, height: 20),
                                                      tint: Color(r8: 255, g8: 45, b8: 85, alpha: 0.5)))
        let svg = SVGPrinter.print(RenderTree(size: t.size, nodes: [t.nodes[0], tinted, t.nodes[2]], hitRegions: [], images: t.images))
        XCTAssertTrue(svg.contains(##"<filter id="tint-1" color-interpolation-filters="sRGB"><feFlood flood-color="#ff2d55" flood-opacity="0.5"/><feComposite in2="SourceGraphic" operator="in"/></filter>"##), svg)
        XCTAssertTrue(svg.contains(##"<use xlink:href="#image-0" x="-8" y="0" width="36" height="20" filter="url(#tint-1)"/>"##), svg)
        XCTAssertEqual(svg.components(separatedBy: "<filter").count - 1, 1, "the untinted image has no filter")
    }

    /// The tree with the board and the badge showing one image, as two image views naming one
    /// file do.
    private var treeWithImage: RenderTree {
        let t = tree
        let (b, c) = (t.nodes[1], t.nodes[2])
        let board = RenderNode(name: b.name, placement: b.placement, opacity: b.opacity, background: b.background, contents: [],
                               clip: b.clip, children: b.children, border: b.border, source: b.source,
                               image: ImagePlacement(index: 0, rect: b.placement.bounds))
        let badge = RenderNode(name: c.name, placement: c.placement, opacity: c.opacity, background: c.background, contents: [],
                               clip: c.clip, children: c.children, border: c.border, source: c.source,
                               image: ImagePlacement(index: 0, rect: c.placement.bounds))
        return RenderTree(size: t.size, nodes: [t.nodes[0], board, badge], hitRegions: [],
                          images: [EmbeddedImage(mediaType: "image/gif", base64: "R0lGODlh", size: Size(width: 3, height: 2))])
    }

    func testSameTreeSameBytes() {
        XCTAssertEqual(SVGPrinter.print(tree), SVGPrinter.print(tree))
    }

    func testBorderIsAFilledRingNotAStroke() {
        // r = 1 < w / 2 = 3: a stroke inset by w/2 would need a negative path radius.
        let shape = RoundedRect(rect: Rect(x: 0, y: 0, width: 20, height: 10), radius: 1)
        let ring = Ring(inside: shape, width: 6, color: green)
        XCTAssertEqual(SVGPrinter.path(ring),
                       ##"<path d="M1 0H19A1 1 0 0 1 20 1V9A1 1 0 0 1 19 10H1A1 1 0 0 1 0 9V1A1 1 0 0 1 1 0Z" fill-rule="evenodd" fill="#34c759"/>"##,
                       "the inset rect is empty (10 − 2·6 < 0), so the ring fills the whole shape")
        let thin = Ring(inside: shape, width: 0.5, color: green)
        XCTAssertTrue(SVGPrinter.path(thin).contains(" M1 0.5H19A0.5 0.5 0 0 1 19.5 1V9"), SVGPrinter.path(thin))
    }

    func testTransformsPrintTheirSimplestForm() {
        XCTAssertNil(SVGPrinter.transform(.identity))
        XCTAssertEqual(SVGPrinter.transform(Transform(translationX: -0.5, y: 2)), "translate(-0.5 2)")
        XCTAssertEqual(SVGPrinter.transform(Transform(rotationAngle: .pi / 2)), "matrix(0 1 -1 0 0 0)")
    }

    func testNamesAreEscapedInAttributes() {
        XCTAssertEqual(MarkupWriter.escape(#"<script>"&']]>"#), "&lt;script&gt;&quot;&amp;&apos;]]&gt;")
        let node = RenderNode(name: #"a"><script>alert(1)</script>"#, placement: corner(at: .zero, size: 1, rotation: 0), opacity: 1,
                              background: nil, contents: [], clip: nil, children: [], border: nil, source: 0)
        let svg = SVGPrinter.print(RenderTree(size: Size(width: 1, height: 1), nodes: [node], hitRegions: []))
        XCTAssertFalse(svg.contains("<script>"), svg)
        XCTAssertTrue(svg.contains(#"id="a&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;""#), svg)
    }
}
