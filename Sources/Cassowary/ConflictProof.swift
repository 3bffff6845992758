/// A certificate that a new required constraint conflicts with required constraints already in
/// the solver, checked against the constraints as written.
///
/// The refusing tableau row is a combination of the constraints' rows; its marker coefficients
/// are the weights (``SolverEngine/conflictWeights(in:newRecord:)``). Weighted and summed as
/// the user wrote them, `Σ weight·expression` must lose every variable and keep a constant `K`
/// that the slacks cannot cancel: each inequality enters as `weight·(expression ± slack)` with
/// its slack `≥ 0`, so when every slack's coefficient has the sign of `K`, the sum can never
/// be zero. That is Farkas's lemma, checked in time linear in the constraints named, where a
/// second solver would cost an addition for each.
///
/// Why check at all: the weights come from a tableau that carries rounding. A proof that does
/// not hold says the tableau's numbers cannot be trusted for this question, and ``Solver`` asks
/// fresh ones.
struct ConflictProof {
    /// The conflicting required constraints in the solver, in the order they were added,
    /// each with its weight.
    let others: [(constraint: Constraint, weight: Double)]
    /// The constraint being added, and its weight.
    let constraint: Constraint
    let weight: Double
    /// Whether the weights prove the conflict (see the type's documentation).
    let isValid: Bool

    init(others: [(constraint: Constraint, weight: Double)], constraint: Constraint, weight: Double) {
        var largest = abs(weight)
        for entry in others { largest = max(largest, abs(entry.weight)) }
        let negligible = Tolerance.negligibleWeight * largest
        self.others = others.filter { abs($0.weight) > negligible }
        self.constraint = constraint
        self.weight = weight
        isValid = abs(weight) > negligible
            && Self.proves(self.others + [(constraint, weight)], negligible: negligible)
    }

    /// No proof: the tableau refused `constraint` on numbers that could not be vouched for.
    static func unproven(_ constraint: Constraint) -> ConflictProof {
        ConflictProof(others: [], constraint: constraint, weight: 0)
    }

    /// The conflicting set as ``SolverError/unsatisfiableConstraint(_:conflicting:)`` reports
    /// it: the others in addition order, then the new constraint.
    var constraints: [Constraint] { others.map(\.constraint) + [constraint] }

    /// Whether `Σ weight·expression` over `weighted` loses its variables and leaves a constant
    /// that no choice of slacks can cancel.
    private static func proves(_ weighted: [(constraint: Constraint, weight: Double)], negligible: Double) -> Bool {
        var constant = 0.0, constantScale = 0.0
        // Per variable: the sum and the magnitude summed; `order` lists them as first met, so
        // nothing iterates a dictionary.
        var slots: [ObjectIdentifier: Int] = [:]  // lookup only
        var sums: [(sum: Double, scale: Double)] = []
        var slackSigns: [Double] = []
        for (constraint, weight) in weighted {
            guard constraint.priority.isRequired else { return false }
            constant += weight * constraint.expression.constant
            constantScale += abs(weight * constraint.expression.constant)
            for term in constraint.expression.terms {
                let key = ObjectIdentifier(term.variable)
                let product = weight * term.coefficient
                if let slot = slots[key] {
                    sums[slot].sum += product
                    sums[slot].scale += abs(product)
                } else {
                    slots[key] = sums.count
                    sums.append((product, abs(product)))
                }
            }
            switch constraint.relation {
            case .lessThanOrEqual: slackSigns.append(weight)
            case .greaterThanOrEqual: slackSigns.append(-weight)
            case .equal: break
            }
        }
        for entry in sums where abs(entry.sum) > Tolerance.proofCancellation * entry.scale { return false }
        guard !Tolerance.isResidue(constant, scale: constantScale) else { return false }
        let sign: Double = constant > 0 ? 1 : -1
        for coefficient in slackSigns where coefficient * sign < -negligible { return false }
        return true
    }
}
