/// A value kept on the heap, so that a struct that holds it, when it is present at all, pays
/// one pointer in its own size rather than the value's.
///
/// For the parts of a node that most nodes leave at UIKit's defaults (a border, margins,
/// content priorities, a transform): a scene holds one node per view, and every stage copies
/// and reads them, so inline defaults would be paid by every node. An indirect enum rather than
/// a class: it keeps value semantics, and equality and hashing come from the value.
indirect enum OutOfLine<Value: Hashable & Sendable>: Hashable, Sendable {
    case value(Value)

    /// Boxes `value`, or nil when it is `standard`, so that a value equal to the defaults is
    /// always stored the same way (nil) and equality of the holder stays equality of its values.
    static func unlessStandard(_ value: Value, _ standard: Value) -> OutOfLine? {
        value == standard ? nil : .value(value)
    }

    /// The value held.
    var value: Value {
        switch self {
        case .value(let value): value
        }
    }
}
