import Geometry

/// `UIScreen.scale`: how many device pixels a point spans on each axis (1, 2 or 3), and the
/// scale a viewport gets when the scene does not give one.
///
/// A viewport the size of an iPhone or iPad screen (either orientation) takes that device's
/// scale, from the device table of Apple's Human Interface Guidelines
/// (https://developer.apple.com/design/human-interface-guidelines/layout#Specifications):
/// iPhone SE and the 4.7-inch and 6.1-inch LCD iPhones (8, XR, 11) are 2×, the Plus models, X
/// and every later iPhone 3×, every iPad 2×. A viewport whose height fits its content matches
/// on its width alone. Where one size belongs to devices of both scales (414×896 is the 2× XR
/// and 11, and the 3× XS Max and 11 Pro Max; a 375-wide fitted height is the 2× iPhone 8 or the
/// 3× X), and for sizes no device has, the scale is 2: the scale of every iPad and of the
/// iPhone SE, the lowest of any device current iOS runs on.
public enum ScreenScale {
    /// The scales a screen can have.
    public static let allowed: [Double] = [1, 2, 3]
    /// The scale of a size that is no single device's.
    public static let fallback = 2.0

    /// Portrait screen sizes in points and their scales.
    static let devices: [(width: Double, height: Double, scale: Double)] = [
        // iPhone
        (320, 568, 2),   // SE (1st generation), iPod touch
        (375, 667, 2),   // SE (2nd, 3rd generation), 8, 7, 6s
        (414, 736, 3),   // 8 Plus, 7 Plus, 6s Plus
        (375, 812, 3),   // X, XS, 11 Pro, 12 mini, 13 mini
        (414, 896, 2),   // XR, 11
        (414, 896, 3),   // XS Max, 11 Pro Max
        (390, 844, 3),   // 12, 12 Pro, 13, 13 Pro, 14, 16e
        (428, 926, 3),   // 12 Pro Max, 13 Pro Max, 14 Plus
        (393, 852, 3),   // 14 Pro, 15, 15 Pro, 16
        (430, 932, 3),   // 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus
        (402, 874, 3),   // 16 Pro
        (440, 956, 3),   // 16 Pro Max
        // iPad
        (768, 1024, 2), (744, 1133, 2), (810, 1080, 2), (820, 1180, 2), (834, 1112, 2),
        (834, 1194, 2), (834, 1210, 2), (1024, 1366, 2), (1032, 1376, 2),
    ]

    /// The scale of the device whose screen is `size` points, or, with `fitsHeight`, whose
    /// screen is `size.width` wide in either orientation; `fallback` when no device or devices
    /// of more than one scale match.
    public static func deviceScale(for size: Size, fitsHeight: Bool = false) -> Double {
        var found: Double?
        for device in devices {
            let matches = fitsHeight
                ? size.width == device.width || size.width == device.height
                : (size.width == device.width && size.height == device.height) || (size.width == device.height && size.height == device.width)
            guard matches else { continue }
            if let f = found, f != device.scale { return fallback }
            found = device.scale
        }
        return found ?? fallback
    }

    /// `value` rounded up to the next whole device pixel at `scale`, as UIKit rounds the sizes
    /// views measure for themselves (`UILabel`'s `intrinsicContentSize` and `sizeThatFits`):
    /// a 17 pt line of San Francisco, 20.287 pt tall, is 20.5 pt at 2× and 20.333 pt at 3×.
    ///
    /// A value within a billionth of a pixel above a pixel's edge is on that edge: sizes the
    /// constraint solver gives carry rounding of about 10⁻¹² (100.00000000000001 for 100),
    /// which must not add a pixel. Measured text is never that close to an edge by right.
    public static func ceil(_ value: Double, scale: Double) -> Double {
        let pixels = value * scale
        let nearest = pixels.rounded()
        return (abs(pixels - nearest) < 1e-9 ? nearest : pixels.rounded(.up)) / scale
    }
}
