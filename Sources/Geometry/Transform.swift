#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A 2D affine transform with `CGAffineTransform`'s fields and conventions.
///
/// A point maps as `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`. Methods that build on an
/// existing transform (`rotated`, `scaled`, `translated`) prepend the new step, as
/// `CGAffineTransform.rotated(by:)` does: in `t.rotated(by: r)` points are rotated first and
/// then transformed by `t`. This is also the order of a CSS or SVG transform list read left
/// to right.
public struct Transform: Hashable, Sendable {
    /// The matrix `[a b 0; c d 0; tx ty 1]`, with `CGAffineTransform`'s field names so formulas
    /// can be compared with Apple's documentation.
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// A transform from its six fields, as a scene's `matrix(a, b, c, d, tx, ty)` gives them.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// Leaves every point where it is: a node's transform unless the scene sets one.
    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// `CGAffineTransform(translationX:y:)`.
    public init(translationX x: Double, y: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// `CGAffineTransform(scaleX:y:)`.
    public init(scaleX x: Double, y: Double) {
        self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians; positive angles turn clockwise on screen, because
    /// UIKit's y axis points down.
    public init(rotationAngle angle: Double) {
        let (s, c) = (Self.exactSine(angle), Self.exactSine(angle + .pi / 2))
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// True when the transform does nothing, so printers can leave it out and `frame` is defined.
    public var isIdentity: Bool { self == .identity }

    /// True when the transform only moves points: it keeps rects axis-aligned and unscaled.
    public var isTranslation: Bool { a == 1 && b == 0 && c == 0 && d == 1 }

    /// `self` applied after `other`: a point goes through `other` first (`other.concatenating(self)` in CG terms).
    public func prepending(_ other: Transform) -> Transform {
        other.concatenating(self)
    }

    /// `CGAffineTransform.concatenating(_:)`: `self` first, then `other`.
    public func concatenating(_ t: Transform) -> Transform {
        Transform(
            a: a * t.a + b * t.c, b: a * t.b + b * t.d,
            c: c * t.a + d * t.c, d: c * t.b + d * t.d,
            tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }

    /// `CGAffineTransform.translatedBy(x:y:)`: points move first, then go through `self`.
    public func translated(x: Double, y: Double) -> Transform { prepending(Transform(translationX: x, y: y)) }
    /// `CGAffineTransform.scaledBy(x:y:)`: points are scaled first, then go through `self`.
    public func scaled(x: Double, y: Double) -> Transform { prepending(Transform(scaleX: x, y: y)) }
    /// `CGAffineTransform.rotated(by:)`: points turn first (radians, clockwise on screen), then go
    /// through `self`.
    public func rotated(by angle: Double) -> Transform { prepending(Transform(rotationAngle: angle)) }

    /// Maps a point, as `CGPoint.applying(_:)`.
    public func apply(to p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// The bounding box of `rect` after the transform, as `CGRect.applying(_:)`.
    public func apply(to rect: Rect) -> Rect {
        // `Rect.enclosing(rect.corners.map(apply(to:)))` with no arrays, which would cost two
        // allocations for every frame asked of every view: the same corners in the same order,
        // folded by the same minimum and maximum, so the same rect to the bit.
        let (minX, maxX, minY, maxY) = (rect.minX, rect.maxX, rect.minY, rect.maxY)
        let first = apply(to: Point(x: minX, y: minY))
        var lo = first, hi = first
        func fold(_ p: Point) {
            lo.x = min(lo.x, p.x); lo.y = min(lo.y, p.y)
            hi.x = max(hi.x, p.x); hi.y = max(hi.y, p.y)
        }
        fold(apply(to: Point(x: maxX, y: minY)))
        fold(apply(to: Point(x: maxX, y: maxY)))
        fold(apply(to: Point(x: minX, y: maxY)))
        return Rect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y)
    }

    /// The inverse, or nil when the transform is singular (a zero scale collapses the plane).
    public var inverted: Transform? {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return nil }
        return Transform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// `sin` that is exactly 0 or ±1 at multiples of 90°, so `rotate(90deg)` prints as a clean
    /// matrix and compares equal on every machine.
    private static func exactSine(_ angle: Double) -> Double {
        let quarterTurns = angle / (.pi / 2)
        let rounded = quarterTurns.rounded()
        if abs(quarterTurns - rounded) < 1e-12 {
            switch ((Int(rounded) % 4) + 4) % 4 {
            case 0: return 0
            case 1: return 1
            case 2: return 0
            default: return -1
            }
        }
        return sin(angle)
    }
}
