/// The closed shapes layers draw, as paths that print exactly (arcs, not Bézier approximations).
extension Path {
    /// A rounded rect's outline, clockwise from the top edge's left end: a rect's four corners
    /// when the radius is 0, otherwise four edges joined by quarter circles. The same rounded
    /// rect always gives the same elements, so a printer may recognise one (`roundedRect`).
    public init(roundedRect shape: RoundedRect) {
        let r = shape.rect, k = shape.radius
        let (x0, y0, x1, y1) = (r.minX, r.minY, r.maxX, r.maxY)
        guard shape.isRounded else {
            self.init([.move(Point(x: x0, y: y0)), .line(Point(x: x1, y: y0)), .line(Point(x: x1, y: y1)),
                       .line(Point(x: x0, y: y1)), .close])
            return
        }
        let radii = Size(width: k, height: k)
        func corner(_ x: Double, _ y: Double) -> Element { .arc(radii: radii, large: false, clockwise: true, to: Point(x: x, y: y)) }
        self.init([.move(Point(x: x0 + k, y: y0)), .line(Point(x: x1 - k, y: y0)), corner(x1, y0 + k),
                   .line(Point(x: x1, y: y1 - k)), corner(x1 - k, y1), .line(Point(x: x0 + k, y: y1)),
                   corner(x0, y1 - k), .line(Point(x: x0, y: y0 + k)), corner(x0 + k, y0), .close])
    }

    /// A rect's outline, clockwise from its top left corner.
    public init(rect: Rect) {
        self.init(roundedRect: RoundedRect(rect: rect, radius: 0))
    }

    /// The ellipse inscribed in `rect` (`CGPath(ellipseIn:)`), clockwise from its right end, as
    /// two half arcs: one arc cannot end where it starts. Empty for an empty rect.
    public init(ellipseIn rect: Rect) {
        let r = rect.standardized
        guard r.width > 0 && r.height > 0 else {
            self.init([])
            return
        }
        let radii = Size(width: r.width / 2, height: r.height / 2)
        self.init([.move(Point(x: r.maxX, y: r.midY)),
                   .arc(radii: radii, large: false, clockwise: true, to: Point(x: r.minX, y: r.midY)),
                   .arc(radii: radii, large: false, clockwise: true, to: Point(x: r.maxX, y: r.midY)), .close])
    }

    /// The rounded rect this path is the outline of, when it is exactly the path
    /// `init(roundedRect:)` makes of one (a single subpath); nil for any other path. Lets a
    /// printer draw such a path as a box.
    public var roundedRect: RoundedRect? {
        guard elements.count == 5 || elements.count == 10, case .move(let start) = elements[0] else { return nil }
        var xs: [Double] = [], ys: [Double] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p), .arc(_, _, _, let p): xs.append(p.x); ys.append(p.y)
            default: continue
            }
        }
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return nil }
        let shape = RoundedRect(rect: Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), radius: start.x - x0)
        return Path(roundedRect: shape) == self ? shape : nil
    }
}
