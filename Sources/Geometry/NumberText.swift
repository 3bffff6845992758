import Foundation

/// The one way scenec prints a number, in every back end and dump.
///
/// Fixed point with at most `fractionDigits` digits, trailing zeros trimmed, never an exponent,
/// never `-0`, never a locale's separator: `1.5`, `-0.25`, `12`, `0.000001`. Values are rounded
/// half away from zero at the last digit, so the text is the same on every machine.
public enum NumberText {
    /// Six digits keep a rotated 10,000-point scene exact to 0.01 px.
    public static let fractionDigits = 6
    /// Exact powers of ten, so no `pow` implementation can make two machines differ.
    private static let powersOfTen: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12]

    /// The number as text for markup and dumps: equal values print equal bytes on every machine,
    /// so outputs can be diffed and snapshot-tested. NaN and infinity print as 0 (they never reach
    /// a printer: layout refuses them first).
    public static func format(_ value: Double) -> String {
        // Whole numbers, most of what a scene's geometry holds, print as the integer: what the
        // general path gives them, without its arithmetic. (-0 prints as 0, as there.)
        if value == value.rounded(.towardZero), abs(value) < 1e15 { return String(Int64(value)) }
        return precise(value, fractionDigits: fractionDigits)
    }

    /// Appends `format(value)` as UTF-8 to `bytes`: for printers that build a long run of
    /// numbers (a polygon's points) without a `String` for each.
    public static func append(_ value: Double, to bytes: inout [UInt8]) {
        guard value == value.rounded(.towardZero), abs(value) < 1e15 else {
            bytes += format(value).utf8
            return
        }
        var whole = Int64(value)
        if whole == 0 {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        if whole < 0 {
            bytes.append(UInt8(ascii: "-"))
            whole = -whole
        }
        var digits = 0
        var rest = whole
        while rest > 0 { digits += 1; rest /= 10 }
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: digits))
        var index = start + digits - 1
        rest = whole
        while rest > 0 {
            bytes[index] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
            index -= 1
        }
    }

    /// The same rules with more digits (at most 12): for scale factors such as a glyph's
    /// size ÷ units per em, where six digits would move a glyph 200 font units out a fraction of
    /// a pixel.
    public static func precise(_ value: Double, fractionDigits: Int) -> String {
        let fractionDigits = min(max(fractionDigits, 0), 12)
        let scale = powersOfTen[fractionDigits]
        guard value.isFinite else { return "0" }
        let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
        // Past 9e15 the scaled value no longer fits the integer path; such doubles are whole
        // numbers already, and "%.0f" prints them without exponent or separators.
        guard scaled < 9.0e15 else { return String(format: "%.0f", value) }
        let units = Int64(scaled)
        if units == 0 { return "0" }
        let whole = units / Int64(scale)
        var fraction = units % Int64(scale)
        var text = (value < 0 ? "-" : "") + String(whole)
        if fraction != 0 {
            var digits = fractionDigits
            while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
            let f = String(fraction)
            text += "." + String(repeating: "0", count: digits - f.count) + f
        }
        return text
    }
}
