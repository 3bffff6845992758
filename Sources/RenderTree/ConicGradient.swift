import Geometry

/// A gradient about a centre: the colour depends on the angle only, location t lying at
/// `startAngle` + 2πt, turning clockwise on screen (from +x towards +y, y down). What
/// `CAGradientLayer` of type `.conic` draws about `startPoint`, starting towards `endPoint`.
///
/// SVG 1.1 has no conic gradient (and librsvg draws nothing for an unknown paint), so printers
/// draw one as `wedges`: thin sectors, each one solid colour.
public struct ConicGradient: Hashable, Sendable {
    /// The point the colours turn about, in the node's space.
    public let center: Point
    /// Where location 0 lies, in radians from +x towards +y.
    public let startAngle: Double
    /// At least one stop, locations non-decreasing in 0…1.
    public let stops: [GradientStop]
    /// How the angles are stretched: a point p lies at the angle of
    /// ((p − center).x / scale.width, (p − center).y / scale.height), so the gradient is laid
    /// out about the centre in a space this much smaller and stretched to the node's. (1, 1)
    /// turns evenly in the node's space; a layer's bounds size lays it out in the unit square.
    public let scale: Size

    /// The most wedges a gradient is drawn with (unless it has more stop intervals than that):
    /// one a degree. A gradient whose channels change little needs fewer: see `wedges`.
    public static let maximumWedges = 360

    package init(center: Point, startAngle: Double, stops: [GradientStop], scale: Size = Size(width: 1, height: 1)) {
        self.center = center
        self.startAngle = startAngle
        self.stops = GradientStop.normalized(stops)
        self.scale = scale
    }

    /// One sector: from `start` to `end` radians (clockwise on screen, never more than a
    /// quarter turn, so an arc can draw it), in `color`.
    public struct Wedge: Hashable, Sendable {
        public let start: Double
        public let end: Double
        public let color: Color
    }

    /// The sectors that draw the gradient, in order from `startAngle` round to where it began.
    ///
    /// Each interval between two stops is cut into equal wedges, each the colour at its
    /// middle: as many as the largest change of one channel (red, green, blue or alpha) across
    /// the interval in 8-bit steps, so that neighbouring wedges differ by at most 1/255 in
    /// every channel, which 8-bit output cannot show. Only when the whole circle would take
    /// more than `maximumWedges` are the intervals' counts scaled down to that total (each
    /// keeping at least one): a gradient through all hues, say. A hard stop (two stops at one
    /// location) gets no wedge, so its edge lies exactly at its angle; the spans before the
    /// first and after the last stop are one colour each. Wedges wider than a quarter turn are
    /// split, so an arc of under 180° draws each.
    public var wedges: [Wedge] {
        guard let first = stops.first, let last = stops.last else { return [] }
        // (from, to, colour at from, colour at to) in locations.
        var spans: [(Double, Double, Color, Color)] = [(0, first.location, first.color, first.color)]
        for (a, b) in zip(stops, stops.dropFirst()) { spans.append((a.location, b.location, a.color, b.color)) }
        spans.append((last.location, 1, last.color, last.color))
        spans = spans.filter { $0.1 > $0.0 }
        var counts = spans.map { span -> Int in
            let (u, v) = (span.2, span.3)
            let change = max(abs(u.red - v.red), abs(u.green - v.green), abs(u.blue - v.blue), abs(u.alpha - v.alpha))
            return max(1, Int((change * 255).rounded(.up)))
        }
        let total = counts.reduce(0, +)
        if total > Self.maximumWedges {
            counts = counts.map { max(1, $0 * Self.maximumWedges / total) }
        }
        var wedges: [Wedge] = []
        for (span, count) in zip(spans, counts) {
            let step = (span.1 - span.0) / Double(count)
            for k in 0..<count {
                let from = span.0 + step * Double(k), to = k == count - 1 ? span.1 : from + step
                let color = GradientStop.color(at: (from + to) / 2, in: stops)
                wedges += Self.split(from: angle(from), to: angle(to), color: color)
            }
        }
        return wedges
    }

    /// The angle of a location.
    private func angle(_ location: Double) -> Double { startAngle + 2 * Double.pi * location }

    /// A sector as pieces of at most a quarter turn each.
    private static func split(from start: Double, to end: Double, color: Color) -> [Wedge] {
        let pieces = max(1, Int(((end - start) / (Double.pi / 2)).rounded(.up)))
        let step = (end - start) / Double(pieces)
        return (0..<pieces).map { k in
            Wedge(start: start + step * Double(k), end: k == pieces - 1 ? end : start + step * Double(k + 1), color: color)
        }
    }
}
