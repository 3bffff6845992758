/// A value kept on the heap, so that a struct that holds it, when it is present at all, pays
/// one pointer in its own size rather than the value's.
///
/// For the parts of a scene node or a render node that most nodes leave at UIKit's defaults or
/// do not have (a border, margins, content priorities, a transform, a scroller, an image): a
/// scene or a tree holds one node per view, and every stage copies and reads them, so inline
/// defaults would be paid by every node, at 100,000 views twice the memory. An indirect enum
/// rather than a class: it keeps value semantics, and equality and hashing come from the value.
public indirect enum OutOfLine<Value: Hashable & Sendable>: Hashable, Sendable {
    case value(Value)

    /// Boxes `value`.
    @inlinable public init(_ value: Value) {
        self = .value(value)
    }

    /// Boxes `value`, or nil when it is `standard`, so that a value equal to the defaults is
    /// always stored the same way (nil) and equality of the holder stays equality of its values.
    @inlinable public static func unlessStandard(_ value: Value, _ standard: Value) -> OutOfLine? {
        value == standard ? nil : .value(value)
    }

    /// The value held. Inlinable, so that code reading a field of a boxed part in place copies
    /// nothing else.
    @inlinable public var value: Value {
        switch self {
        case .value(let value): value
        }
    }
}
