import SceneModel

/// An attribute of one kind's own, which writes its value into the kind's payload in the
/// node's draft: the rule a Kinds/ file declares its attributes with.
struct PayloadAttribute<Payload: ContentPayload>: Sendable {
    /// The schema's declaration of it.
    let attribute: SceneSchema.Attribute

    /// An attribute `name` read by `parser`, whose value `write` puts in the payload.
    init<Value>(_ name: String, _ parser: ValueParser<Value>, _ write: @escaping @Sendable (inout Payload, Value) -> Void) {
        attribute = SceneSchema.Attribute(name, kind: parser.kind, .node(.set(parser) { draft, value in
            draft.updateContent { (payload: inout Payload) in write(&payload, value) }
        }))
    }
}
