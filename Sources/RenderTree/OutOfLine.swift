/// A value kept on the heap, so that a struct that holds it, when it is present at all, pays
/// one pointer in its own size rather than the value's.
///
/// For parts that few render nodes or hit regions have: a tree holds one node per view, and
/// inline optionals of a border, a scroller and an image would each be paid by every node.
/// An indirect enum rather than a class: it keeps value semantics, and equality and hashing
/// come from the value.
@usableFromInline
indirect enum OutOfLine<Value: Hashable & Sendable>: Hashable, Sendable {
    case value(Value)

    @usableFromInline init(_ value: Value) {
        self = .value(value)
    }

    /// The value held.
    @inlinable var value: Value {
        switch self {
        case .value(let value): value
        }
    }
}
