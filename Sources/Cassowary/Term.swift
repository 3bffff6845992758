/// A variable multiplied by a coefficient, one summand of an ``LinearExpression``.
///
/// Why: the building block of linear expressions; produced by `2 * x`.
///
/// ```swift
/// let t = Term(x, 2)   // 2·x
/// ```
public struct Term: Sendable, CustomStringConvertible {
    /// The variable of the summand.
    public let variable: Variable
    /// Its coefficient.
    public let coefficient: Double

    /// Creates `coefficient · variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// `coefficient*variable`, for descriptions of expressions.
    public var description: String { "\(coefficient)*\(variable)" }
}
