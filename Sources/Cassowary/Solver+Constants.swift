extension Solver {
    // MARK: Changing constants

    /// Gives constraints in the solver new constants and re-solves from the current solution
    /// with the dual simplex: what UIKit does when an `NSLayoutConstraint`'s `constant`
    /// changes, and how a view is laid out again at a new size without solving from scratch.
    ///
    /// Apple's documentation of `NSLayoutConstraint.constant`: "Unlike the other properties,
    /// the constant can be modified after constraint creation. Setting the constant on an
    /// existing constraint performs much better than removing the constraint and adding a new
    /// one that's exactly like the old except that it has a different constant."
    ///
    /// `Constraint` is immutable, so each changed constraint is replaced by a new object with
    /// the same terms, relation, priority and identifier and the new `constant` (that of
    /// `expression`, the constraint reading `expression <relation> 0`); the new objects are
    /// returned in the order of `changes` and take the originals' places, also in the
    /// addition order that conflict reports and rebuilds use. Any kind of constraint may
    /// change, required or optional, equality or inequality. All constants change before the
    /// solver re-solves, so a set of constants that is feasible only together is taken.
    ///
    /// The values are those of the same constraints added afresh with the new constants,
    /// except where optional constraints tie: then the solution reached from the old one may
    /// be another of the equally good ones, as in UIKit.
    ///
    /// - Returns: the replacements, or nil when the new constants make the required
    ///   constraints infeasible together; the solver is then exactly as it was, old constants
    ///   and values. (Which constraints conflict is found by adding them afresh.)
    /// - Throws: ``SolverError/unknownConstraint(_:)`` for a constraint not in the solver (an
    ///   edit constraint included: its target moves with ``suggestValue(_:_:)``);
    ///   ``SolverError/duplicateConstraint(_:)`` for a constraint named twice;
    ///   ``SolverError/numericalTrouble(_:reason:)`` for a new constant outside the domain
    ///   (``Tolerance``), before anything changes;
    ///   ``SolverError/pivotLimitReached(_:)``; ``SolverError/internalError(_:)`` on a broken
    ///   invariant.
    ///
    /// ```swift
    /// let pin = width == 320                        // width − 320 == 0
    /// try solver.add(pin)
    /// let pins = try solver.changeConstants([(pin, -568)])   // width − 568 == 0
    /// solver.value(of: width)                       // 568; pins?[0] is in the solver, pin is not
    /// ```
    public func changeConstants(_ changes: [(constraint: Constraint, constant: Double)]) throws -> [Constraint]? {
        try checkNotSpent()
        var shifts: [(record: Int32, delta: Double)] = []
        var named: [ObjectIdentifier: Bool] = [:]  // lookup only
        var replacements: [Constraint] = []
        replacements.reserveCapacity(changes.count)
        for (constraint, constant) in changes {
            let key = ObjectIdentifier(constraint)
            guard let record = recordOfConstraint[key] else { throw SolverError.unknownConstraint(constraint) }
            guard named.updateValue(true, forKey: key) == nil else { throw SolverError.duplicateConstraint(constraint) }
            var expression = constraint.expression
            expression.constant = constant
            let replacement = Constraint(expression, constraint.relation, priority: constraint.priority, identifier: constraint.identifier)
            if let reason = Tolerance.domainViolation(of: replacement) {
                throw SolverError.numericalTrouble(replacement, reason: reason)
            }
            shifts.append((record, constant - constraint.expression.constant))
            replacements.append(replacement)
        }
        do {
            engine.doubtful = false
            guard try engine.shiftConstants(of: shifts) else { return nil }
        } catch {
            throw translated(error)
        }
        for ((constraint, _), (shift, replacement)) in zip(changes, zip(shifts, replacements)) {
            recordOfConstraint[ObjectIdentifier(constraint)] = nil
            recordOfConstraint[ObjectIdentifier(replacement)] = shift.record
            constraintsByRecord[Int(shift.record)] = replacement
        }
        valuesAreCurrent = false
        do {
            // As after a suggestion: a doubtful step, or a due refactorisation, recomputes the
            // numbers from the constraints, which now hold the new constants.
            if engine.doubtful && isRefactorisable { try refresh() }
            suggestionsSinceRefresh += 1
            try refreshIfDue()
        } catch {
            throw translated(error)
        }
        return replacements
    }
}
