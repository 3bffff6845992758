/// The relation of a ``Constraint``: `lhs <= rhs`, `lhs == rhs` or `lhs >= rhs`.
///
/// Why: inequalities get a slack symbol, equalities a dummy (required) or a
/// pair of error symbols (optional); the relation decides which.
///
/// ```swift
/// let c = Constraint(x.linearExpression, .greaterThanOrEqual, LinearExpression(constant: 20))
/// ```
public enum Relation: Sendable, CustomStringConvertible {
    /// `lhs <= rhs`: gets a slack variable.
    case lessThanOrEqual
    /// `lhs == rhs`: gets a dummy variable when required, error variables when optional.
    case equal
    /// `lhs >= rhs`: gets a slack variable.
    case greaterThanOrEqual

    /// `<=`, `==` or `>=`, as constraints are written.
    public var description: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }
}
