/// An unknown of the linear system, identified by object identity.
///
/// Why: constraints refer to variables by reference so the same `Variable`
/// can appear in many constraints; the solver maps it to an internal symbol on
/// first use. A variable is immutable and `Sendable`; its solved value lives in
/// the solver and is read with ``Solver/value(of:)``.
///
/// ```swift
/// let left = Variable("button.left")
/// try solver.add(left >= 0)
/// let x = solver.value(of: left)
/// ```
public final class Variable: Sendable, CustomStringConvertible {
    /// Human-readable name used in descriptions and error messages; not required to be unique.
    public let name: String

    /// Creates a variable. Identity, not the name, distinguishes variables.
    public init(_ name: String = "") {
        self.name = name
    }

    /// The name, or `Variable` for an unnamed one, for error messages.
    public var description: String { name.isEmpty ? "Variable" : name }
}
