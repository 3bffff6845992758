#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry
import RenderTree
import SceneModel

/// What a `CAGradientLayer` paints of itself: its gradient over the bounds, rounded by
/// `cornerRadius` as its background is, above the background and below the sublayers.
///
/// The points are in the unit square of the bounds, mapped as Core Animation maps them
/// (https://developer.apple.com/documentation/quartzcore/cagradientlayer/startpoint): axial
/// from `startPoint` to `endPoint`; radial an ellipse centred at `startPoint` whose radii are
/// the distance to `endPoint` along each axis; conic about `startPoint`, location 0 towards
/// `endPoint`, turning clockwise on screen.
enum GradientLayerDrawing {
    static func paint(_ gradient: GradientLayerProperties, bounds: Rect, cornerRadius: Double) -> KindPaint {
        guard !gradient.colors.isEmpty, bounds.width > 0, bounds.height > 0 else { return .none }
        let stops = zip(gradient.colors, gradient.stopLocations).map { GradientStop(location: $1, color: $0) }
        func inBounds(_ p: Point) -> Point {
            Point(x: bounds.minX + p.x * bounds.width, y: bounds.minY + p.y * bounds.height)
        }
        let (start, end) = (inBounds(gradient.startPoint), inBounds(gradient.endPoint))
        let paint: Paint
        switch gradient.type {
        case .axial: paint = .axial(AxialGradient(start: start, end: end, stops: stops))
        case .radial:
            paint = .radial(RadialGradient(center: start, radii: Size(width: abs(end.x - start.x), height: abs(end.y - start.y)), stops: stops))
        case .conic:
            // A conic gradient whose points coincide has no direction: it starts along +x.
            let angle = end == start ? 0 : atan2(end.y - start.y, end.x - start.x)
            paint = .conic(ConicGradient(center: start, startAngle: angle, stops: stops))
        }
        let shape = Path(roundedRect: RoundedRect(rect: bounds, radius: cornerRadius))
        return KindPaint(title: nil, contents: [.fill(PathFill(path: shape, paint: paint))])
    }
}
