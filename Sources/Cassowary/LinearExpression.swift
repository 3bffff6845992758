/// A linear expression `Σ coefficient·variable + constant`.
///
/// Named `LinearExpression` rather than kiwi's `Expression` because Foundation
/// now exports an `Expression` type and clients importing both would clash.
///
/// Why: both sides of a ``Constraint`` are expressions; they are usually built
/// with the operators in `Operators.swift` rather than by hand.
///
/// ```swift
/// let mid: LinearExpression = (left + right) / 2
/// ```
public struct LinearExpression: Sendable, CustomStringConvertible {
    /// The summands, possibly with repeated variables until ``reduced()`` is applied.
    public var terms: [Term]
    /// The constant part.
    public var constant: Double

    /// Creates an expression from terms and a constant.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Returns the expression with repeated variables merged (first-occurrence
    /// order kept) and zero coefficients dropped.
    ///
    /// Why: the engine expects each variable at most once. The merge uses a
    /// dictionary for lookups only; the output order is the input order, so the
    /// result is deterministic.
    public func reduced() -> LinearExpression {
        var order: [Variable] = []
        var sums: [Double] = []
        var slot: [ObjectIdentifier: Int] = [:]
        for term in terms {
            let key = ObjectIdentifier(term.variable)
            if let index = slot[key] {
                sums[index] += term.coefficient
            } else {
                slot[key] = order.count
                order.append(term.variable)
                sums.append(term.coefficient)
            }
        }
        var merged: [Term] = []
        merged.reserveCapacity(order.count)
        for index in order.indices where sums[index] != 0 {
            merged.append(Term(order[index], sums[index]))
        }
        return LinearExpression(merged, constant: constant)
    }

    /// The terms and constant joined by ` + `, for error messages and debugging.
    public var description: String {
        let parts = terms.map(\.description) + [String(constant)]
        return parts.joined(separator: " + ")
    }
}
