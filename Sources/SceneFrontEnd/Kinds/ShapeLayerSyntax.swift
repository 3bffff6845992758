import Geometry
import SceneModel

/// `<shapeLayer>`: a `CAShapeLayer`, a layer that fills and strokes a path in its own
/// coordinates, unclipped unless `masksToBounds`; Core Animation's defaults are
/// `ShapeLayerProperties()`.
enum ShapeLayerSyntax {
    static let declaration = KindSyntax(
        element: "shapeLayer", payload: ShapeLayerProperties.self, base: .layer,
        attributes: [
            .init("path", .path) { $0.path = $1 },
            .init("fillColor", .color) { $0.fillColor = $1 },
            .init("fillRule", .fillRule) { $0.fillRule = $1 },
            .init("strokeColor", .color) { $0.strokeColor = $1 },
            .init("lineWidth", .nonNegativeNumber) { $0.lineWidth = $1 },
            .init("lineCap", .lineCap) { $0.lineCap = $1 },
            .init("lineJoin", .lineJoin) { $0.lineJoin = $1 },
            .init("miterLimit", .nonNegativeNumber) { $0.miterLimit = $1 },
            .init("lineDashPattern", .nonNegativeNumberList) { $0.lineDashPattern = $1 },
            .init("lineDashPhase", .number) { $0.lineDashPhase = $1 },
            .init("strokeStart", .unitInterval) { $0.strokeStart = $1 },
            .init("strokeEnd", .unitInterval) { $0.strokeEnd = $1 },
        ])
}

extension ValueParser where Value == ShapeLayerProperties.FillRule {
    static var fillRule: Self { Self(kind: .fillRule) { ValueSyntax.enumeration($1, Value.self, "fill rule") } }
}

extension ValueParser where Value == ShapeLayerProperties.LineCap {
    static var lineCap: Self { Self(kind: .lineCap) { ValueSyntax.enumeration($1, Value.self, "line cap") } }
}

extension ValueParser where Value == ShapeLayerProperties.LineJoin {
    static var lineJoin: Self { Self(kind: .lineJoin) { ValueSyntax.enumeration($1, Value.self, "line join") } }
}
