import Geometry
import RenderTree

/// One render tree with a node for each primitive `PrimitiveRenderingTests` probes, side by
/// side on a 520 × 360 white canvas. Each node's top left corner is at its `…At` point.
enum PrimitiveScene {
    static let axialAt = (x: 10, y: 10), radialAt = (x: 220, y: 10), conicAt = (x: 350, y: 10)
    static let evenOddAt = (x: 10, y: 120), nonzeroAt = (x: 80, y: 120), dashAt = (x: 150, y: 120)
    static let shadowAt = (x: 10, y: 200), pathShadowAt = (x: 130, y: 200), maskAt = (x: 280, y: 200), opacityAt = (x: 400, y: 200)
    static let joinsAt = (x: 10, y: 290)
    /// The joins probed, 60 apart from x = 0 of their node, in this order.
    static let joins: [(StrokeStyle.Join, Double)] = [(.miter, 10), (.bevel, 10), (.miter, 1.2), (.round, 10)]

    static let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1), black = Color(red: 0, green: 0, blue: 0)
    static let axialStops = [(0.0, red), (0.5, Color(red: 0, green: 0.5, blue: 1)), (1.0, Color(red: 0, green: 0, blue: 1, alpha: 0.5))]
    static let radialStops = [(0.0, Color(red: 1, green: 1, blue: 0)), (0.6, Color(red: 0, green: 1, blue: 1, alpha: 0.75)), (1.0, blue)]
    /// No green anywhere, so that the page showing through is told from the gradient.
    static let conicStops = [(0.0, red), (0.5, blue), (1.0, Color(red: 0.5, green: 0, blue: 0.5))]

    static func stops(_ list: [(Double, Color)]) -> [GradientStop] { list.map { GradientStop(location: $0.0, color: $0.1) } }

    /// A node whose bounds are `bounds`, their origin drawn at `at`.
    static func node(_ name: String, at: (x: Int, y: Int), bounds: Rect, opacity: Double = 1, background: Color? = nil, contents: [Primitive] = [],
                     clip: Bool = false, children: [Int] = [], shadow: Shadow? = nil, mask: [Primitive]? = nil) -> RenderNode {
        let shape = RoundedRect(rect: bounds, radius: 0)
        return RenderNode(name: name, placement: Placement(bounds: bounds, position: Point(x: Double(at.x), y: Double(at.y)), anchorPoint: .zero,
                                                           transform: .identity),
                          opacity: opacity, background: background.map { Fill(shape: shape, color: $0) }, contents: contents,
                          clip: clip ? shape : nil, children: children, border: nil, source: 0, shadow: shadow, mask: mask)
    }

    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

    static var tree: RenderTree {
        var nodes: [RenderNode] = []
        let axial = Paint.axial(AxialGradient(start: Point(x: 100, y: 50), end: Point(x: 300, y: 50), stops: stops(axialStops)))
        nodes.append(node("axial", at: axialAt, bounds: rect(100, 50, 200, 50), contents: [
            .fill(PathFill(path: Path(rect: rect(100, 50, 200, 40)), paint: axial)),
            .stroke(PathStroke(path: Path([.move(Point(x: 100, y: 93)), .line(Point(x: 300, y: 93))]), style: StrokeStyle(width: 6), paint: axial)),
        ]))
        let radial = Paint.radial(RadialGradient(center: Point(x: 60, y: 30), radii: Size(width: 60, height: 30), stops: stops(radialStops)))
        nodes.append(node("radial", at: radialAt, bounds: rect(0, 0, 120, 60), contents: [.fill(PathFill(path: Path(rect: rect(0, 0, 120, 60)), paint: radial))]))
        let conic = Paint.conic(ConicGradient(center: Point(x: 50, y: 50), startAngle: 0, stops: stops(conicStops)))
        nodes.append(node("conic", at: conicAt, bounds: rect(0, 0, 100, 100), contents: [
            .fill(PathFill(path: Path(ellipseIn: rect(10, 10, 80, 80)), paint: conic)),
            .stroke(PathStroke(path: Path(ellipseIn: rect(6, 6, 88, 88)), style: StrokeStyle(width: 8), paint: conic)),
        ]))
        let ring = Path(rect: rect(0, 0, 60, 60)).appending(Path(rect: rect(15, 15, 30, 30)))
        nodes.append(node("even-odd", at: evenOddAt, bounds: rect(0, 0, 60, 60), contents: [.fill(PathFill(path: ring, rule: .evenOdd, paint: .solid(black)))]))
        nodes.append(node("nonzero", at: nonzeroAt, bounds: rect(0, 0, 60, 60), contents: [.fill(PathFill(path: ring, rule: .nonzero, paint: .solid(black)))]))
        let dashes = StrokeStyle(width: 6, dashes: [20, 10], dashPhase: 5)
        let squareDashes = StrokeStyle(width: 6, cap: .square, dashes: [20, 10], dashPhase: 5)
        nodes.append(node("dashes", at: dashAt, bounds: rect(0, 0, 310, 40), contents: [
            .stroke(PathStroke(path: Path([.move(Point(x: 0, y: 10)), .line(Point(x: 300, y: 10))]), style: dashes, paint: .solid(black))),
            .stroke(PathStroke(path: Path([.move(Point(x: 0, y: 30)), .line(Point(x: 300, y: 30))]), style: squareDashes, paint: .solid(black))),
        ]))
        nodes.append(node("shadow", at: shadowAt, bounds: rect(0, 0, 100, 60), background: Color(r8: 0, g8: 200, b8: 0),
                          shadow: Shadow(color: black, opacity: 1, offset: Point(x: 0, y: 8), radius: 4)))
        nodes.append(node("path-shadow", at: pathShadowAt, bounds: rect(0, 0, 100, 60), background: Color(r8: 250, g8: 250, b8: 250), clip: true,
                          shadow: Shadow(color: Color(red: 0, green: 0, blue: 1, alpha: 0.5), opacity: 1, offset: Point(x: 25, y: 5), radius: 3,
                                         path: Path(rect: rect(10, 10, 80, 40)))))
        let fade = Paint.axial(AxialGradient(start: Point(x: 10, y: 10), end: Point(x: 110, y: 10),
                                             stops: stops([(0, black), (1, Color(red: 0, green: 0, blue: 0, alpha: 0))])))
        nodes.append(node("masked", at: maskAt, bounds: rect(10, 10, 100, 60), background: red,
                          mask: [.fill(PathFill(path: Path(rect: rect(10, 10, 100, 40)), paint: fade))]))
        let first = nodes.count + 1
        nodes.append(node("translucent", at: opacityAt, bounds: rect(0, 0, 100, 60), opacity: 0.5, children: [first + 1, first + 2]))
        nodes.append(node("left", at: (0, 0), bounds: rect(0, 0, 60, 60), background: blue))
        nodes.append(node("right", at: (40, 0), bounds: rect(0, 0, 60, 60), background: blue))
        // Right, then down, turning at (40 + 60k, 10): width 10, so the outer corner is the
        // square x 40…45, y 5…10 of each, which only the miter within its limit fills.
        nodes.append(node("joins", at: joinsAt, bounds: rect(0, 0, 240, 50), contents: joins.enumerated().map { k, join in
            let dx = 60 * Double(k)
            let path = Path([.move(Point(x: 10 + dx, y: 10)), .line(Point(x: 40 + dx, y: 10)), .line(Point(x: 40 + dx, y: 40))])
            return .stroke(PathStroke(path: path, style: StrokeStyle(width: 10, join: join.0, miterLimit: join.1), paint: .solid(black)))
        }))
        let root = node("root", at: (0, 0), bounds: rect(0, 0, 520, 360), children: Array(1...(first)) + [nodes.count])
        return RenderTree(size: Size(width: 520, height: 360), nodes: [root] + nodes, hitRegions: [])
    }
}
