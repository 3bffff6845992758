/// The `{name}` placeholders of a value inside a component, found in one pass.
///
/// A placeholder is a `}` and the nearest `{` before it, with an identifier between them and no
/// placeholder's `}` in between: `{a{b}` holds `{b}`, `{{a}}` holds `{a}`, and every other brace
/// is text. Each byte is read once, left to right, so a value of `{ ` repeated 32,768 times
/// costs what its length does (searching for a `}` again after each `{` cost its square).
enum Placeholders {
    /// One placeholder: its byte range in the value's UTF-8, braces included, and its name.
    struct Occurrence: Equatable {
        var range: Range<Int>
        var name: String
    }

    /// Every placeholder of `text`, in order.
    static func occurrences(in text: String) -> [Occurrence] {
        var found: [Occurrence] = []
        let utf8 = Array(text.utf8)
        var open: Int?
        for (offset, byte) in utf8.enumerated() {
            if byte == UInt8(ascii: "{") {
                open = offset
            } else if byte == UInt8(ascii: "}"), let start = open {
                open = nil
                let name = String(decoding: utf8[(start + 1)..<offset], as: UTF8.self)
                if ValueSyntax.isIdentifier(name) { found.append(Occurrence(range: start..<(offset + 1), name: name)) }
            }
        }
        return found
    }

    /// The names written as `{name}` in a value, in order.
    static func names(in text: String) -> [String] {
        occurrences(in: text).map(\.name)
    }

    /// `{name}` replaced by its argument; every other brace, and a placeholder with no argument,
    /// is kept as written. Nil when the result would pass `limit` bytes, found before it is
    /// built past it; text without placeholders comes back as written (the builder reports a
    /// value too long).
    static func substitute(_ text: String, _ arguments: [String: String], atMost limit: Int) -> String? {
        guard !arguments.isEmpty, text.utf8.contains(UInt8(ascii: "{")) else { return text }
        let utf8 = Array(text.utf8)
        var result: [UInt8] = []
        var copied = 0
        for occurrence in occurrences(in: text) {
            guard let value = arguments[occurrence.name] else { continue }
            let added = occurrence.range.lowerBound - copied + value.utf8.count
            guard result.count + added <= limit else { return nil }
            result += utf8[copied..<occurrence.range.lowerBound]
            result += value.utf8
            copied = occurrence.range.upperBound
        }
        guard result.count + utf8.count - copied <= limit else { return nil }
        result += utf8[copied...]
        return String(decoding: result, as: UTF8.self)
    }
}
