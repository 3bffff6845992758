/// Priority of a constraint, following Apple Auto Layout: an integer in `1...1000`.
///
/// Why: `1000` is required; `1...999` are optional, and optional priorities
/// are *hierarchical*: the solver satisfies every constraint of a higher
/// priority as well as possible before it looks at any lower one, so three
/// violated `250`s never outweigh one `500` (unlike kiwi, which sums weights).
///
/// ```swift
/// try solver.add((width == 50).priority(.defaultHigh))
/// try solver.add((width == 80).priority(250))
/// ```
public struct Priority: RawRepresentable, Hashable, Comparable, Sendable,
    ExpressibleByIntegerLiteral, CustomStringConvertible
{
    /// The numeric priority; valid values are `1...1000`.
    public let rawValue: Int

    /// Creates a priority; out-of-range values are rejected when the
    /// constraint is added (``SolverError/invalidPriority(_:)``).
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Creates a priority from an integer.
    public init(_ value: Int) { self.rawValue = value }

    /// Lets a literal stand for a priority: `.priority(250)`.
    public init(integerLiteral value: Int) { self.rawValue = value }

    /// Must be satisfied; adding an unsatisfiable required constraint throws.
    public static let required = Priority(1000)
    /// UIKit's `defaultHigh` (750): content-hugging / compression defaults.
    public static let defaultHigh = Priority(750)
    /// UIKit's `defaultLow` (250).
    public static let defaultLow = Priority(250)
    /// UIKit's `fittingSizeLevel` (50).
    public static let fittingSizeLevel = Priority(50)

    /// True for `1000`.
    public var isRequired: Bool { rawValue == Priority.required.rawValue }

    /// True for `1...1000`.
    public var isValid: Bool { (1...1000).contains(rawValue) }

    /// Orders by strength, so a higher priority compares greater, as in UIKit.
    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The number alone, as UIKit's console prints priorities.
    public var description: String { String(rawValue) }
}
