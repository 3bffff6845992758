/// The weights UIKit names in `UIFont.Weight`. Scenes spell them the way UIKit does, and back ends
/// need the CSS number, so both live here.
public enum FontWeight: String, CaseIterable, Sendable {
    /// `UIFont.Weight`'s nine weights, lightest first (CSS 100…900).
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The CSS `font-weight` (100…900). It is also the scale of OpenType's OS/2 `usWeightClass`,
    /// which is what font resolution compares against.
    public var cssWeight: Int {
        switch self {
        case .ultraLight: return 100
        case .thin: return 200
        case .light: return 300
        case .regular: return 400
        case .medium: return 500
        case .semibold: return 600
        case .bold: return 700
        case .heavy: return 800
        case .black: return 900
        }
    }
}
