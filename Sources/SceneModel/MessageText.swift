/// How a name or a list from the file is shown inside a message, so that no name and no list a
/// file can write makes a message long: an 8 MB element name, or a component's ten thousand
/// parameters, must not be printed a hundred times over.
package enum MessageText {
    /// The most characters of one name a message shows; longer ones end in "…". (A value the
    /// front end already cut to `longestQuote` characters and an ellipsis passes unchanged.)
    static let longestName = 48
    /// The most characters of a value from the file (an attribute's text) a message quotes.
    package static let longestQuote = 40
    /// The most items of a list a message shows before "and N more".
    static let mostListed = 10
    /// The most bytes any message or note has, whatever it quotes (a libxml2 error naming an
    /// element, a 4,096-character constraint): the rest is cut with "…".
    static let longestMessage = 8_192

    /// `name` with control characters as spaces, cut to `longest` characters.
    package static func name(_ name: String, longest: Int = longestName) -> String {
        let shown = name.prefix(longest)
        let clean = String(String.UnicodeScalarView(shown.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : $0 }))
        return shown.endIndex == name.endIndex ? clean : clean + "…"
    }

    /// Items joined by `separator`, or the first `mostListed` and "and N more"; each item is
    /// already shown as the caller wants it.
    static func list(_ items: [String], separator: String = ", ") -> String {
        let shown = items.prefix(mostListed).joined(separator: separator)
        return items.count > mostListed ? shown + " and \(items.count - mostListed) more" : shown
    }

    /// Names in single quotes, listed: `'a', 'b' and 3 more`.
    static func quotedList(_ names: [String]) -> String {
        let shown = names.prefix(mostListed).map { "'\(name($0))'" }.joined(separator: ", ")
        return names.count > mostListed ? shown + " and \(names.count - mostListed) more" : shown
    }

    /// `text` cut to about `longestMessage` bytes, at a character's end.
    static func bounded(_ text: String) -> String {
        guard text.utf8.count > longestMessage else { return text }
        var end = text.startIndex
        var bytes = 0
        for index in text.indices {
            let next = text.index(after: index)
            bytes += text[index..<next].utf8.count
            guard bytes <= longestMessage else { break }
            end = next
        }
        return String(text[..<end]) + "…"
    }
}
