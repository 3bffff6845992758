/// Failures reported by ``Solver``.
///
/// Every case carries the objects involved so a caller (an Auto Layout
/// layer, say) can react, e.g. break the weakest constraint of a conflict.
public enum SolverError: Error, CustomStringConvertible {
    /// The constraint object is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint object is not in the solver.
    case unknownConstraint(Constraint)
    /// A required constraint cannot be satisfied together with the required
    /// constraints already present. `conflicting` is the set of required
    /// constraints (including `constraint` itself, listed last, the others in
    /// the order they were added) that together are infeasible; the solver is
    /// unchanged.
    case unsatisfiableConstraint(Constraint, conflicting: [Constraint])
    /// The priority is outside `1...1000`.
    case invalidPriority(Priority)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must be optional (`1...999`), as in kiwi.
    case requiredEditVariable(Variable)
    /// An invariant of the engine was broken (a bug); the message says which.
    case internalError(String)
    /// The solver made ``Solver/pivotLimit`` simplex pivots without finishing: the system is
    /// too large or cycles. The solver is spent: every later change throws this again, and
    /// values are meaningless.
    case pivotLimitReached(Int)
    /// The solver cannot answer for `constraint` exactly: it lies outside the domain the
    /// solver promises to solve (``Tolerance``), or its answer failed the solver's own check
    /// and fresh numbers failed it too. The solver is as it was before the call, except after
    /// ``NumericalTrouble/inconsistentTableau``, which leaves it spent like
    /// ``pivotLimitReached(_:)``.
    case numericalTrouble(Constraint, reason: NumericalTrouble)

    /// One line naming the error and the objects involved, for logs and test failures.
    public var description: String {
        switch self {
        case .duplicateConstraint(let c): return "duplicate constraint \(c)"
        case .unknownConstraint(let c): return "unknown constraint \(c)"
        case .unsatisfiableConstraint(let c, let set):
            return "unsatisfiable constraint \(c); conflicting set: \(set.map(\.description))"
        case .invalidPriority(let p): return "invalid priority \(p): must be 1...1000"
        case .duplicateEditVariable(let v): return "duplicate edit variable \(v)"
        case .unknownEditVariable(let v): return "unknown edit variable \(v)"
        case .requiredEditVariable(let v): return "edit variable \(v) cannot be required"
        case .internalError(let m): return "internal solver error: \(m)"
        case .pivotLimitReached(let n): return "gave up after \(n) simplex pivots"
        case .numericalTrouble(let c, let reason): return "cannot solve \(c) exactly: \(reason)"
        }
    }
}

/// Why the solver declined to answer (``SolverError/numericalTrouble(_:reason:)``).
public enum NumericalTrouble: Sendable, Equatable, CustomStringConvertible {
    /// A coefficient or constant is infinite or not a number.
    case notFinite
    /// The largest coefficient is more than ``Tolerance/coefficientRange`` times the smallest.
    case coefficientRange(Double)
    /// A constant (or a suggested value) is past ``Tolerance/largestConstant`` times the
    /// largest coefficient.
    case constantMagnitude(Double)
    /// The tableau refused the constraint, and neither its numbers nor fresh ones gave weights
    /// that prove the conflict.
    case unprovableConflict
    /// The values missed this required constraint by the amount given, on fresh numbers too.
    case residual(Double)
    /// A tableau built afresh from the constraints refused one the solver holds.
    case inconsistentTableau

    /// Words for a diagnostic.
    public var description: String {
        switch self {
        case .notFinite: return "a number in it is not finite"
        case .coefficientRange(let r): return "its largest coefficient is \(r.rounded()) times its smallest, past the solver's range of \(Tolerance.coefficientRange)"
        case .constantMagnitude(let m): return "a constant of \(m) is past the solver's range of \(Tolerance.largestConstant)"
        case .unprovableConflict: return "it seems to conflict, but no proof of the conflict holds in double precision"
        case .residual(let r): return "the solution misses it by \(r) in double precision"
        case .inconsistentTableau: return "the tableau built afresh from the constraints refuses it"
        }
    }
}
