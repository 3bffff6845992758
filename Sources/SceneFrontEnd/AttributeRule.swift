/// Where a schema attribute's value goes: it parses the text with the attribute's
/// `ValueParser` and writes the value into a draft, or gives the parser's message and leaves
/// the draft as it was (at UIKit's default, or what the element set before).
struct AttributeRule<Draft>: Sendable {
    /// Parses `text` and writes the value into the draft; the message when the text is invalid.
    let apply: @Sendable (inout Draft, String, ValueSyntax) -> ValueSyntax.Message?
    /// What the schema and the docs call the value.
    let kind: SceneSchema.ValueKind

    /// A rule that parses with `parser` and gives the value to `write`.
    static func set<Value>(_ parser: ValueParser<Value>, _ write: @escaping @Sendable (inout Draft, Value) -> Void) -> Self {
        Self(apply: { draft, text, syntax in
            switch parser.parse(syntax, text) {
            case .success(let value): write(&draft, value); return nil
            case .failure(let message): return message
            }
        }, kind: parser.kind)
    }
}
