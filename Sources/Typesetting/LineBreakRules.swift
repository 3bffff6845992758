/// Where a line may end, for the word-wrapping modes: UILabel's rules, which follow Unicode's
/// line breaking algorithm (UAX #14, https://www.unicode.org/reports/tr14/) for the classes
/// labels meet, plus the basic Japanese kinsoku rules (JIS X 4051) that Core Text applies.
enum LineBreakRules {
    /// What a character contributes to a break decision.
    enum Kind: UInt8 {
        /// A breaking space: lines may end after it, and it hangs past the line's edge.
        case space
        /// Han ideographs, kana and fullwidth forms (UAX #14's ID): a line may break before and
        /// after each one.
        case ideographic
        /// Must not start a line (UAX #14's CL, CP, EX, IS, NS and the small kana): closing
        /// brackets and quotes, 、。，．・：；！？, ー, small kana, iteration marks.
        case closing
        /// Must not end a line (UAX #14's OP): opening brackets and quotes.
        case opening
        /// A hyphen: a break may follow it inside a word.
        case hyphen
        /// Everything else, Latin letters and Hangul among them: Korean breaks only at spaces,
        /// as UIKit's default line break strategy (`hangulWordPriority`) keeps Hangul words whole.
        case other
    }

    static func kind(of character: Character) -> Kind {
        let scalars = character.unicodeScalars
        let first = scalars.first!
        if isBreakingSpace(character) { return .space }
        switch first.value {
        case 0x2D: return .hyphen
        case 0x21, 0x25, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D, 0xBB: return .closing
        case 0x28, 0x5B, 0x7B, 0xAB: return .opening
        case 0x2019, 0x201D, 0x203A, 0x2025, 0x2026: return .closing
        case 0x2018, 0x201C, 0x2039: return .opening
        case 0x3001, 0x3002, 0x3005, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017, 0x3019, 0x301B,
             0x301C, 0x301E, 0x301F, 0x303B, 0x309B...0x309E, 0x30A0, 0x30FB...0x30FE,
             0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E, 0x3095, 0x3096,
             0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5, 0x30F6,
             0x31F0...0x31FF,
             0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF3D, 0xFF5D, 0xFF60, 0xFF61, 0xFF63, 0xFF64,
             0xFF65, 0xFF67...0xFF70, 0xFF9E, 0xFF9F:
            return .closing
        case 0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018, 0x301A, 0x301D,
             0xFF08, 0xFF3B, 0xFF5B, 0xFF5F, 0xFF62:
            return .opening
        case 0x2E80...0x2FFF, 0x3003, 0x3004, 0x3006, 0x3007, 0x3012, 0x3013, 0x3020...0x303A, 0x303C...0x303F,
             0x3040...0x30FF, 0x3100...0x312F, 0x3190...0x31EF, 0x3200...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF5E, 0xFF66...0xFF9D, 0x20000...0x3FFFF:
            return .ideographic
        default:
            return .other
        }
    }

    /// Whether a line may end between two characters of kinds `before` and `next`, neither a space
    /// (after a run of spaces a line may always end, unless `next` must not start a line).
    /// `twoBack` is the kind of the character before `before`, for the hyphen rule.
    static func mayBreak(between before: Kind, and next: Kind, twoBack: Kind?, nextIsNumber: Bool) -> Bool {
        if next == .closing || before == .opening { return false }
        if before == .ideographic || next == .ideographic { return true }
        // "well-|known": after a hyphen inside a word (not one that begins a word), but not
        // before a digit, where "-5" is a number's sign (UAX #14's HY × NU).
        if before == .hyphen, let twoBack, twoBack != .space { return !nextIsNumber }
        return false
    }

    /// Spaces a line may break after: tab and the Unicode space separators, except the no-break ones
    /// (U+00A0, U+2007, U+202F), which exist precisely to keep words together.
    static func isBreakingSpace(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let scalar = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex else { return false }
        switch scalar.value {
        case 0x20, 0x09: return true
        case 0..<0x80: return false  // ASCII is decided without a Unicode property lookup
        case 0xA0, 0x2007, 0x202F: return false
        default: return scalar.properties.generalCategory == .spaceSeparator
        }
    }

    /// The hard breaks UIKit honours: LF, CR, CR LF (one Character in Swift), LINE and PARAGRAPH SEPARATOR.
    static func isHardBreak(_ character: Character) -> Bool {
        switch character.unicodeScalars.first!.value {
        case 0x0A, 0x0D, 0x2028, 0x2029: return true
        default: return false
        }
    }
}
