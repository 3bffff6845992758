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
        if isReducedShort { return self }
        var order: [Variable] = []
        var sums: [Double] = []
        order.reserveCapacity(terms.count)
        sums.reserveCapacity(terms.count)
        // A constraint's expression has a few terms: searching those kept so far costs less
        // than the dictionary's allocation and hashing (5 % of compiling a table of 2,000
        // self-sizing rows). A longer expression takes the dictionary, so the merge stays linear.
        let searches = terms.count <= Self.searchedMergeLimit
        var slot: [ObjectIdentifier: Int] = [:]
        for term in terms {
            let key = ObjectIdentifier(term.variable)
            if let index = searches ? order.firstIndex(where: { $0 === term.variable }) : slot[key] {
                sums[index] += term.coefficient
            } else {
                if !searches { slot[key] = order.count }
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

    /// The most terms `reduced()` merges by searching the terms kept so far, not by hashing.
    static let searchedMergeLimit = 8

    /// Whether a short expression is reduced already: no variable twice, no zero coefficient.
    /// Most constraints' expressions are, and then `reduced()` returns them as they are rather
    /// than building the same terms again (a fifth of the cost of gathering a table row's
    /// system to compare its constants).
    private var isReducedShort: Bool {
        guard terms.count <= Self.searchedMergeLimit else { return false }
        for (k, term) in terms.enumerated() {
            if term.coefficient == 0 { return false }
            for earlier in terms[..<k] where earlier.variable === term.variable { return false }
        }
        return true
    }

    /// The terms and constant joined by ` + `, for error messages and debugging.
    public var description: String {
        let parts = terms.map(\.description) + [String(constant)]
        return parts.joined(separator: " + ")
    }
}
