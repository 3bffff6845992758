import Geometry
import RenderTree
import SceneModel

/// What a `CAShapeLayer` paints of itself: its path filled, then stroked, in the layer's
/// coordinates and unclipped (the layer's `masksToBounds` clips it as it clips any contents).
/// The stroke follows the part of the path from `strokeStart` to `strokeEnd`, fractions of its
/// length (`PathCut`); the fill always takes the whole path.
///
/// A `lineWidth` of 0 is a hairline, one device pixel wide: "a width of 0 is interpreted as the
/// thinnest line that can be rendered on a particular device"
/// (https://developer.apple.com/documentation/uikit/uibezierpath/linewidth), Core Graphics
/// following PDF's imaging model, where "a line width of 0 shall denote the thinnest line that
/// can be rendered at device resolution: 1 device pixel wide" (ISO 32000-1:2008, 8.4.3.2,
/// https://opensource.adobe.com/dc-acrobat-sdk-docs/pdfstandards/PDF32000_2008.pdf). That
/// `CAShapeLayer` strokes its path the same way is the common reading, not a documented rule.
enum ShapeLayerDrawing {
    static func paint(_ shape: ShapeLayerProperties, devicePixel: Double) -> KindPaint {
        guard let path = shape.path, !path.isEmpty else { return .none }
        var contents: [Primitive] = []
        if let fill = shape.fillColor, fill.alpha > 0 {
            contents.append(.fill(PathFill(path: path, rule: shape.fillRule == .evenOdd ? .evenOdd : .nonzero, paint: .solid(fill))))
        }
        let width = shape.lineWidth > 0 ? shape.lineWidth : devicePixel
        if let color = shape.strokeColor, color.alpha > 0, width > 0, width.isFinite, shape.strokeEnd > shape.strokeStart {
            let line = shape.strokeStart == 0 && shape.strokeEnd == 1 ? path : PathCut.part(of: path, from: shape.strokeStart, to: shape.strokeEnd)
            let style = StrokeStyle(width: width, cap: cap(shape.lineCap), join: join(shape.lineJoin), miterLimit: shape.miterLimit,
                                    dashes: shape.lineDashPattern, dashPhase: shape.lineDashPhase)
            if !line.isEmpty { contents.append(.stroke(PathStroke(path: line, style: style, paint: .solid(color)))) }
        }
        return KindPaint(title: nil, contents: contents)
    }

    private static func cap(_ cap: ShapeLayerProperties.LineCap) -> StrokeStyle.Cap {
        switch cap {
        case .butt: .butt
        case .round: .round
        case .square: .square
        }
    }

    private static func join(_ join: ShapeLayerProperties.LineJoin) -> StrokeStyle.Join {
        switch join {
        case .miter: .miter
        case .round: .round
        case .bevel: .bevel
        }
    }
}
