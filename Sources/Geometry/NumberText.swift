#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
        if let whole = integer(value) { return String(whole) }
        return precise(value, fractionDigits: fractionDigits)
    }

    /// `value` as the integer `format` prints it as, when it is a whole number (of magnitude
    /// under 10^15); nil otherwise. Whole numbers, most of what a scene's geometry holds, print
    /// as the integer: what the general path gives them, without its arithmetic. (-0 is 0, as
    /// there.) Printers use it to write such a number's digits without a `String`.
    @inlinable @inline(__always)
    public static func integer(_ value: Double) -> Int? {
        // Under 10^15 (< 2^53) `Int(value)` truncates exactly and converts back exactly, so the
        // round trip is the whole-number test, with no call to the C library's `trunc`.
        guard abs(value) < 1e15 else { return nil }
        let whole = Int(value)
        return Double(whole) == value ? whole : nil
    }

    /// The most bytes `writeDecimal` writes: 19 digits and a minus sign.
    public static let maximumDecimalBytes = 20

    /// Writes `n` in decimal, as `String(n)` spells it, at `start`, which has room for
    /// `maximumDecimalBytes` bytes; returns how many it wrote.
    @inlinable @inline(__always)
    public static func writeDecimal(_ n: Int, into start: UnsafeMutablePointer<UInt8>) -> Int {
        // Most numbers a scene prints have at most four digits: written without the loops.
        if n >= 0 && n < 10_000 {
            let v = UInt8(truncatingIfNeeded: n / 100), w = UInt8(truncatingIfNeeded: n % 100)
            let digits = n < 10 ? 1 : n < 100 ? 2 : n < 1_000 ? 3 : 4
            let zero = UInt8(ascii: "0")
            switch digits {
            case 1:
                start[0] = zero &+ w
            case 2:
                start[0] = zero &+ w / 10
                start[1] = zero &+ w % 10
            case 3:
                start[0] = zero &+ v
                start[1] = zero &+ w / 10
                start[2] = zero &+ w % 10
            default:
                start[0] = zero &+ v / 10
                start[1] = zero &+ v % 10
                start[2] = zero &+ w / 10
                start[3] = zero &+ w % 10
            }
            return digits
        }
        var rest = n.magnitude
        // At most 19 digits (|Int.min| is 2^63 < 10^19), so `limit` stops at 10^19 < UInt.max.
        var digits = 1
        var limit: UInt = 10
        while rest >= limit {
            digits += 1
            limit &*= 10
        }
        let sign = n < 0 ? 1 : 0
        if sign == 1 { start.pointee = UInt8(ascii: "-") }
        var index = sign + digits
        repeat {
            index -= 1
            start[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        } while rest > 0
        return sign + digits
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
        guard scaled < 9.0e15 else { return wholeDigits(value) }
        let units = Int64(scaled)
        if units == 0 { return "0" }
        let whole = Int(units / Int64(scale))
        var fraction = Int(units % Int64(scale))
        var digits = fractionDigits
        while fraction != 0 && fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        // Written into a buffer on the stack, not joined from pieces (text positions print
        // through here, a few per glyph run), then made a string, which up to 15 bytes is held
        // inline with no allocation.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 + maximumDecimalBytes + 12) { buffer in
            guard let start = buffer.baseAddress else { return "0" }
            var count = 0
            if value < 0 { start[0] = UInt8(ascii: "-"); count = 1 }
            count += writeDecimal(whole, into: start + count)
            if fraction != 0 {
                start[count] = UInt8(ascii: ".")
                for k in stride(from: digits, to: 0, by: -1) {
                    start[count + k] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction % 10)
                    fraction /= 10
                }
                count += 1 + digits
            }
            return String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
        }
    }

    /// A whole double's digits with no exponent or separators, as C's `%.0f` prints them: a
    /// double is at most 309 digits long.
    private static func wholeDigits(_ value: Double) -> String {
        var buffer = [CChar](repeating: 0, count: 320)
        let count = withVaList([value]) { vsnprintf(&buffer, buffer.count, "%.0f", $0) }
        return String(decoding: buffer.prefix(max(0, min(Int(count), buffer.count - 1))).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
