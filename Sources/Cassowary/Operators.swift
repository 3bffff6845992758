/// Anything that can stand on either side of a linear constraint:
/// ``Variable``, ``Term`` and ``LinearExpression``.
///
/// Why: lets a handful of generic operators cover every combination, which
/// keeps the overload set small (and the type checker fast).
public protocol LinearExpressionConvertible {
    /// The value as an ``LinearExpression``.
    var linearExpression: LinearExpression { get }
}

extension Variable: LinearExpressionConvertible {
    /// `1 · self`, so a bare variable can stand on either side of an operator.
    public var linearExpression: LinearExpression { LinearExpression([Term(self)]) }
}

extension Term: LinearExpressionConvertible {
    /// The term alone, with no constant.
    public var linearExpression: LinearExpression { LinearExpression([self]) }
}

extension LinearExpression: LinearExpressionConvertible {
    /// Itself: the expression is already in the form constraints are built from.
    public var linearExpression: LinearExpression { self }
}

extension LinearExpression {
    /// `self * factor`, used by the operators below.
    func scaled(by factor: Double) -> LinearExpression {
        LinearExpression(terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }

    /// `self + other`.
    func adding(_ other: LinearExpression) -> LinearExpression {
        LinearExpression(terms + other.terms, constant: constant + other.constant)
    }

    /// `self - other`, with one new array of terms rather than two: layout builds an
    /// expression for each anchor of every constraint, in every row of a table.
    func subtracting(_ other: LinearExpression) -> LinearExpression {
        var difference = terms
        difference.reserveCapacity(terms.count + other.terms.count)
        for term in other.terms { difference.append(Term(term.variable, -term.coefficient)) }
        return LinearExpression(difference, constant: constant - other.constant)
    }

    /// `self + c`: the same terms, no new array.
    func shifted(by c: Double) -> LinearExpression {
        var shifted = self
        shifted.constant += c
        return shifted
    }
}

// MARK: Arithmetic

/// Sum of two linear expressions: `x + y`.
public func + <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> LinearExpression {
    lhs.linearExpression.adding(rhs.linearExpression)
}

/// Adds a constant: `x + 8`.
public func + <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> LinearExpression {
    lhs.linearExpression.shifted(by: rhs)
}

/// Adds a constant: `8 + x`.
public func + <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> LinearExpression {
    rhs.linearExpression.shifted(by: lhs)
}

/// Difference: `x - y`.
public func - <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> LinearExpression {
    lhs.linearExpression.subtracting(rhs.linearExpression)
}

/// Subtracts a constant: `x - 8`.
public func - <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> LinearExpression {
    lhs.linearExpression.shifted(by: -rhs)
}

/// Constant minus expression: `100 - x`.
public func - <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> LinearExpression {
    rhs.linearExpression.scaled(by: -1).shifted(by: lhs)
}

/// Negation: `-x`.
public prefix func - <T: LinearExpressionConvertible>(operand: T) -> LinearExpression {
    operand.linearExpression.scaled(by: -1)
}

/// `x + y` of two variables, its terms made at once rather than from one expression each.
public func + (lhs: Variable, rhs: Variable) -> LinearExpression {
    LinearExpression([Term(lhs), Term(rhs)])
}

/// `x + e`, the variable's term and the expression's in one new array.
public func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
    var terms: [Term] = []
    terms.reserveCapacity(1 + rhs.terms.count)
    terms.append(Term(lhs))
    terms += rhs.terms
    return LinearExpression(terms, constant: rhs.constant)
}

/// `2 * x` of a variable: one term, no expression to scale.
public func * (lhs: Double, rhs: Variable) -> LinearExpression {
    LinearExpression([Term(rhs, lhs)])
}

/// Scaling: `2 * x`.
public func * <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> LinearExpression {
    rhs.linearExpression.scaled(by: lhs)
}

/// Scaling: `x * 2`.
public func * <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> LinearExpression {
    lhs.linearExpression.scaled(by: rhs)
}

/// Division by a constant: `(l + r) / 2`.
public func / <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> LinearExpression {
    lhs.linearExpression.scaled(by: 1 / rhs)
}

// MARK: Relations (required priority; change with `.priority(_:)`)

/// `lhs == rhs` as a required constraint.
public func == <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs.linearExpression, .equal, rhs.linearExpression)
}

/// `lhs == constant` as a required constraint.
public func == <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs.linearExpression, .equal, LinearExpression(constant: rhs))
}

/// `lhs <= rhs` as a required constraint.
public func <= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs.linearExpression, .lessThanOrEqual, rhs.linearExpression)
}

/// `lhs <= constant` as a required constraint.
public func <= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs.linearExpression, .lessThanOrEqual, LinearExpression(constant: rhs))
}

/// `constant <= rhs` as a required constraint.
public func <= <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(LinearExpression(constant: lhs), .lessThanOrEqual, rhs.linearExpression)
}

/// `lhs >= rhs` as a required constraint.
public func >= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs.linearExpression, .greaterThanOrEqual, rhs.linearExpression)
}

/// `lhs >= constant` as a required constraint.
public func >= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs.linearExpression, .greaterThanOrEqual, LinearExpression(constant: rhs))
}

/// `constant >= rhs` as a required constraint.
public func >= <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(LinearExpression(constant: lhs), .greaterThanOrEqual, rhs.linearExpression)
}
