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
        trimming { $0 == "\t" || $0 == "\u{200B}" || $0.properties.generalCategory == .spaceSeparator }
    }

    /// The text without white space or line breaks at either end: Unicode's separators
    /// (categories Zs, Zl and Zp), U+0009 to U+000D, U+0085 and U+200B, the set Foundation calls
    /// `CharacterSet.whitespacesAndNewlines`.
    public func trimmingSpacesAndNewlines() -> String {
        trimming { scalar in
            switch scalar.value {
            case 0x09...0x0D, 0x85, 0x200B: true
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
        guard let first = scalars.firstIndex(where: { !trimmed($0) }),
              let last = scalars.lastIndex(where: { !trimmed($0) }) else { return "" }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }
}
