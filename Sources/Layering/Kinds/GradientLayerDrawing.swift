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
/// The points are "defined in the unit coordinate space and then mapped to the layer's bounds
/// rectangle when drawn" (https://developer.apple.com/documentation/quartzcore/cagradientlayer/startpoint):
/// the gradient is laid out in the unit square and stretched with it. Axial: location t on
/// the line from `startPoint` to `endPoint`, the lines of one colour perpendicular to it in
/// the unit square (so a diagonal gradient on a wide layer runs corner to corner); radial: an
/// ellipse centred at `startPoint` whose radii are the distance to `endPoint` along each axis;
/// conic: about `startPoint`, location 0 towards `endPoint`, turning clockwise on screen,
/// evenly in the unit square's angles, so on bounds that are not square the colours crowd
/// towards the long axis' directions as the square is stretched. Core Animation's own words
/// for every type are that the points are "defined in the unit coordinate space and then
/// mapped to the layer's bounds"; that it lays the gradient out in that square and stretches
/// it is observed for axial gradients (https://stackoverflow.com/a/43176174) and assumed
/// here for conic ones.
enum GradientLayerDrawing {
    static func paint(_ gradient: GradientLayerProperties, shape rounded: RoundedRect) -> KindPaint {
        let bounds = rounded.rect
        guard !gradient.colors.isEmpty, bounds.width > 0, bounds.height > 0 else { return .none }
        let stops = zip(gradient.colors, gradient.stopLocations).map { GradientStop(location: $1, color: $0) }
        func inBounds(_ p: Point) -> Point {
            Point(x: bounds.minX + p.x * bounds.width, y: bounds.minY + p.y * bounds.height)
        }
        let (start, end) = (inBounds(gradient.startPoint), inBounds(gradient.endPoint))
        let paint: Paint
        switch gradient.type {
        case .axial: paint = .axial(AxialGradient(start: start, end: axialEnd(gradient, start: start, bounds: bounds), stops: stops))
        case .radial:
            paint = .radial(RadialGradient(center: start, radii: Size(width: abs(end.x - start.x), height: abs(end.y - start.y)), stops: stops))
        case .conic:
            // Laid out in the unit square and stretched with it, as the other types are: the
            // angle is the unit square's, and points turn at its pace. A conic gradient whose
            // points coincide has no direction: it starts along +x.
            let (s, e) = (gradient.startPoint, gradient.endPoint)
            let angle = e == s ? 0 : atan2(e.y - s.y, e.x - s.x)
            // The stretch as the height's share of the width, the same angles as (width, height):
            // square bounds turn evenly, printed as before.
            paint = .conic(ConicGradient(center: start, startAngle: angle, stops: stops,
                                         scale: Size(width: 1, height: bounds.height / bounds.width)))
        }
        let shape = Path(roundedRect: rounded)
        return KindPaint(title: nil, contents: [.fill(PathFill(path: shape, paint: paint))])
    }

    /// The end point, in points, of the axial gradient whose colours lie where the unit-square
    /// gradient's do once stretched over the bounds. In the unit square the location at u is
    /// (u − s)·d / |d|², d = e − s; in points, p = origin + u × size, that is (p − S)·g with
    /// g = d / size / |d|² per axis, which the gradient from S to S + g / |g|² gives exactly.
    private static func axialEnd(_ gradient: GradientLayerProperties, start: Point, bounds: Rect) -> Point {
        let d = Point(x: gradient.endPoint.x - gradient.startPoint.x, y: gradient.endPoint.y - gradient.startPoint.y)
        let unitLength = d.x * d.x + d.y * d.y
        guard unitLength > 0 else { return start }
        let g = Point(x: d.x / bounds.width / unitLength, y: d.y / bounds.height / unitLength)
        let gLength = g.x * g.x + g.y * g.y
        return Point(x: start.x + g.x / gLength, y: start.y + g.y / gLength)
    }
}
