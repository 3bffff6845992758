import Typesetting

/// A `<fontDescription>` in the scene format's words (`[family] size [weight]`).
///
/// A text style is the scene format's style name (`body`): its size, weight and leading at the
/// default content size category (Large), `TextStyle`, from the Human Interface Guidelines'
/// Dynamic Type table. A named font
/// (`name="Avenir-Heavy"`, its PostScript name) is drawn with the face of that PostScript name
/// (or, failing that, of that family) when the machine has it (`--font-dir` or the system's
/// fonts); otherwise with the system font at the weight its name ends with, said once per font.
enum IBFont {
    /// The scene-format font, or nil when the description gives no size; and, when a named
    /// font is not installed, the warning that names its stand-in. `installed` says whether a
    /// family or PostScript name is one the compile's fonts have.
    static func value(_ font: IBElement, installed: (String) -> Bool) -> (value: String?, standIn: IBProblem?) {
        if let name = font["style"] {
            guard let style = TextStyle(interfaceBuilderName: name) else { return (nil, .unsupportedAttribute("text style " + name)) }
            return (style.rawValue, nil)
        }
        guard let size = IBNumber.text(font["pointSize"]) else { return (nil, nil) }
        switch font["type"] {
        case "boldSystem": return ("\(size) bold", nil)
        case "system", "italicSystem": return (font["weight"].map { "\(size) \($0)" } ?? size, nil)
        default: return named(font["name"] ?? font["family"] ?? "", family: font["family"], size: size, installed: installed)
        }
    }

    /// A font by PostScript name (and family), as `<fontDescription name family>` and an
    /// attributed string's `<font name size>` give one: that face when installed, else its
    /// family, else the system font at the weight the name ends with, and the warning saying so.
    static func named(_ name: String, family: String?, size: String, installed: (String) -> Bool) -> (value: String?, standIn: IBProblem?) {
        for candidate in [name, family ?? ""] where isFamilyName(candidate) && installed(candidate) {
            return ("\(candidate) \(size)", nil)
        }
        let suffix = name.split(separator: "-").last.map { $0.lowercased() } ?? ""
        let weight = weights.first { suffix.hasPrefix($0.0) }?.1 ?? "regular"
        return (weight == "regular" ? size : "\(size) \(weight)", .namedFont(name, standIn: weight))
    }

    /// Whether `name` reads back as the family of a scene-format font: letters, digits, spaces,
    /// `-` and `_`, at most 100, and a last word that is neither a weight nor a number.
    private static func isFamilyName(_ name: String) -> Bool {
        guard !name.isEmpty, name.count <= 100, let last = name.split(separator: " ").last,
              FontWeight(rawValue: String(last)) == nil, Double(last) == nil else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || " -_".unicodeScalars.contains($0)) }
    }

    /// PostScript style suffixes, in the order they are tried, and the weight each is.
    private static let weights = [
        ("ultralight", "ultraLight"), ("thin", "thin"), ("light", "light"), ("medium", "medium"), ("demibold", "semibold"),
        ("semibold", "semibold"), ("bold", "bold"), ("heavy", "heavy"), ("black", "black"),
    ]
}

extension IBFont {
    /// Fonts, as a view's font description and an attributed string's run font.
    static let support: [IBSupport] = [
        IBSupport("fontDescription", .imported, attributes: [
            "family": .differs("as its name"), "name": .differs("drawn with the system font at the weight its name gives, warned"),
            "pointSize": .imported, "style": .imported, "type": .imported, "weight": .imported,
        ]),
        IBSupport("font", .differs("the first run's size and bold system font; a named font is drawn with the system font, warned"), attributes: [
            "metaFont": .imported, "name": .differs("drawn with the system font at the weight its name gives, warned"), "size": .imported,
        ]),
    ]
}
