import Geometry

/// `CAShapeLayer`'s path and how it is painted
/// (https://developer.apple.com/documentation/quartzcore/cashapelayer). Each default below is
/// the one its property's page gives.
public struct ShapeLayerProperties: ContentPayload {
    /// `CAShapeLayerFillRule`.
    public enum FillRule: String, CaseIterable, Hashable, Sendable {
        case nonZero, evenOdd
    }

    /// `CAShapeLayerLineCap`.
    public enum LineCap: String, CaseIterable, Hashable, Sendable {
        case butt, round, square
    }

    /// `CAShapeLayerLineJoin`.
    public enum LineJoin: String, CaseIterable, Hashable, Sendable {
        case miter, round, bevel
    }

    /// `path`, in the layer's coordinates; nil (the default) draws nothing.
    public var path: Path?
    /// `fillColor`: opaque black by default; nil fills nothing.
    public var fillColor: Color?
    /// `fillRule`: non-zero by default.
    public var fillRule: FillRule
    /// `strokeColor`: nil by default, which strokes nothing.
    public var strokeColor: Color?
    /// `lineWidth`: 1.
    public var lineWidth: Double
    /// `lineCap`: butt.
    public var lineCap: LineCap
    /// `lineJoin`: miter.
    public var lineJoin: LineJoin
    /// `miterLimit`: 10.
    public var miterLimit: Double
    /// `lineDashPattern`: none (solid).
    public var lineDashPattern: [Double]
    /// `lineDashPhase`: 0.
    public var lineDashPhase: Double
    /// `strokeStart`: 0, the fraction of the path's length where the stroke begins.
    public var strokeStart: Double
    /// `strokeEnd`: 1, the fraction of the path's length where the stroke ends.
    public var strokeEnd: Double

    /// A new `CAShapeLayer`'s: no path, filled black, not stroked.
    public init() {
        path = nil
        fillColor = Color(red: 0, green: 0, blue: 0)
        fillRule = .nonZero
        strokeColor = nil
        lineWidth = 1
        lineCap = .butt
        lineJoin = .miter
        miterLimit = 10
        lineDashPattern = []
        lineDashPhase = 0
        strokeStart = 0
        strokeEnd = 1
    }

    /// The class with this content.
    public static let kind = SceneNode.Kind.shapeLayer

    /// A shape layer's path and paint; nil for any other content.
    public init?(_ content: NodeContent) {
        guard case .shape(let shape) = content else { return nil }
        self = shape
    }

    /// The shape as a shape layer's content.
    public var content: NodeContent { .shape(self) }
}
