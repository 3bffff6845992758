/// The closed shapes layers draw, as paths that print exactly (arcs, not Bézier approximations).
extension Path {
    /// A rounded rect's outline, clockwise from the top edge's left end: a rect's four corners
    /// when no corner is rounded, otherwise four edges joined by the corners the shape rounds
    /// (quarter circles, or Apple's continuous corners) and square corners elsewhere. The same
    /// rounded rect always gives the same elements, so a printer may recognise one
    /// (`roundedRect`).
    public init(roundedRect shape: RoundedRect) {
        let r = shape.rect
        let (x0, y0, x1, y1) = (r.minX, r.minY, r.maxX, r.maxY)
        guard shape.isRounded else {
            self.init([.move(Point(x: x0, y: y0)), .line(Point(x: x1, y: y0)), .line(Point(x: x1, y: y1)),
                       .line(Point(x: x0, y: y1)), .close])
            return
        }
        // Each corner: where it is, the direction the outline arrives in and the one it leaves
        // by; clockwise from the top right, the top left last so that the outline closes there.
        let corners: [(Corners, Point, Point, Point)] = [
            (.maxXMinY, Point(x: x1, y: y0), Point(x: 1, y: 0), Point(x: 0, y: 1)),
            (.maxXMaxY, Point(x: x1, y: y1), Point(x: 0, y: 1), Point(x: -1, y: 0)),
            (.minXMaxY, Point(x: x0, y: y1), Point(x: -1, y: 0), Point(x: 0, y: -1)),
            (.minXMinY, Point(x: x0, y: y0), Point(x: 0, y: -1), Point(x: 1, y: 0)),
        ]
        let curve = CornerShape(shape)
        var elements: [Element] = [.move(curve.exit(shape.corners.contains(.minXMinY), at: Point(x: x0, y: y0), leaving: Point(x: 1, y: 0)))]
        for (corner, at, arriving, leaving) in corners {
            curve.append(shape.corners.contains(corner), at: at, arriving: arriving, leaving: leaving, to: &elements)
        }
        elements.append(.close)
        self.init(elements)
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

/// One corner of a rounded rect as path elements, in the corner's own frame: `a` back along the
/// edge the outline arrives by, `b` along the one it leaves by, both from the rect's corner.
private struct CornerShape {
    /// The corner's radius, and whether it is Apple's continuous corner.
    let radius: Double
    let isContinuous: Bool

    /// How far a continuous corner reaches along each edge, in radii.
    static let continuousReach = 1.52866483

    /// A continuous corner, in radii, from the arriving edge to the leaving one: a cubic, a
    /// short line, a cubic, a short line and a cubic, symmetric about the diagonal. PaintCode's
    /// reverse-engineering of iOS 7's `UIBezierPath(roundedRect:cornerRadius:)`, which it reports
    /// matching UIKit's path
    /// (https://www.paintcodeapp.com/news/code-for-ios-7-rounded-rectangles; the path's points
    /// as UIKit returns them are listed at http://www.mani.de/backstage/?p=483).
    static let continuous: [[(a: Double, b: Double)]] = [
        [(1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600)],
        [(0.63149399, 0.07491100)],
        [(0.37282392, 0.16905899), (0.16905899, 0.37282392), (0.07491100, 0.63149399)],
        [(0.06549600, 0.66993427)],
        [(0, 0.86840689), (0, 1.08849323), (0, 1.52866483)],
    ]

    /// The corners of `shape`. A continuous corner reaches 1.5287 radii along each edge; where
    /// that does not fit in half the shorter side, the corner is the quarter circle of the radius
    /// instead (UIKit draws other shapes there, which PaintCode's page shows and which are not
    /// reproduced).
    init(_ shape: RoundedRect) {
        radius = shape.radius
        isContinuous = shape.curve == .continuous
            && radius * Self.continuousReach <= min(shape.rect.width, shape.rect.height) / 2
    }

    /// How far the corner reaches along each edge.
    private var reach: Double { isContinuous ? radius * Self.continuousReach : radius }

    /// Where the outline leaves a corner at `at` along the direction `leaving`.
    func exit(_ rounded: Bool, at: Point, leaving: Point) -> Point {
        rounded ? Point(x: at.x + leaving.x * reach, y: at.y + leaving.y * reach) : at
    }

    /// The line to the corner and the corner itself, for a rect's corner at `at`.
    func append(_ rounded: Bool, at p: Point, arriving u: Point, leaving v: Point, to elements: inout [Path.Element]) {
        func point(_ a: Double, _ b: Double) -> Point {
            Point(x: p.x - u.x * a * radius + v.x * b * radius, y: p.y - u.y * a * radius + v.y * b * radius)
        }
        guard rounded else { elements.append(.line(p)); return }
        if isContinuous {
            elements.append(.line(point(Self.continuousReach, 0)))
            for piece in Self.continuous {
                let q = piece.map { point($0.a, $0.b) }
                elements.append(q.count == 3 ? .cubic(q[0], q[1], q[2]) : .line(q[0]))
            }
        } else {
            elements.append(.line(point(1, 0)))
            elements.append(.arc(radii: Size(width: radius, height: radius), large: false, clockwise: true, to: point(0, 1)))
        }
    }
}
