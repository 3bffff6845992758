import SceneModel
import Typesetting

/// Parsers for the text properties of labels and buttons.
extension ValueSyntax {
    /// A font as `UIFont` is made: `[FAMILY] SIZE [WEIGHT]`, such as `17`, `15 semibold` or
    /// `DejaVu Serif 20 bold`. The family defaults to `system`, the weight to `regular`. Or a
    /// text style's name (`body`, `subheadline`), as `UIFont.preferredFont(forTextStyle:)`
    /// gives it at the default size: the system font at the style's size and weight (`TextStyle`).
    func font(_ text: String) -> Parsed<FontSpec> {
        if let style = TextStyle(rawValue: text) { return .success((SystemFont.familyName, style.size, style.weight, style)) }
        var words = text.split(separator: " ").map(String.init)
        var weight = FontWeight.regular
        if let last = words.last, let w = FontWeight(rawValue: last) {
            weight = w
            words.removeLast()
        }
        let example = "write it as '[family] size [weight]', such as '17', '15 semibold' or 'DejaVu Serif 20 bold'"
        guard let sizeWord = words.popLast(), case .success(let size) = number(sizeWord) else {
            if let last = text.split(separator: " ").last, FontWeight(rawValue: String(last)) == nil, Double(last) == nil, text.split(separator: " ").count > 1 {
                let hint = NameSuggestion.hint(for: String(last), in: FontWeight.allCases.map(\.rawValue))
                return .failure(Message("'\(Self.quoted(String(last)))' is not a font weight\(hint); \(example)"))
            }
            return .failure(Message("'\(Self.quoted(text))' has no font size; \(example)"))
        }
        guard size > 0, size <= 1000 else { return .failure(Message("the font size must be greater than 0 and at most 1000, got '\(Self.quoted(sizeWord))'")) }
        let family = words.joined(separator: " ")
        // Family names reach CSS and SVG; keeping them to these characters keeps them inert there.
        guard family.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || " -_".unicodeScalars.contains($0)) }),
              family.count <= 100 else {
            return .failure(Message("'\(Self.quoted(family))' is not a font family name; use letters, digits, spaces, '-' and '_'"))
        }
        return .success((family.isEmpty ? "system" : family, size, weight, nil))
    }

    /// Any text but control characters other than newline and tab (`&#10;` writes a newline).
    static func text(_ text: String) -> Parsed<String> {
        if let bad = text.unicodeScalars.first(where: { $0.properties.generalCategory == .control && $0 != "\n" && $0 != "\t" }) {
            return .failure(Message("the text contains the control character U+\(String(bad.value, radix: 16, uppercase: true))"))
        }
        return .success(text)
    }

    static func nonNegativeInteger(_ text: String) -> Parsed<Int> {
        guard !text.isEmpty, text.count <= 9, text.allSatisfy({ ("0"..."9").contains($0) }), let v = Int(text) else {
            return .failure(Message("expected a whole number 0 or more, got '\(Self.quoted(text))'"))
        }
        return .success(v)
    }

    static func textAlignment(_ text: String) -> Parsed<TextContent.Alignment> {
        enumeration(text, TextContent.Alignment.self, "text alignment")
    }

    static func lineBreakMode(_ text: String) -> Parsed<LineBreakMode> {
        enumeration(text, LineBreakMode.self, "line break mode")
    }

    static func enumeration<E: RawRepresentable & CaseIterable>(_ text: String, _ type: E.Type, _ what: String) -> Parsed<E> where E.RawValue == String {
        if let v = E(rawValue: text) { return .success(v) }
        let names = E.allCases.map(\.rawValue)
        let hint = NameSuggestion.hint(for: text, in: names)
        return .failure(Message("unknown \(what) '\(Self.quoted(text))'" + (hint.isEmpty ? "; use one of \(names.map { "'\($0)'" }.joined(separator: ", "))" : hint)))
    }
}
