import Geometry

/// `CAGradientLayer`'s gradient: its colours spread over the bounds, along a line, out from a
/// centre or round one (https://developer.apple.com/documentation/quartzcore/cagradientlayer).
public struct GradientLayerProperties: ContentPayload {
    /// `CAGradientLayerType`'s three styles.
    public enum GradientType: String, CaseIterable, Hashable, Sendable {
        /// Colour changes along the line from `startPoint` to `endPoint`.
        case axial
        /// An ellipse centred at `startPoint`, its radii the distance to `endPoint` per axis.
        case radial
        /// Colour turns about `startPoint`, starting towards `endPoint`.
        case conic
    }

    /// `type`: axial by default
    /// (https://developer.apple.com/documentation/quartzcore/cagradientlayer/type).
    public var type: GradientType
    /// `colors`: none by default, which draws nothing
    /// (https://developer.apple.com/documentation/quartzcore/cagradientlayer/colors).
    public var colors: [Color]
    /// `locations`, each 0…1; nil spreads the colours evenly, the default
    /// (https://developer.apple.com/documentation/quartzcore/cagradientlayer/locations).
    public var locations: [Double]?
    /// `startPoint` in the unit square of the bounds: (0.5, 0), the top centre
    /// (https://developer.apple.com/documentation/quartzcore/cagradientlayer/startpoint).
    public var startPoint: Point
    /// `endPoint` in the unit square of the bounds: (0.5, 1), the bottom centre
    /// (https://developer.apple.com/documentation/quartzcore/cagradientlayer/endpoint).
    public var endPoint: Point

    /// A new `CAGradientLayer`'s: axial, top to bottom, with no colours.
    public init() {
        type = .axial
        colors = []
        locations = nil
        startPoint = Point(x: 0.5, y: 0)
        endPoint = Point(x: 0.5, y: 1)
    }

    /// The class with this content.
    public static let kind = SceneNode.Kind.gradientLayer

    /// A gradient layer's gradient; nil for any other content.
    public init?(_ content: NodeContent) {
        guard case .gradient(let gradient) = content else { return nil }
        self = gradient
    }

    /// The gradient as a gradient layer's content.
    public var content: NodeContent { .gradient(self) }

    /// Where each colour lies, 0…1: `locations` when given, else evenly spread from 0 to 1 (one
    /// colour lies at 0), as Core Animation spreads them.
    public var stopLocations: [Double] {
        if let locations { return locations }
        guard colors.count > 1 else { return colors.map { _ in 0 } }
        return colors.indices.map { Double($0) / Double(colors.count - 1) }
    }
}
