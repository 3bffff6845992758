import Geometry
import SceneModel

/// What `scenec dump` shows of a node's layer beyond its geometry: corners, border, shadow, and
/// a gradient or shape layer's own properties, each only where it differs from Core
/// Animation's default, under `CALayer`'s names, so a dump reads like the code that set them.
extension TreeDump {
    static func layerFields(_ node: SceneNode) -> [String] {
        let f = NumberText.format, layer = node.layer
        var fields: [String] = []
        if layer.cornerRadius > 0 { fields.append("cornerRadius = \(f(layer.cornerRadius))") }
        if layer.cornerCurve != .circular { fields.append("cornerCurve = \(layer.cornerCurve.rawValue)") }
        if layer.maskedCorners != .all {
            let names = Corners.names.filter { layer.maskedCorners.contains($0.corner) }.map(\.name)
            fields.append("maskedCorners = [\(names.joined(separator: ", "))]")
        }
        if layer.borderWidth > 0 { fields.append("border = \(f(layer.borderWidth)) \(color(layer.borderColor))") }
        let s = layer.shadow
        if s.isVisible {
            var shadow = "shadow = \(color(s.color)) opacity \(f(s.opacity)) offset (\(f(s.offset.x)) \(f(s.offset.y))) radius \(f(s.radius))"
            if let path = s.path { shadow += " path of \(path.elements.count) elements" }
            fields.append(shadow)
        }
        switch node.content {
        case .gradient(let g): fields.append(gradient(g))
        case .shape(let shape): fields += shapeFields(shape)
        default: break
        }
        return fields
    }

    private static func gradient(_ g: GradientLayerProperties) -> String {
        let f = NumberText.format
        var text = "\(g.type.rawValue) gradient [\(g.colors.map(color).joined(separator: ", "))]"
        if let locations = g.locations { text += " at [\(locations.map(f).joined(separator: ", "))]" }
        return text + " from (\(f(g.startPoint.x)) \(f(g.startPoint.y))) to (\(f(g.endPoint.x)) \(f(g.endPoint.y)))"
    }

    private static func shapeFields(_ shape: ShapeLayerProperties) -> [String] {
        let f = NumberText.format
        var fields = ["path of \(shape.path?.elements.count ?? 0) elements"]
        fields.append("fillColor = \(shape.fillColor.map(color) ?? "nil")" + (shape.fillRule == .evenOdd ? " evenOdd" : ""))
        if let stroke = shape.strokeColor {
            var text = "stroke = \(color(stroke)) lineWidth \(f(shape.lineWidth))"
            if shape.lineCap != .butt { text += " cap \(shape.lineCap.rawValue)" }
            if shape.lineJoin != .miter { text += " join \(shape.lineJoin.rawValue)" }
            if !shape.lineDashPattern.isEmpty { text += " dashes [\(shape.lineDashPattern.map(f).joined(separator: ", "))]" }
            if shape.strokeStart != 0 || shape.strokeEnd != 1 { text += " from \(f(shape.strokeStart)) to \(f(shape.strokeEnd))" }
            fields.append(text)
        }
        return fields
    }

    /// `#RRGGBB`, with the alpha after it (`#RRGGBB@0.5`) when not opaque.
    private static func color(_ c: Color) -> String {
        c.alpha < 1 ? "#\(c.hexRGB.dropFirst().uppercased())@\(NumberText.format(c.alpha))" : "#\(c.hexRGB.dropFirst().uppercased())"
    }
}
