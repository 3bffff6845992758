/// Named numeric tolerances of the solver.
///
/// Every floating-point comparison in the engine goes through one of these so
/// that the numerical behaviour can be reviewed (and tuned) in one place.
enum Tolerance {
    /// A coefficient or constant whose magnitude is below this is treated as zero.
    /// Same value as kiwi's `nearZero` so differential tests compare like with like.
    static let zero: Double = 1.0e-8

    /// True when `value` is indistinguishable from zero for the simplex.
    @inline(__always)
    static func isZero(_ value: Double) -> Bool {
        value < zero && value > -zero
    }

    /// True when `sum = a + b` is zero or what rounding leaves of an exact cancellation: under
    /// 1e-10 of the larger summand. Coefficients that went through many row operations carry
    /// relative errors of 1e-13 and more, so two that are equal in exact arithmetic can leave
    /// a difference above the absolute ``zero``: coefficients near 50 left 1.5e-8 and 5.9e-8
    /// in the fuzz finding `drift-through-cancellation-residue`. Kept, such a residue is later
    /// added into real coefficients and multiplied by values in the hundreds.
    @inline(__always)
    static func isCancelled(_ sum: Double, _ a: Double, _ b: Double) -> Bool {
        isZero(sum) || abs(sum) <= 1e-10 * Swift.max(abs(a), abs(b))
    }

    /// True when `value`, a constant computed from numbers of magnitude up to `scale`, is
    /// rounding residue rather than a real difference. Summing rows whose constants are in the
    /// hundreds leaves residues above the absolute ``zero`` (the fuzz finding
    /// `unsatisfiable-duplicate-after-removals` left 1.14e-8), so a conflict is judged
    /// relative to the numbers that produced it.
    @inline(__always)
    static func isResidue(_ value: Double, scale: Double) -> Bool {
        let bound = zero * Swift.max(1, scale)
        return value < bound && value > -bound
    }

    /// A tableau coefficient larger than this means the basis is ill-conditioned. Layout
    /// coefficients are near 1 (multipliers, 0.5 for centres); entries of 1e8 appear only
    /// when a pivot divides by a rounding residue.
    static let illConditioned: Double = 1.0e6

    /// Terms past this summed into a new row make a small system refactor after the
    /// addition. The sum keeps the tableau's relative drift as an absolute error of
    /// drift × terms: drift of 2e-11 through terms of 3.2e5 made `2/3` read
    /// `0.6666666654505207`, which the row's pivot carried into the tableau, and later
    /// values near 38,000 made a required equality's dummy read 3.8e-5 (fuzz finding
    /// `drift-before-refactor-due`). A refactorisation costs little in a system under
    /// ``Solver``'s refactor limit, and layout coordinates stay under this.
    static let largeExpansion: Double = 1.0e5

    /// The smallest coefficient a pivot may divide by among coefficients of which `largest`
    /// is the largest: 1e-5 of it (at least 1e-5). Rounding leaves coefficients of about
    /// 1e-8 where the exact one is zero; the dual simplex that pivots on one sends a symbol to
    /// 1e10 and loses every other value to rounding (the fuzz finding
    /// `dual-pivot-on-rounding-residue`). A row that drifted holds such residues up to 1e-6
    /// of its largest: at 1e-7, phase one pivoted on -8.7e-7, sent a value to -2.3e7 and
    /// accepted a required `v0 == 0` beside `v0 + 20 == 0`
    /// (`Regressions/solver/conflicting-pair-held`). Layout coefficients are near 1, so a
    /// real one is never this small beside them. The engine applies it to a row's entries
    /// other than dummies (``SolverEngine/pivotFloor(of:)``).
    static func pivotFloor(largest: Double) -> Double {
        1e-5 * Swift.max(1, largest)
    }

    /// An expansion of lazy rows whose terms' coefficients are more than this many times the
    /// largest coefficient they sum to has cancelled digits away: the tableau's relative error
    /// comes out that many times larger in the new row. Five additions whose expansions
    /// cancelled 300 to 2,000 times each took an error of 1e-13 to 4e-8, and a required
    /// equality's dummy to -3.2e-5 (fuzz finding `cancelling-expansions`). Layout rows sum
    /// coefficients near 1 (chains, centres, multipliers) and stay far under it.
    static let cancellingExpansion: Double = 100

    /// Pivot elements under this, among entries of which `largest` is the largest, make a
    /// small system check its basis afterwards: 1e-3 of it (at least 1e-3). An element above
    /// the ``pivotFloor(largest:)`` may still be a residue that a few row operations grew:
    /// a cancellation residue of 1.7e-8, carried into a new row through a factor near 2,500,
    /// cleared a floor of 1e-5 at 4.4e-5; phase one pivoted on it, and a required `v0 == 0`
    /// read -0.039 (fuzz finding `residue-above-pivot-floor`). Layout tableaus pivot on
    /// elements near 1, so the check costs them nothing.
    static func weakPivot(largest: Double) -> Double {
        1e-3 * Swift.max(1, largest)
    }

    /// The smallest element Gauss–Jordan elimination may divide by in a refactorisation
    /// (``SolverEngine/refactor(originals:)``), among elements of which `largest` is the
    /// largest: 1e-10 of it (at least 1e-10). There every row is computed afresh from the
    /// constraints, so the only rounding is the elimination's own, and a basis made singular
    /// by a pivot on a residue leaves an element of about 1e-16 of its row. The
    /// ``pivotFloor(largest:)`` of a drifting tableau is too coarse here: a system whose
    /// values run to millions has true elements of 9.8e-6 of their row, and refusing one
    /// refused a sound basis and left the drift in place (fuzz finding
    /// `refactor-floor-refuses-basis`).
    static func eliminationFloor(largest: Double) -> Double {
        1e-10 * Swift.max(1, largest)
    }
}
