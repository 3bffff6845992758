import XCTest
@testable import Cassowary

/// Refusing a constraint reads its conflicting set, and that reading counts against
/// `Solver.pivotLimit`: a system whose constraints keep conflicting with a long chain before
/// them cannot read the chain again without limit.
final class ConflictBudgetTests: XCTestCase {
    /// `x[0] == 0` and `x[i] == x[i-1] + 1`, all required: a chain that a later `x[n-1] == 0`
    /// conflicts with as a whole.
    private func chain(_ n: Int) -> (constraints: [Constraint], x: [Variable]) {
        let x = (0..<n).map { Variable("x\($0)") }
        var constraints = [x[0] == 0]
        for i in 1..<n { constraints.append(x[i] == x[i - 1] + 1) }
        return (constraints, x)
    }

    /// Each constraint of the conflicting set counts at least one unit.
    func testARefusalCountsItsConflictingSet() throws {
        let (constraints, x) = chain(200)
        let solver = Solver()
        try solver.add(constraints)
        let before = solver.statistics.pivotUnits
        XCTAssertThrowsError(try solver.add(x[199] == 0)) { error in
            guard case SolverError.unsatisfiableConstraint(_, let conflicting) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(conflicting.count, 201, "the whole chain and the new constraint")
        }
        let spent = solver.statistics.pivotUnits - before
        XCTAssertGreaterThanOrEqual(spent, 201, "the refusal counted \(spent) units for a set of 201")
        XCTAssertEqual(solver.statistics.pivots, 0, "the chain is stored without pivots, so only the proof counted")
    }

    /// With a budget the chain fits in but its conflict does not, the refusal ends at the
    /// budget: the proof is counted before it is read, so it is not read.
    func testAConflictPastTheBudgetThrowsPivotLimitReached() throws {
        let (constraints, x) = chain(200)
        let solver = Solver()
        try solver.add(constraints)
        solver.pivotLimit = solver.statistics.pivotUnits + 100
        XCTAssertThrowsError(try solver.add(x[199] == 0)) { error in
            guard case SolverError.pivotLimitReached = error else { return XCTFail("expected the budget, got \(error)") }
        }
        // A short conflict within the same margin is still proven.
        let (short, y) = chain(3)
        let other = Solver()
        try other.add(short)
        other.pivotLimit = other.statistics.pivotUnits + 100
        XCTAssertThrowsError(try other.add(y[2] == 0)) { error in
            guard case SolverError.unsatisfiableConstraint(_, let conflicting) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(conflicting.count, 4)
        }
    }
}
