/// The solver's numeric contract: the domain it promises to solve, and every tolerance its
/// tests compare against. No other file holds a numeric threshold.
///
/// **Domain.** Each constraint, as written: finite numbers; its largest coefficient at most
/// ``coefficientRange`` times its smallest (Auto Layout's multipliers, 0.1–10, give 100); its
/// constant at most ``largestConstant`` times its largest coefficient (layout constants reach
/// about 10⁷ points); priorities `1...1000`. Suggested values obey the constant's bound.
/// Inside it the solver answers exactly up to rounding, and checks that it did: a refusal
/// carries a proof (``ConflictProof``), values meet every required constraint to
/// ``residual`` of its terms. Outside it, or when a check fails on fresh numbers too, the
/// answer is ``SolverError/numericalTrouble(_:reason:)``, never a wrong one.
///
/// **Scaling.** Every constraint's row is multiplied, when created, by the power of two that
/// brings its largest coefficient into `1..<2` (exact in binary). The tolerances below are
/// written for such rows.
enum Tolerance {
    // MARK: Domain

    /// The largest ratio between two coefficients' magnitudes in one constraint. The engine
    /// takes a coefficient under ``pivot`` of its row's largest for a rounding residue;
    /// keeping true ones above 1/10,000 of it leaves a margin of ten.
    static let coefficientRange: Double = 1e4

    /// The largest constant, over the constraint's largest coefficient. Double precision
    /// carries sixteen digits; 10⁹ leaves seven after the point for the rounding checks.
    static let largestConstant: Double = 1e9

    /// Why `constraint` is outside the domain, or nil when it is inside.
    static func domainViolation(of constraint: Constraint) -> NumericalTrouble? {
        var largest = 0.0, smallest = Double.infinity
        for term in constraint.expression.terms {
            let magnitude = abs(term.coefficient)
            guard magnitude.isFinite else { return .notFinite }
            largest = Swift.max(largest, magnitude)
            smallest = Swift.min(smallest, magnitude)
        }
        let constant = abs(constraint.expression.constant)
        guard constant.isFinite else { return .notFinite }
        if largest > 0, largest > coefficientRange * smallest { return .coefficientRange(largest / smallest) }
        if constant > largestConstant * Swift.max(1, largest) { return .constantMagnitude(constant) }
        return nil
    }

    /// Why `value`, suggested for an edit variable, is outside the domain, or nil.
    static func domainViolation(ofSuggestion value: Double) -> NumericalTrouble? {
        guard value.isFinite else { return .notFinite }
        return abs(value) > largestConstant ? .constantMagnitude(abs(value)) : nil
    }

    // MARK: Zero

    /// An entry or constant under this is zero. Kiwi's `nearZero`, so differential tests
    /// compare like with like.
    static let zero: Double = 1.0e-8

    /// True when `value` is indistinguishable from zero for the simplex.
    @inline(__always)
    static func isZero(_ value: Double) -> Bool {
        value < zero && value > -zero
    }

    /// A sum under this fraction of its larger summand is what rounding leaves of an exact
    /// cancellation: coefficients that went through many row operations carry relative errors
    /// of 1e-13 and more, which an absolute test misses once they are in the hundreds.
    static let cancellation: Double = 1.0e-10

    /// True when `sum = a + b` is zero or the residue of an exact cancellation.
    @inline(__always)
    static func isCancelled(_ sum: Double, _ a: Double, _ b: Double) -> Bool {
        isZero(sum) || abs(sum) <= cancellation * Swift.max(abs(a), abs(b))
    }

    /// True when `value`, a constant summed from constants of magnitude up to `scale`, is
    /// rounding residue rather than a real difference: within ``zero`` relative to them.
    @inline(__always)
    static func isResidue(_ value: Double, scale: Double) -> Bool {
        let bound = zero * Swift.max(1, scale)
        return value < bound && value > -bound
    }

    // MARK: Pivots

    /// A pivot never divides by an element under this fraction of its row's largest (dummies
    /// left out: they never enter): below it, an element is what rounding left of an exact
    /// zero. Rounding leaves such residues at about 1e-8 of a row, and the domain keeps true
    /// coefficients above 1e-4.
    static let pivot: Double = 1.0e-5

    /// The pivot tolerance on numbers just refactorised from the constraints: their only
    /// rounding is the elimination's, near the unit roundoff, so true elements far smaller
    /// than ``pivot`` can be told from residues there. A row combines many constraints, so a
    /// system whose multipliers compound or whose values run to millions has true elements of
    /// 1e-5 of their row and less: the repair that follows a refactorisation pivots with this
    /// tolerance, and so does a constraint refused on such an element when asked again.
    static let freshPivot: Double = 1.0e-9

    /// An element under the pivot floor only when it is under this: the floor passes 0.1 only
    /// in a row holding an entry past 10⁴, so larger elements skip the scan of their row.
    static let surelyAbovePivotFloor: Double = 0.1

    /// A pivot on an element under this fraction of its row's largest is doubtful: it may be a
    /// residue that a few row operations grew past the floor. ``Solver`` then recomputes the
    /// tableau from the constraints before it trusts the result. Layout tableaus pivot on
    /// elements near 1.
    static let doubtfulPivot: Double = 1.0e-3

    /// An expansion whose terms are this many times larger than the coefficients they sum to
    /// is doubtful: the cancellation leaves their rounding, relative to them, in a result that
    /// much smaller, so it multiplies the tableau's relative error by as much. Layout rows sum
    /// coefficients near 1 (chains, centres, multipliers) and stay far under it.
    static let doubtfulCancellation: Double = 100

    /// The doubtful-pivot bound of a row whose largest pivotable entry is `largest`.
    static func doubtfulPivot(largest: Double) -> Double {
        doubtfulPivot * Swift.max(1, largest)
    }

    /// The smallest element Gauss–Jordan elimination may divide by in a refactorisation, over
    /// its row's largest: rows computed afresh from the constraints carry only the
    /// elimination's own rounding, so a basis is singular only when an element is near the
    /// unit roundoff (about 1e-16 of its row).
    static let singular: Double = 1.0e-10

    // MARK: Feasibility

    /// Primal feasibility in the ratio test (Harris's two passes): rows that reach zero within
    /// this of the first are tied, and may be left this far below zero.
    static let primalFeasibility: Double = zero / 10

    /// How far below zero a row the ratio test passed over (its element under the pivot
    /// floor) may be left before it binds all the same: a tenth of what the invariant check
    /// allows.
    static let passedOverRow: Double = zero * 100

    /// How far below zero the invariant check lets a restricted row's constant (or a basic
    /// dummy's, either way) be.
    static let feasibilityCheck: Double = zero * 1000

    /// Dual feasibility: an objective coefficient under this is zero, so its symbol neither
    /// improves nor worsens the objective.
    static let dualFeasibility: Double = zero

    /// An objective coefficient that says a symbol no row bounds would lower the objective is
    /// rounding when it is under ``pivot`` of its level's largest: the objective, a sum of
    /// errors, is bounded below.
    static func isObjectiveResidue(_ coefficient: Double, largest: Double) -> Bool {
        abs(coefficient) <= pivot * largest
    }

    // MARK: Checks of an answer

    /// Values meet a required constraint when they miss it by at most this fraction of its
    /// largest term (at least 1).
    static let residual: Double = 1.0e-7

    /// In a conflict proof, a variable cancels when its weighted coefficients sum to under
    /// this fraction of their magnitudes' sum.
    static let proofCancellation: Double = 1.0e-9

    /// In a conflict proof, a weight under this fraction of the largest is rounding: its
    /// constraint is not part of the conflict.
    static let negligibleWeight: Double = 1.0e-9
}
