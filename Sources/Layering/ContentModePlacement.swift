import Geometry
import SceneModel

extension ContentMode {
    /// Where a view with this content mode and these bounds draws content of `size` points:
    /// Core Animation's `contentsGravity`, which `UIImageView` sets from its content mode
    /// (https://developer.apple.com/documentation/quartzcore/calayer/contentsgravity).
    ///
    /// Not rounded to device pixels: Core Animation draws the contents where the arithmetic puts
    /// them, so an image of odd size centred in a view of even size lands on a half point (at
    /// 1× a half pixel, drawn blurred, as developers measured:
    /// https://www.splinter.com.au/fuzzy-iphone-graphics-when-using-an-uiimagevi/,
    /// https://twobitlabs.com/2011/08/using-fractional-pixels-to-position-uiimageviews/).
    /// Content of no area is drawn nowhere: an empty rect at the bounds' origin.
    func rect(forContentOfSize size: Size, in bounds: Rect) -> Rect {
        guard size.width > 0, size.height > 0 else { return Rect(origin: bounds.origin, size: .zero) }
        switch self {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let (sx, sy) = (bounds.width / size.width, bounds.height / size.height)
            let s = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            return Self.placed(Size(width: size.width * s, height: size.height * s), in: bounds, x: 0.5, y: 0.5)
        case .center: return Self.placed(size, in: bounds, x: 0.5, y: 0.5)
        case .top: return Self.placed(size, in: bounds, x: 0.5, y: 0)
        case .bottom: return Self.placed(size, in: bounds, x: 0.5, y: 1)
        case .left: return Self.placed(size, in: bounds, x: 0, y: 0.5)
        case .right: return Self.placed(size, in: bounds, x: 1, y: 0.5)
        case .topLeft: return Self.placed(size, in: bounds, x: 0, y: 0)
        case .topRight: return Self.placed(size, in: bounds, x: 1, y: 0)
        case .bottomLeft: return Self.placed(size, in: bounds, x: 0, y: 1)
        case .bottomRight: return Self.placed(size, in: bounds, x: 1, y: 1)
        }
    }

    /// `size` placed in `bounds` so that the share `x` of the room left over on the width lies
    /// before it (0 left, 0.5 centred, 1 right), and `y` likewise on the height; the room is
    /// negative when the content is the larger, which centres or aligns its overflow alike.
    private static func placed(_ size: Size, in bounds: Rect, x: Double, y: Double) -> Rect {
        Rect(x: bounds.minX + (bounds.width - size.width) * x, y: bounds.minY + (bounds.height - size.height) * y,
             width: size.width, height: size.height)
    }
}
