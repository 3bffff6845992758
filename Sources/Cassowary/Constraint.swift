/// A linear relation between expressions with a ``Priority``.
///
/// Why: the unit the ``Solver`` adds and removes. A constraint is a reference
/// type: the solver recognises it by identity, so keep the object to remove it
/// later. It is immutable; ``priority(_:)`` returns a new constraint.
///
/// ```swift
/// let c = (x + 2 * y == 10).priority(.defaultHigh)
/// try solver.add(c)
/// try solver.remove(c)
/// ```
public final class Constraint: Sendable, CustomStringConvertible {
    /// `lhs - rhs`, reduced (each variable once); the constraint reads `expression <relation> 0`.
    public let expression: LinearExpression
    /// The relation between the two sides.
    public let relation: Relation
    /// The priority; ``Priority/required`` unless changed.
    public let priority: Priority
    /// Optional label shown in descriptions and unsatisfiability reports.
    public let identifier: String?

    /// Creates `expression <relation> 0`.
    public init(
        _ expression: LinearExpression, _ relation: Relation,
        priority: Priority = .required, identifier: String? = nil
    ) {
        self.expression = expression.reduced()
        self.relation = relation
        self.priority = priority
        self.identifier = identifier
    }

    /// Creates `lhs <relation> rhs`.
    public convenience init(
        _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression,
        priority: Priority = .required, identifier: String? = nil
    ) {
        var difference = lhs
        // A constant right-hand side (`width == 40`) leaves the left's terms as they are.
        if !rhs.terms.isEmpty {
            difference.terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
            for term in rhs.terms { difference.terms.append(Term(term.variable, -term.coefficient)) }
        }
        difference.constant -= rhs.constant
        self.init(difference, relation, priority: priority, identifier: identifier)
    }

    /// Returns a copy with another priority (a new object, not yet added anywhere).
    ///
    /// ```swift
    /// let soft = (width == 50).priority(750)
    /// ```
    public func priority(_ priority: Priority) -> Constraint {
        Constraint(expression, relation, priority: priority, identifier: identifier)
    }

    /// Returns a copy carrying `identifier`, handy in unsatisfiability reports.
    public func identified(_ identifier: String) -> Constraint {
        Constraint(expression, relation, priority: priority, identifier: identifier)
    }

    /// The constraint as `[identifier] expression relation 0 @priority`, for error messages.
    public var description: String {
        let label = identifier.map { "[\($0)] " } ?? ""
        return "\(label)\(expression) \(relation) 0 @\(priority)"
    }
}
