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
}
