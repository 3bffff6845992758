import Geometry

/// A colour at a place along a gradient, 0 at its start and 1 at its end.
public struct GradientStop: Hashable, Sendable {
    /// Where along the gradient, 0…1.
    public let location: Double
    /// The colour there, alpha included.
    public let color: Color

    package init(location: Double, color: Color) {
        self.location = location
        self.color = color
    }

    /// `stops` as every printer must read them: each location clamped to 0…1 and to at least
    /// the one before it (SVG's rule for stop offsets), so that printers and the conic wedges
    /// agree on stops given out of order.
    static func normalized(_ stops: [GradientStop]) -> [GradientStop] {
        var last = 0.0
        return stops.map { stop in
            last = max(last, min(max(stop.location, 0), 1))
            return GradientStop(location: last, color: stop.color)
        }
    }

    /// The colour at `location` along `stops` (normalized): the end colours beyond the ends,
    /// and between two stops each channel, alpha included, interpolated linearly on its own.
    public static func color(at location: Double, in stops: [GradientStop]) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if location <= first.location { return first.color }
        if location >= last.location { return last.color }
        let upper = stops.firstIndex { $0.location > location } ?? stops.count - 1
        let a = stops[upper - 1], b = stops[upper]
        let t = (location - a.location) / (b.location - a.location)
        func mix(_ u: Double, _ v: Double) -> Double { u + (v - u) * t }
        return Color(red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                     blue: mix(a.color.blue, b.color.blue), alpha: mix(a.color.alpha, b.color.alpha))
    }
}
