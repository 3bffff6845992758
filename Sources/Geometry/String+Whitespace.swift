extension StringProtocol {
    /// The text without spaces and tabs at either end: Unicode's space separators (category Zs,
    /// which includes no-break and ideographic spaces), U+0009, and U+200B ZERO WIDTH SPACE
    /// (a space separator in Unicode before 4.0.1, and still in Foundation's set): the set
    /// Foundation calls `CharacterSet.whitespaces`. Line breaks stay.
    ///
    /// Written here rather than taken from Foundation, whose `trimmingCharacters(in:)` needs the
    /// whole of Foundation and its Unicode tables: the compiler links only FoundationEssentials.
    /// Like Foundation's, it trims Unicode scalars, not characters.
    public func trimmingSpaces() -> String {
        trimming { scalar in
            if scalar.isASCII { return scalar == " " || scalar == "\t" }
            return scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
        }
    }

    /// The text without white space or line breaks at either end: Unicode's separators
    /// (categories Zs, Zl and Zp), U+0009 to U+000D, U+0085 and U+200B, the set Foundation calls
    /// `CharacterSet.whitespacesAndNewlines`.
    public func trimmingSpacesAndNewlines() -> String {
        trimming { scalar in
            switch scalar.value {
            case 0x09...0x0D, 0x20, 0x85, 0x200B: true
            case ..<0x80: false
            default:
                switch scalar.properties.generalCategory {
                case .spaceSeparator, .lineSeparator, .paragraphSeparator: true
                default: false
                }
            }
        }
    }

    private func trimming(_ trimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        // Most text has nothing to trim: it is copied whole, as UTF-8, rather than rebuilt a
        // scalar at a time (which made trimming a tenth of a constraint-heavy compile).
        guard let head = scalars.first, let tail = scalars.last else { return "" }
        if !trimmed(head) && !trimmed(tail) { return String(self) }
        guard let first = scalars.firstIndex(where: { !trimmed($0) }),
              let last = scalars.lastIndex(where: { !trimmed($0) }) else { return "" }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }
}
