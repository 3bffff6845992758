/// An sRGB colour with straight (not premultiplied) alpha, each component 0…1.
public struct Color: Hashable, Sendable {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double
    /// Opacity, 0…1, kept apart from the components so printers can write it as `fill-opacity`.
    public var alpha: Double

    /// A colour from components in 0…1, as `UIColor(red:green:blue:alpha:)` takes them.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// A colour from 8-bit components, as `#RRGGBB` gives them.
    public init(r8: Int, g8: Int, b8: Int, alpha: Double = 1) {
        self.init(red: Double(r8) / 255, green: Double(g8) / 255, blue: Double(b8) / 255, alpha: alpha)
    }

    /// `UIColor.clear`: transparent black, which paints nothing.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// Each component rounded to 8 bits, the precision every back end prints.
    public var rgb8: (r: Int, g: Int, b: Int) {
        (Self.byte(red), Self.byte(green), Self.byte(blue))
    }

    /// `#rrggbb`, lower case: the form SVG 1.1 and CSS both accept.
    public var hexRGB: String {
        let (r, g, b) = rgb8
        return "#" + [r, g, b].map { v in
            let s = String(v, radix: 16)
            return s.count == 1 ? "0" + s : s
        }.joined()
    }

    private static func byte(_ v: Double) -> Int { Int((min(max(v, 0), 1) * 255).rounded()) }
}
