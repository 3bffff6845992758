/// A `<fontDescription>` in the scene format's words (`[family] size [weight]`).
///
/// Text styles are their sizes at the default content size category (Large), from the Human
/// Interface Guidelines' Dynamic Type table
/// (https://developer.apple.com/design/human-interface-guidelines/typography#iOS-iPadOS-Dynamic-Type-sizes):
/// Large Title 34, Title 1 28, Title 2 22, Title 3 20, Headline 17 semibold, Body 17,
/// Callout 16, Subheadline 15, Footnote 13, Caption 1 12, Caption 2 11.
enum IBFont {
    /// The scene-format font, or nil when the description gives no size; and, for a named
    /// font, that it is drawn with the system font at the weight its PostScript name gives
    /// (`Avenir-Heavy` is heavy): named fonts are not looked up yet.
    static func value(_ font: IBElement) -> (value: String?, standIn: IBProblem?) {
        if let style = font["style"] {
            guard let (size, weight) = textStyles[style] else { return (nil, .unsupportedAttribute("text style " + style)) }
            return (weight.map { "\(size) \($0)" } ?? "\(size)", nil)
        }
        guard let size = IBNumber.text(font["pointSize"]) else { return (nil, nil) }
        switch font["type"] {
        case "boldSystem": return ("\(size) bold", nil)
        case "system", "italicSystem": return (font["weight"].map { "\(size) \($0)" } ?? size, nil)
        default:
            let name = font["name"] ?? font["family"] ?? ""
            let suffix = name.split(separator: "-").last.map { $0.lowercased() } ?? ""
            let weight = weights.first { suffix.hasPrefix($0.0) }?.1
            return (weight.map { "\(size) \($0)" } ?? size, .namedFont(font["family"] ?? name))
        }
    }

    /// PostScript style suffixes, in the order they are tried, and the weight each is.
    private static let weights = [
        ("ultralight", "ultraLight"), ("thin", "thin"), ("light", "light"), ("medium", "medium"), ("demibold", "semibold"),
        ("semibold", "semibold"), ("bold", "bold"), ("heavy", "heavy"), ("black", "black"),
    ]

    private static let textStyles: [String: (Int, String?)] = [
        "UICTFontTextStyleTitle0": (34, nil), "UICTFontTextStyleTitle1": (28, nil), "UICTFontTextStyleTitle2": (22, nil),
        "UICTFontTextStyleTitle3": (20, nil), "UICTFontTextStyleHeadline": (17, "semibold"), "UICTFontTextStyleBody": (17, nil),
        "UICTFontTextStyleCallout": (16, nil), "UICTFontTextStyleSubhead": (15, nil), "UICTFontTextStyleFootnote": (13, nil),
        "UICTFontTextStyleCaption1": (12, nil), "UICTFontTextStyleCaption2": (11, nil),
    ]
}
