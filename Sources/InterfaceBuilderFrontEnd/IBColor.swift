import Geometry
import SceneModel

/// A `<color>` as Interface Builder stores it, in the scene format's words: a system colour by
/// name (`systemColor="systemBackgroundColor"` is `systemBackground`), a named colour of the
/// document's `<resources>`, or components in sRGB or gray.
///
/// Components in calibrated or device RGB are taken as sRGB, within a few 8-bit steps of what
/// the device shows for most colours; a colour space scenec does not convert is said once.
enum IBColor {
    /// The scene-format value of `color`, or nil (with why) when it cannot be read. A named
    /// colour is the document's `<namedColor>` resource, else the asset catalogs' (`catalog`).
    static func value(_ color: IBElement, named: [String: IBElement], catalog: [String: String] = [:]) -> Result<String?, IBProblem> {
        if let system = color["systemColor"] {
            let name = system.hasSuffix("Color") ? String(system.dropLast(5)) : system
            return SystemColor.named(name) != nil ? .success(name) : .failure(.unknownColor(system))
        }
        if let legacy = color["cocoaTouchSystemColor"] {
            guard let name = legacyNames[legacy] else { return .failure(.unknownColor(legacy)) }
            return .success(name)
        }
        if let name = color["name"] {
            if let definition = named[name]?.child("color") { return value(definition, named: [:]) }
            guard let fromCatalog = catalog[name] else { return .failure(.namedColorMissing(name)) }
            return .success(fromCatalog)
        }
        let alpha = Double(color["alpha"] ?? "1") ?? 1
        if let white = color["white"].flatMap(Double.init) {
            return .success(hex(white, white, white, alpha))
        }
        guard let r = color["red"].flatMap(Double.init), let g = color["green"].flatMap(Double.init),
              let b = color["blue"].flatMap(Double.init) else { return .failure(.unknownColor(color["key"] ?? "color")) }
        return .success(hex(r, g, b, alpha))
    }

    /// `#RRGGBBAA`, each component rounded to 8 bits.
    static func hex(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> String {
        func byte(_ v: Double) -> String {
            let n = Int((min(max(v, 0), 1) * 255).rounded())
            let digits = Array("0123456789ABCDEF")
            return String([digits[n / 16], digits[n % 16]])
        }
        return "#" + byte(r) + byte(g) + byte(b) + byte(a)
    }

    /// The colours documents saved before Xcode 9 name as `cocoaTouchSystemColor`, in today's
    /// names (`UIColor.darkText` is black; the grouped backgrounds are the grouped system
    /// backgrounds they became).
    private static let legacyNames: [String: String] = [
        "darkTextColor": "black", "lightTextColor": "white", "groupTableViewBackgroundColor": "systemGroupedBackground",
        "tableCellGroupedBackgroundColor": "secondarySystemGroupedBackground", "whiteColor": "white", "blackColor": "black",
        "clearColor": "clear",
    ]
}

extension IBColor {
    /// Colours, as components, system colours and named ones.
    static let support: [IBSupport] = [
        IBSupport("color", .imported, attributes: [
            "alpha": .imported, "blue": .imported, "catalog": .notRead("a catalog colour"), "cocoaTouchSystemColor": .imported,
            "colorSpace": .imported, "customColorSpace": .imported, "green": .imported, "name": .imported, "red": .imported,
            "systemColor": .imported, "white": .imported,
        ]),
        IBSupport("namedColor", .imported, attributes: [
            "name": .imported,
        ]),
        IBSupport("systemColor", .imported, attributes: [
            "name": .imported,
        ]),
    ]
}
