/// Numbers as Interface Builder writes them (`101.66666666666669`, `1.4210854715202004e-14`)
/// in the scene format's plain decimals, to a ten-thousandth of a point: far below a device
/// pixel, and never in exponent form, which the scene format does not read.
enum IBNumber {
    /// `value` as plain decimal text; for the front end's own numbers (a device's size), which
    /// are finite and small.
    static func text(_ value: Double) -> String {
        let rounded = (value * 10_000).rounded() / 10_000
        guard rounded.isFinite, abs(rounded) < 1e12 else { return "0" }
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return "\(rounded)"
    }

    /// An IB attribute's number as plain decimal text; nil when it is not a number at all.
    ///
    /// A number no screen has (NaN, an infinity, a hexadecimal float, a magnitude of 10¹² or
    /// more) is given back as the document wrote it, so that the scene builder refuses it with
    /// its own error at the attribute's place, exactly as it refuses it in a scene file, rather
    /// than standing in a value the document never held.
    static func text(_ text: String?) -> String? {
        guard let text, let value = Double(text) else { return nil }
        guard isDecimal(text), value.isFinite, abs(value) < 1e12 else { return text }
        return Self.text(value)
    }

    /// An IB attribute's number, when it is one a screen can have (finite, written as a decimal,
    /// under 10¹² in magnitude); nil otherwise.
    static func value(_ text: String?) -> Double? {
        guard let text, isDecimal(text), let value = Double(text), value.isFinite, abs(value) < 1e12 else { return nil }
        return value
    }

    /// Whether `text` is written as Interface Builder writes numbers: digits, a point, a sign and
    /// an exponent (not `nan`, `inf` or `0x1p3`, which Swift's `Double` also reads).
    private static func isDecimal(_ text: String) -> Bool {
        text.utf8.allSatisfy { ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || "+-.eE".utf8.contains($0) }
    }
}
