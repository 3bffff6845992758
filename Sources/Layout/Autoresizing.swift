import Geometry
import SceneModel

/// Springs and struts: `UIView.autoresizingMask` applied to a frame when the superview's size
/// changes. As Apple documents, the size difference on an axis goes to the flexible parts
/// (margins, size) in proportion to their lengths; a single flexible part takes all of it.
enum Autoresizing {
    static func resize(_ frame: Rect, mask: AutoresizingMask, from old: Size, to new: Size) -> Rect {
        let (x, width) = axis(start: frame.minX, length: frame.width, container: old.width, delta: new.width - old.width,
                              flexible: (mask.flexibleLeftMargin, mask.flexibleWidth, mask.flexibleRightMargin))
        let (y, height) = axis(start: frame.minY, length: frame.height, container: old.height, delta: new.height - old.height,
                               flexible: (mask.flexibleTopMargin, mask.flexibleHeight, mask.flexibleBottomMargin))
        return Rect(x: x, y: y, width: width, height: height)
    }

    private static func axis(start: Double, length: Double, container: Double, delta: Double,
                             flexible: (leading: Bool, size: Bool, trailing: Bool)) -> (Double, Double) {
        guard delta != 0 else { return (start, length) }
        let parts = [(flexible.leading, start), (flexible.size, length), (flexible.trailing, container - start - length)]
        let chosen = parts.filter(\.0)
        guard !chosen.isEmpty else { return (start, length) }
        let total = chosen.reduce(0) { $0 + max(0, $1.1) }
        func share(_ part: (Bool, Double)) -> Double {
            guard part.0 else { return 0 }
            return total > 0 ? delta * max(0, part.1) / total : delta / Double(chosen.count)
        }
        return (start + share(parts[0]), length + share(parts[1]))
    }
}
