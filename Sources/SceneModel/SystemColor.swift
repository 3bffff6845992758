import Geometry

/// The colour names a scene may use: UIKit's system and fixed colours, with their light-mode
/// values (the "Any Appearance" sRGB values of iOS 15 and later).
///
/// This list is the single source: the front end parses names from it, its suggestions come
/// from it, and a test checks that docs/SceneFormat.md lists exactly these names.
public enum SystemColor {
    /// Name, then the colour: 8-bit red, green, blue and alpha 0…1.
    public static let all: [(name: String, color: Color)] = [
        ("black", Color(r8: 0, g8: 0, b8: 0)),
        ("blue", Color(r8: 0, g8: 0, b8: 255)),
        ("brown", Color(r8: 153, g8: 102, b8: 51)),
        ("clear", Color(r8: 0, g8: 0, b8: 0, alpha: 0)),
        ("cyan", Color(r8: 0, g8: 255, b8: 255)),
        ("darkGray", Color(r8: 85, g8: 85, b8: 85)),
        ("gray", Color(r8: 128, g8: 128, b8: 128)),
        ("green", Color(r8: 0, g8: 255, b8: 0)),
        ("label", Color(r8: 0, g8: 0, b8: 0)),
        ("lightGray", Color(r8: 170, g8: 170, b8: 170)),
        ("link", Color(r8: 0, g8: 122, b8: 255)),
        ("magenta", Color(r8: 255, g8: 0, b8: 255)),
        ("opaqueSeparator", Color(r8: 198, g8: 198, b8: 200)),
        ("orange", Color(r8: 255, g8: 128, b8: 0)),
        ("placeholderText", Color(r8: 60, g8: 60, b8: 67, alpha: 0.3)),
        ("purple", Color(r8: 128, g8: 0, b8: 128)),
        ("quaternaryLabel", Color(r8: 60, g8: 60, b8: 67, alpha: 0.18)),
        ("quaternarySystemFill", Color(r8: 116, g8: 116, b8: 128, alpha: 0.08)),
        ("red", Color(r8: 255, g8: 0, b8: 0)),
        ("secondaryLabel", Color(r8: 60, g8: 60, b8: 67, alpha: 0.6)),
        ("secondarySystemBackground", Color(r8: 242, g8: 242, b8: 247)),
        ("secondarySystemFill", Color(r8: 120, g8: 120, b8: 128, alpha: 0.16)),
        ("secondarySystemGroupedBackground", Color(r8: 255, g8: 255, b8: 255)),
        ("separator", Color(r8: 60, g8: 60, b8: 67, alpha: 0.29)),
        ("systemBackground", Color(r8: 255, g8: 255, b8: 255)),
        ("systemBlue", Color(r8: 0, g8: 122, b8: 255)),
        ("systemBrown", Color(r8: 162, g8: 132, b8: 94)),
        ("systemCyan", Color(r8: 50, g8: 173, b8: 230)),
        ("systemFill", Color(r8: 120, g8: 120, b8: 128, alpha: 0.2)),
        ("systemGray", Color(r8: 142, g8: 142, b8: 147)),
        ("systemGray2", Color(r8: 174, g8: 174, b8: 178)),
        ("systemGray3", Color(r8: 199, g8: 199, b8: 204)),
        ("systemGray4", Color(r8: 209, g8: 209, b8: 214)),
        ("systemGray5", Color(r8: 229, g8: 229, b8: 234)),
        ("systemGray6", Color(r8: 242, g8: 242, b8: 247)),
        ("systemGreen", Color(r8: 52, g8: 199, b8: 89)),
        ("systemGroupedBackground", Color(r8: 242, g8: 242, b8: 247)),
        ("systemIndigo", Color(r8: 88, g8: 86, b8: 214)),
        ("systemMint", Color(r8: 0, g8: 199, b8: 190)),
        ("systemOrange", Color(r8: 255, g8: 149, b8: 0)),
        ("systemPink", Color(r8: 255, g8: 45, b8: 85)),
        ("systemPurple", Color(r8: 175, g8: 82, b8: 222)),
        ("systemRed", Color(r8: 255, g8: 59, b8: 48)),
        ("systemTeal", Color(r8: 48, g8: 176, b8: 199)),
        ("systemYellow", Color(r8: 255, g8: 204, b8: 0)),
        ("tertiaryLabel", Color(r8: 60, g8: 60, b8: 67, alpha: 0.3)),
        ("tertiarySystemBackground", Color(r8: 255, g8: 255, b8: 255)),
        ("tertiarySystemFill", Color(r8: 118, g8: 118, b8: 128, alpha: 0.12)),
        ("tertiarySystemGroupedBackground", Color(r8: 242, g8: 242, b8: 247)),
        ("tintColor", Color(r8: 0, g8: 122, b8: 255)),
        ("white", Color(r8: 255, g8: 255, b8: 255)),
        ("yellow", Color(r8: 255, g8: 255, b8: 0)),
    ]

    /// The colour for a name, by binary search over the sorted list.
    public static func named(_ name: String) -> Color? {
        var lo = 0, hi = all.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if all[mid].name == name { return all[mid].color }
            if all[mid].name < name { lo = mid + 1 } else { hi = mid }
        }
        return nil
    }
}
