import Geometry
import HTMLBackEnd
import RenderTree
import XCTest

@testable import SVGBackEnd

/// The exact markup each drawing primitive, shadow and mask prints as, in the SVG and in the
/// HTML page's inline SVG. (What renderers draw of it: `PrimitiveRenderingTests`.)
final class PrimitivePrintingTests: XCTestCase {
    private let red = Color(r8: 255, g8: 0, b8: 0)
    private let blue = Color(r8: 0, g8: 0, b8: 255, alpha: 0.5)
    private let square = Path(rect: Rect(x: 0, y: 0, width: 20, height: 10))

    /// A 100×50 scene whose one node, at (10, 20) with bounds origin (5, 5), has these parts.
    private func tree(contents: [Primitive] = [], background: Fill? = nil, clip: RoundedRect? = nil, shadow: Shadow? = nil,
                      mask: [Primitive]? = nil, children: [RenderNode] = []) -> RenderTree {
        let bounds = Rect(x: 5, y: 5, width: 40, height: 20)
        let root = RenderNode(name: nil, placement: Placement(bounds: Rect(x: 0, y: 0, width: 100, height: 50), position: .zero, anchorPoint: .zero,
                                                              transform: .identity),
                              opacity: 1, background: nil, contents: [], clip: nil, children: [1], border: nil, source: 0)
        let node = RenderNode(name: "shape", placement: Placement(bounds: bounds, position: Point(x: 10, y: 20), anchorPoint: .zero, transform: .identity),
                              opacity: 1, background: background, contents: contents, clip: clip, children: children.indices.map { $0 + 2 },
                              border: nil, source: 1, shadow: shadow, mask: mask)
        return RenderTree(size: Size(width: 100, height: 50), nodes: [root, node] + children, hitRegions: [])
    }

    private func lines(_ p: Primitive) -> [String] { PrimitiveMarkup.lines(p, id: "p") }

    func testAFillPrintsItsPathWithAxisLinesAsHAndVAndItsRule() {
        let ring = square.appending(Path(ellipseIn: Rect(x: 5, y: 2, width: 10, height: 6)))
        XCTAssertEqual(lines(.fill(PathFill(path: ring, rule: .evenOdd, paint: .solid(blue)))),
                       [##"<path d="M0 0H20V10H0Z M15 5A5 3 0 0 1 5 5A5 3 0 0 1 15 5Z" fill-rule="evenodd" fill="#0000ff" fill-opacity="0.5"/>"##])
        let curve = Path([.move(.zero), .quad(Point(x: 1, y: 2), Point(x: 3, y: 4)), .cubic(Point(x: 5, y: 6), Point(x: 7, y: 8), Point(x: 9, y: 1)), .close])
        XCTAssertEqual(lines(.fill(PathFill(path: curve, paint: .solid(red)))), [##"<path d="M0 0Q1 2 3 4C5 6 7 8 9 1Z" fill="#ff0000"/>"##])
    }

    func testAStrokePrintsEveryPropertyThatDiffersFromSVGsInitialValue() {
        let plain = StrokeStyle(width: 2)
        XCTAssertEqual(lines(.stroke(PathStroke(path: square, style: plain, paint: .solid(red)))),
                       [##"<path d="M0 0H20V10H0Z" fill="none" stroke="#ff0000" stroke-width="2" stroke-miterlimit="10"/>"##],
                       "Core Animation's miter limit, 10, is not SVG's 4")
        let dashed = StrokeStyle(width: 3, cap: .round, join: .bevel, miterLimit: 4, dashes: [6, 2, 1], dashPhase: 1.5)
        XCTAssertEqual(lines(.stroke(PathStroke(path: square, style: dashed, paint: .solid(blue)))),
                       [##"<path d="M0 0H20V10H0Z" fill="none" stroke="#0000ff" stroke-opacity="0.5" stroke-width="3" stroke-linecap="round" stroke-linejoin="bevel" stroke-dasharray="6 2 1" stroke-dashoffset="1.5"/>"##])
        XCTAssertEqual(StrokeStyle(width: 1, dashes: [3, -1]).dashes, [], "a negative length: solid, as SVG draws it")
        XCTAssertEqual(StrokeStyle(width: 1, dashes: [0, 0]).dashes, [])
        XCTAssertEqual(StrokeStyle(width: 1, miterLimit: 0.5).miterLimit, 1, "SVG refuses a limit under 1")
    }

    func testGradientsAreDefinedInUserSpaceJustBeforeTheirShape() {
        let stops = [GradientStop(location: 0, color: red), GradientStop(location: 0.75, color: blue)]
        XCTAssertEqual(lines(.fill(PathFill(path: square, paint: .axial(AxialGradient(start: Point(x: 0, y: 0), end: Point(x: 20, y: 5), stops: stops))))), [
            ##"<linearGradient id="p" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="20" y2="5"><stop offset="0" stop-color="#ff0000"/><stop offset="0.75" stop-color="#0000ff" stop-opacity="0.5"/></linearGradient>"##,
            ##"<path d="M0 0H20V10H0Z" fill="url(#p)"/>"##,
        ])
        let ellipse = RadialGradient(center: Point(x: 10, y: 5), radii: Size(width: 10, height: -5), stops: stops)
        XCTAssertEqual(lines(.stroke(PathStroke(path: square, style: StrokeStyle(width: 1, miterLimit: 4), paint: .radial(ellipse)))), [
            ##"<radialGradient id="p" gradientUnits="userSpaceOnUse" cx="0" cy="0" r="1" gradientTransform="matrix(10 0 0 5 10 5)"><stop offset="0" stop-color="#ff0000"/><stop offset="0.75" stop-color="#0000ff" stop-opacity="0.5"/></radialGradient>"##,
            ##"<path d="M0 0H20V10H0Z" fill="none" stroke="url(#p)" stroke-width="1"/>"##,
        ])
        let circle = RadialGradient(center: Point(x: 10, y: 5), radii: Size(width: 4, height: 4), stops: stops)
        XCTAssertTrue(lines(.fill(PathFill(path: square, paint: .radial(circle))))[0].contains(##"cx="10" cy="5" r="4">"##))
        let flat = RadialGradient(center: .zero, radii: Size(width: 0, height: 4), stops: stops)
        XCTAssertEqual(lines(.fill(PathFill(path: square, paint: .radial(flat)))), [##"<path d="M0 0H20V10H0Z" fill="#0000ff" fill-opacity="0.5"/>"##],
                       "radius 0: the last stop's colour, as SVG paints it")
    }

    func testStopsOutOfOrderOrRangeAreClampedAsSVGReadsThem() {
        let g = AxialGradient(start: .zero, end: Point(x: 1, y: 0), stops: [GradientStop(location: -1, color: red), GradientStop(location: 0.6, color: red),
                                                                          GradientStop(location: 0.4, color: blue), GradientStop(location: 2, color: blue)])
        XCTAssertEqual(g.stops.map(\.location), [0, 0.6, 0.6, 1])
    }

    /// A conic gradient is wedges through a mask of its shape: red to blue across half the
    /// turn changes two channels by 255 and alpha by 128, so 255 wedges there, and one for each
    /// quarter turn of one colour before and after.
    func testAConicGradientPrintsWedgesThroughAMaskOfItsShape() {
        let stops = [GradientStop(location: 0.25, color: red), GradientStop(location: 0.75, color: blue)]
        let g = ConicGradient(center: Point(x: 10, y: 5), startAngle: 0, stops: stops)
        let wedges = g.wedges
        XCTAssertEqual(wedges.count, 1 + 255 + 1)
        XCTAssertEqual(wedges.first?.start, 0)
        XCTAssertEqual(wedges.last?.end ?? 0, 2 * .pi, accuracy: 1e-12)
        for (a, b) in zip(wedges, wedges.dropFirst()) {
            XCTAssertEqual(a.end, b.start, accuracy: 1e-12)
            XCTAssertLessThanOrEqual(b.end - b.start, .pi / 2 + 1e-12)
            XCTAssertLessThanOrEqual(max(abs(a.color.red - b.color.red), abs(a.color.blue - b.color.blue), abs(a.color.alpha - b.color.alpha)), 1.0 / 255 + 1e-12)
        }
        let out = lines(.fill(PathFill(path: square, paint: .conic(g))))
        XCTAssertEqual(out.count, 2)
        XCTAssertEqual(out[0], ##"<mask id="p"><path d="M0 0H20V10H0Z" fill="#ffffff"/></mask>"##)
        XCTAssertTrue(out[1].hasPrefix(##"<g mask="url(#p)" shape-rendering="crispEdges"><path d="M10 5H22.18034A12.18034 12.18034 0 0 1 10 17.18034Z"##), out[1])
        XCTAssertEqual(out[1].components(separatedBy: "<path ").count - 1, wedges.count)
        let hues = (0...6).map { k -> GradientStop in
            let red: Double = k % 2 == 0 ? 1 : 0, green: Double = k % 3 == 0 ? 1 : 0
            return GradientStop(location: Double(k) / 6, color: Color(red: red, green: green, blue: 0))
        }
        XCTAssertLessThanOrEqual(ConicGradient(center: .zero, startAngle: 1, stops: hues).wedges.count, ConicGradient.maximumWedges + 6 + 4,
                                 "six intervals of 255 steps each: scaled down to 360, then split into quarter turns at most")
    }

    /// A shadow of the node's alpha is a filter on its group, its region the painted bounds
    /// and 3σ + offset beyond; one of a path is a blurred path first in the group.
    func testShadowsPrintAsSVG11FilterPrimitives() {
        let background = Fill(shape: RoundedRect(rect: Rect(x: 5, y: 5, width: 40, height: 20), radius: 0), color: red)
        let content = Shadow(color: Color(red: 0, green: 0, blue: 0), opacity: 0.5, offset: Point(x: 0, y: 3), radius: 2)
        let svg = SVGPrinter.print(tree(background: background, shadow: content))
        XCTAssertTrue(svg.contains("""
                <filter id="shadow-1" filterUnits="userSpaceOnUse" x="-1" y="-4" width="52" height="38" color-interpolation-filters="sRGB">\
            <feGaussianBlur in="SourceAlpha" stdDeviation="2"/><feOffset dx="0" dy="3" result="shadow"/><feFlood flood-color="#000000" flood-opacity="0.5"/>\
            <feComposite in2="shadow" operator="in"/><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>
                <g id="shape" transform="translate(5 15)" filter="url(#shadow-1)">
            """), svg)
        XCTAssertFalse(svg.contains("feDropShadow"))
        let path = Path(ellipseIn: Rect(x: 5, y: 5, width: 40, height: 20))
        let cast = Shadow(color: Color(red: 0, green: 0, blue: 1, alpha: 0.5), opacity: 0.5, offset: Point(x: 2, y: 3), radius: 1, path: path)
        let withPath = SVGPrinter.print(tree(background: background, shadow: cast))
        XCTAssertTrue(withPath.contains("""
                <g id="shape" transform="translate(5 15)">
                  <filter id="shadow-1" filterUnits="userSpaceOnUse" x="2" y="2" width="46" height="26" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="1"/></filter>
                  <path d="M45 15A20 10 0 0 1 5 15A20 10 0 0 1 45 15Z" transform="translate(2 3)" fill="#0000ff" fill-opacity="0.25" filter="url(#shadow-1)"/>
                  <rect x="5" y="5" width="40" height="20" fill="#ff0000"/>
            """), withPath)
        let sharp = ShadowMarkup.contentFilter(Shadow(color: red, opacity: 1, offset: .zero, radius: 0), id: "s", region: Rect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertTrue(sharp.contains(#"<feOffset in="SourceAlpha" dx="0" dy="0" result="shadow"/><feFlood"#), "σ = 0: no blur, which SVG 1.1 would make transparent")
    }

    func testAMaskPrintsItsPrimitivesWhiteAtTheirAlphaOverTheirBounds() {
        let stops = [GradientStop(location: 0, color: red), GradientStop(location: 1, color: blue)]
        let mask: [Primitive] = [.fill(PathFill(path: square, paint: .axial(AxialGradient(start: .zero, end: Point(x: 20, y: 0), stops: stops)))),
                                 .stroke(PathStroke(path: square, style: StrokeStyle(width: 2, miterLimit: 1), paint: .solid(blue)))]
        let svg = SVGPrinter.print(tree(mask: mask))
        XCTAssertTrue(svg.contains("""
                <mask id="mask-1" maskUnits="userSpaceOnUse" x="-1.414214" y="-1.414214" width="22.828427" height="12.828427">\
            <linearGradient id="mask-1-0" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="20" y2="0"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.5"/></linearGradient>\
            <path d="M0 0H20V10H0Z" fill="url(#mask-1-0)"/><path d="M0 0H20V10H0Z" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="2" stroke-miterlimit="1"/></mask>
                <g id="shape" transform="translate(5 15)" mask="url(#mask-1)">
            """), svg)
        XCTAssertTrue(MaskMarkup.definition([], id: "m").contains(##"width="0" height="0""##), "an empty mask hides the node")
    }

    /// The HTML page draws primitives in inline SVG in the box's space (the node's less the
    /// bounds' origin), except one colour filling a rect or a ring, which stays a CSS box.
    func testTheHTMLPageDrawsPrimitivesInInlineSVGAndRingsAsBoxes() {
        let ellipse = Primitive.fill(PathFill(path: Path(ellipseIn: Rect(x: 5, y: 5, width: 10, height: 10)), paint: .solid(red)))
        let ring = Ring(inside: RoundedRect(rect: Rect(x: 5, y: 5, width: 20, height: 10), radius: 4), width: 2, color: red).primitive
        let html = HTMLPrinter.print(tree(contents: [ellipse, ring]), title: "t")
        XCTAssertTrue(html.contains("""
            <svg width="1" height="1" aria-hidden="true" style="position:absolute;overflow:visible"><g transform="translate(-5 -5)">\
            <path d="M15 10A5 5 0 0 1 5 10A5 5 0 0 1 15 10Z" fill="#ff0000"/></g></svg>
            """), html)
        XCTAssertTrue(html.contains(##"<div style="left:0;top:0;width:20px;height:10px;border-radius:4px;border-width:2px 2px 2px 2px;border-color:#ff0000;"></div>"##), html)
        let uneven = Ring(outer: RoundedRect(rect: Rect(x: 0, y: 0, width: 20, height: 10), radius: 4),
                          inner: RoundedRect(rect: Rect(x: 1, y: 2, width: 18, height: 6), radius: 3), color: red).primitive
        XCTAssertTrue(HTMLPrinter.print(tree(contents: [uneven]), title: "t").contains(##"fill-rule="evenodd""##),
                      "widths CSS would round differently: SVG")
    }

    /// The filter's region is the painted bounds cut to the mask's (nothing shows outside it),
    /// in the box's space.
    func testTheHTMLBoxNamesItsShadowFilterAndMaskDefinedJustBeforeIt() {
        let background = Fill(shape: RoundedRect(rect: Rect(x: 5, y: 5, width: 40, height: 20), radius: 0), color: red)
        let shadow = Shadow(color: Color(red: 0, green: 0, blue: 0), opacity: 1, offset: Point(x: 0, y: 3), radius: 2)
        let html = HTMLPrinter.print(tree(background: background, shadow: shadow, mask: [.fill(PathFill(path: square, paint: .solid(red)))]), title: "t")
        XCTAssertTrue(html.contains("""
            <svg width="0" height="0" aria-hidden="true" style="position:absolute"><defs><filter id="shadow-1" filterUnits="userSpaceOnUse" x="-5" y="-5" width="20" height="10" color-interpolation-filters="sRGB">
            """), html)
        XCTAssertTrue(html.contains(##"<mask id="mask-1" maskUnits="userSpaceOnUse" x="-5" y="-5" width="20" height="10"><g transform="translate(-5 -5)"><path d="M0 0H20V10H0Z" fill="#ffffff"/></g></mask></defs></svg>"##), html)
        XCTAssertTrue(html.contains(##"<div data-view="shape" style="left:10px;top:20px;width:40px;height:20px;filter:url(#shadow-1);mask:url(#mask-1);background-color:#ff0000;">"##), html)
    }

    /// A shadow of a path lies between the node's box (placement, opacity, mask) and an inner
    /// box that takes the background and the clip, so it is below the one and outside the other.
    func testAnHTMLShadowOfAPathLiesBetweenTheBoxAndItsSurface() {
        let shape = RoundedRect(rect: Rect(x: 5, y: 5, width: 40, height: 20), radius: 6)
        let shadow = Shadow(color: Color(red: 0, green: 0, blue: 0), opacity: 1, offset: .zero, radius: 0, path: Path(roundedRect: shape))
        let html = HTMLPrinter.print(tree(background: Fill(shape: shape, color: red), clip: shape, shadow: shadow), title: "t")
        XCTAssertTrue(html.contains("""
            <div data-view="shape" style="left:10px;top:20px;width:40px;height:20px;">
                    <svg width="1" height="1" aria-hidden="true" style="position:absolute;overflow:visible"><g transform="translate(-5 -5)"><path d="M11 5H39A6 6 0 0 1 45 11V19A6 6 0 0 1 39 25H11A6 6 0 0 1 5 19V11A6 6 0 0 1 11 5Z" fill="#000000"/></g></svg>
                    <div style="width:40px;height:20px;background-color:#ff0000;border-radius:6px;overflow:hidden;">
                    </div>
                  </div>
            """), html)
    }
}
