import Geometry

extension Primitive {
    /// A rect holding everything the primitive paints: a stroke's path widened by half its
    /// width times its miter limit (the furthest a miter or square cap reaches).
    public var bounds: Rect? {
        switch self {
        case .fill(let fill):
            return fill.path.bounds
        case .stroke(let stroke):
            let reach = stroke.style.width / 2 * max(stroke.style.miterLimit, 2.0.squareRoot())
            return stroke.path.bounds?.inset(by: EdgeInsets(all: -reach))
        }
    }
}
