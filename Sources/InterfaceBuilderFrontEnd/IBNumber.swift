/// Numbers as Interface Builder writes them (`101.66666666666669`, `1.4210854715202004e-14`)
/// in the scene format's plain decimals, to a ten-thousandth of a point: far below a device
/// pixel, and never in exponent form, which the scene format does not read.
enum IBNumber {
    /// `value` as plain decimal text.
    static func text(_ value: Double) -> String {
        let rounded = (value * 10_000).rounded() / 10_000
        guard rounded.isFinite, abs(rounded) < 1e12 else { return "0" }
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return "\(rounded)"
    }

    /// An IB attribute's number as plain decimal text; nil when it is not a number.
    static func text(_ text: String?) -> String? {
        text.flatMap(Double.init).map(Self.text)
    }
}
