@testable import Cassowary
import XCTest

/// The solver's numeric contract (`Tolerance`): the declared domain, scaling on entry, exact
/// rollback, conflict proofs checked against the constraints, and recomputing the tableau.
final class NumericalContractTests: XCTestCase {
    // MARK: Domain

    private func trouble(_ call: () throws -> Void) -> NumericalTrouble? {
        do {
            try call()
        } catch SolverError.numericalTrouble(_, let reason) {
            return reason
        } catch {
            XCTFail("expected numerical trouble, got \(error)")
        }
        return nil
    }

    func testConstraintsOutsideTheDomainAreRefusedAndLeaveTheSolverAsItWas() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(x == 10)
        XCTAssertEqual(trouble { try solver.add(x == 0x1p-16 * y) }, .coefficientRange(65536))
        XCTAssertEqual(trouble { try solver.add(x == 2e9) }, .constantMagnitude(2e9))
        XCTAssertEqual(trouble { try solver.add(x == .infinity) }, .notFinite)
        XCTAssertEqual(trouble { try solver.add(x == .nan * y) }, .notFinite)
        XCTAssertEqual(solver.constraintCount, 1)
        // At the bounds, still inside.
        try solver.add(y == 1e-4 * x + 5)
        try solver.add((x + y <= 1e9).priority(1))
        try solver.updateVariables()
        XCTAssertEqual(solver.value(of: y), 5.001, accuracy: 1e-12)
        // A large coefficient moves the constant's bound with it: the row is scaled.
        try solver.add(1e3 * y <= 5e11)
        XCTAssertEqual(trouble { try solver.add(1e3 * y <= 2e12) }, .constantMagnitude(2e12))
        assertSound(solver)
    }

    func testSuggestionsOutsideTheDomainAreRefused() throws {
        let solver = Solver()
        let w = Variable("w")
        try solver.addEditVariable(w, priority: 999)
        try solver.suggestValue(w, 320)
        XCTAssertEqual(trouble { try solver.suggestValue(w, 5e9) }, .constantMagnitude(5e9))
        XCTAssertEqual(trouble { try solver.suggestValue(w, -.infinity) }, .notFinite)
        XCTAssertEqual(solver.value(of: w), 320)
    }

    // MARK: Scaling

    /// Rows are multiplied by powers of two on entry; a conflict among rows with other largest
    /// coefficients than 1 must still be proven against the constraints as written.
    func testConflictsAmongScaledRowsAreProven() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b")
        // b ≥ 2a and b = 10a/3 need a ≥ 0; 4a + 4 ≤ 0 needs a ≤ -1. Each pair is feasible.
        let first = 4 * a - 2 * b <= 0, second = 3 * b - 10 * a == 0, third = 4 * a + 4 <= 0
        try solver.add([first, second, third].dropLast())
        XCTAssertThrowsError(try solver.add(third)) { error in
            guard case SolverError.unsatisfiableConstraint(_, let set) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(set.elementsEqual([first, second, third], by: ===), "\(set)")
        }
        XCTAssertEqual(SolverEngine.rowScale(of: [(Symbol(0), 10), (Symbol(1), -3)]), 1.0 / 8)
        XCTAssertEqual(SolverEngine.rowScale(of: [(Symbol(0), 0.3)]), 4)
        XCTAssertEqual(SolverEngine.rowScale(of: []), 1)
    }

    // MARK: Exact rollback

    /// A refusal after the dual simplex has pivoted leaves the solver bit for bit as one that
    /// was never asked: every later answer is identical, not merely close.
    func testARefusedAdditionLeavesNoTrace() throws {
        func build() throws -> (Solver, [Variable]) {
            let solver = Solver()
            let v = (0..<6).map { Variable("v\($0)") }
            for i in 1..<6 {
                try solver.add(v[i] >= v[i - 1] + 7)
                try solver.add((v[i] == 3.3 * Double(i)).priority(Priority(100 * i)))
            }
            try solver.add(v[0] >= 0.1)
            try solver.addEditVariable(v[5], priority: 999)
            try solver.suggestValue(v[5], 61.7)
            return (solver, v)
        }
        let (asked, v) = try build()
        let (untouched, u) = try build()
        let pivotsBefore = asked.statistics.pivots
        XCTAssertThrowsError(try asked.add(v[5] <= 31.9))  // needs dual pivots before it fails
        XCTAssertGreaterThan(asked.statistics.pivots, pivotsBefore)
        XCTAssertEqual(asked.statistics.rows, untouched.statistics.rows)
        XCTAssertEqual(asked.statistics.entries, untouched.statistics.entries)
        for step in [12.5, 80, 40.25] {
            try asked.suggestValue(v[5], step)
            try untouched.suggestValue(u[5], step)
            try asked.add(v[2] >= v[1] + step / 10)
            try untouched.add(u[2] >= u[1] + step / 10)
            for (a, b) in zip(v, u) { XCTAssertEqual(asked.value(of: a).bitPattern, untouched.value(of: b).bitPattern) }
        }
    }

    // MARK: Conflict proofs

    func testAProofHoldsOnlyWithTheRightWeights() {
        let x = Variable("x"), y = Variable("y")
        let low = x >= 10, tie = y == x, high = y <= 5
        // -(x - 10) - (y - x) + (y - 5) = 5: every variable cancels, and both slacks enter with
        // the constant's sign. Any multiple is the same proof.
        XCTAssertTrue(ConflictProof(others: [(low, -1), (tie, -1)], constraint: high, weight: 1).isValid)
        XCTAssertFalse(ConflictProof(others: [(low, -1), (tie, -0.9)], constraint: high, weight: 1).isValid, "y does not cancel")
        XCTAssertTrue(ConflictProof(others: [(low, 2), (tie, 2)], constraint: high, weight: -2).isValid)
        XCTAssertFalse(ConflictProof(others: [(low, -1), (tie, -1)], constraint: high, weight: 0).isValid, "the new constraint must take part")
        XCTAssertFalse(ConflictProof(others: [(tie, -1)], constraint: high, weight: 1).isValid, "x is left over")
        // Slacks of the wrong sign: x >= 10 and x >= 5 never conflict, whatever the weights.
        XCTAssertFalse(ConflictProof(others: [(x >= 10, -1)], constraint: x >= 5, weight: 1).isValid)
        // Optional constraints can never be part of a proof.
        XCTAssertFalse(ConflictProof(others: [(low, -1), (tie.priority(999), -1)], constraint: high, weight: 1).isValid)
        // Equal constants are no conflict.
        XCTAssertFalse(ConflictProof(others: [(x == 3, -1)], constraint: x == 3, weight: 1).isValid)
        XCTAssertTrue(ConflictProof(others: [(x == 3, -1)], constraint: x == 3.001, weight: 1).isValid)
    }

    /// The conflicting set leaves out constraints whose weight is rounding.
    func testNegligibleWeightsAreNotBlamed() {
        let x = Variable("x"), y = Variable("y")
        let proof = ConflictProof(others: [(x == 3, -1), (y == 4, 1e-12)], constraint: x == 5, weight: 1)
        XCTAssertTrue(proof.isValid)
        XCTAssertEqual(proof.constraints.count, 2)
    }

    // MARK: Recomputing the tableau

    /// A small system is refactorised on a schedule: after pivots reaching a quarter of its
    /// constraints, or suggestions reaching all of them.
    func testSmallSystemsAreRefactorisedOnASchedule() throws {
        let solver = Solver()
        let v = (0..<8).map { Variable("v\($0)") }
        for i in 1..<8 { try solver.add(v[i] >= v[i - 1] + 10) }
        try solver.add(v[0] >= 0)
        try solver.addEditVariable(v[7], priority: 999)
        let before = solver.statistics.refreshes
        for target in stride(from: 0.0, through: 200, by: 20) { try solver.suggestValue(v[7], target) }
        XCTAssertGreaterThan(solver.statistics.refreshes, before)
        XCTAssertEqual(solver.value(of: v[7]), 200, accuracy: 1e-9)
        assertSound(solver)
    }
}
