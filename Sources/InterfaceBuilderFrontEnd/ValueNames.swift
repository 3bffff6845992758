import SceneFrontEnd

/// Scene names made from Interface Builder's ids and labels: letters, digits and `_`, starting
/// with a letter, as a scene's `id` must be, and never a word the scene format reserves.
enum ValueNames {
    /// `text` with every other character as `_`, and a leading `v` when it starts with none of
    /// the letters; "" for an empty text.
    static func sanitized(_ text: String) -> String {
        let scalars = text.unicodeScalars.prefix(60).map { s -> Character in
            s.isASCII && (s.properties.isAlphabetic || ("0"..."9").contains(s) || s == "_") ? Character(s) : "_"
        }
        guard let first = scalars.first else { return "" }
        let name = (first.isLetter ? "" : "v") + String(scalars)
        return ValueSyntax.reservedNames.contains(name) ? name + "_" : name
    }

    /// Whether `text` is already a valid name.
    static func isName(_ text: String) -> Bool {
        !text.isEmpty && sanitized(text) == text
    }
}
