import FoundationEssentials

/// A colour set's `Contents.json` (`NAME.colorset`), as Xcode writes it
/// (https://developer.apple.com/library/archive/documentation/Xcode/Reference/xcode_ref-Asset_Catalog_Format/Named_Color.html):
/// a colour per idiom and appearance, its components in sRGB, Display P3 or gray, each written
/// as a fraction (`"0.500"`, the reference's form), or, as Xcode writes them when its colour
/// panel's input is "8-bit Hexadecimal" or "8-bit (0-255)", hexadecimal (`"0x80"`) or an 8-bit
/// integer (`"128"`): forms the reference does not document, read off public catalogs.
///
/// The light, any-appearance colour for an iPhone (an `iphone` entry before a `universal` one) is
/// the one a document shows, as its `<namedColor>` resources repeat only that one. Display P3 is
/// taken as sRGB, as `IBColor` takes it; a colour given by a system reference is not read.
enum AssetColor {
    /// `#RRGGBBAA`, or nil when the file holds no colour scenec reads.
    static func value(_ contents: [UInt8]) -> String? {
        guard let colors = try? JSONDecoder().decode(ColorSetContents.self, from: Data(contents)).colors else { return nil }
        let light = colors.filter { ($0.appearances ?? []).isEmpty && ["universal", "iphone"].contains($0.idiom ?? "universal") }
        guard let entry = light.first(where: { $0.idiom == "iphone" }) ?? light.first,
              let components = entry.color?.components else { return nil }
        let alpha = components.alpha.map(component) ?? 1
        if let white = components.white.map(component) {
            return white.map { IBColor.hex($0, $0, $0, alpha ?? 1) }
        }
        guard let r = components.red.map(component) ?? nil, let g = components.green.map(component) ?? nil,
              let b = components.blue.map(component) ?? nil, let a = alpha else { return nil }
        return IBColor.hex(r, g, b, a)
    }

    /// A component as a fraction of 1: `0x80` and `128` are 8-bit, `0.502` a fraction already.
    private static func component(_ text: String) -> Double? {
        let value: Double?
        if text.hasPrefix("0x") || text.hasPrefix("0X") {
            value = Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
        } else if text.contains(".") {
            value = IBNumber.value(text)
        } else {
            value = Int(text).map { Double($0) / 255 }
        }
        guard let value, value.isFinite, value >= 0, value <= 1 else { return nil }
        return value
    }
}

/// The parts of a colour set's `Contents.json` scenec reads.
private struct ColorSetContents: Decodable {
    struct Entry: Decodable {
        let idiom: String?
        let appearances: [Appearance]?
        let color: Color?
    }
    struct Appearance: Decodable {
        let appearance: String?
        let value: String?
    }
    struct Color: Decodable {
        let components: Components?
    }
    struct Components: Decodable {
        let red: String?, green: String?, blue: String?, alpha: String?, white: String?
    }
    let colors: [Entry]
}
