import XCTest
@testable import Cassowary

/// The pivot budget (`Solver.pivotLimit`): a system that needs more pivots than allowed is
/// reported with `pivotLimitReached`, never looped on, and the spent solver refuses all later
/// work; a budget that covers the work changes nothing.
final class PivotLimitTests: XCTestCase {
    /// A staircase pushed down from its top: every `x[i]` wants to be 2000 (weak, added first),
    /// then `x[i] + 10 ≤ x[i+1]` and `x[n-1] ≤ 1000` (required) arrive and push them all down.
    /// Each new bound moves the whole stair below it, so the optimum is reached only through
    /// many pivots (249 for 40 steps when this was written), and it is unique: `x[i]` =
    /// 1000 - 10·(n-1-i).
    private func staircase(_ n: Int) -> (constraints: [Constraint], steps: [Variable]) {
        let x = (0..<n).map { Variable("x\($0)") }
        var constraints: [Constraint] = x.map { ($0 == 2000).priority(.defaultLow) }
        for i in 0..<(n - 1) { constraints.append(x[i] + 10 <= x[i + 1]) }
        constraints.append(x[n - 1] <= 1000)
        return (constraints, x)
    }

    /// How many pivots the whole staircase costs without a budget.
    private func pivotsNeeded(_ n: Int) throws -> Int {
        let solver = Solver()
        try solver.add(staircase(n).constraints)
        return solver.statistics.pivotUnits
    }

    func testUnlimitedByDefaultAndTheStaircaseNeedsManyPivots() throws {
        XCTAssertEqual(Solver().pivotLimit, Int.max, "no budget unless one is set")
        let pivots = try pivotsNeeded(40)
        // Otherwise the tests below would not be testing a budget at all.
        XCTAssertGreaterThan(pivots, 40, "the staircase should need many pivots, or the budgets below test nothing")
    }

    /// The budget counts work, not steps: pivots whose substitutions rewrite long rows count
    /// once more for each 50 entries. The staircase's rows grow with its length, so 150 steps
    /// cost several times their pivots, while 4 steps cost exactly their pivots.
    func testLongRowsCountMoreThanTheirPivots() throws {
        let long = Solver()
        try long.add(staircase(150).constraints)
        let units = long.statistics.pivotUnits, pivots = long.statistics.pivots
        XCTAssertGreaterThan(units, 2 * pivots, "\(pivots) pivots over long rows counted as \(units) units")
        let short = Solver()
        try short.add(staircase(4).constraints)
        XCTAssertEqual(short.statistics.pivotUnits, short.statistics.pivots)
    }

    func testASmallBudgetThrowsPivotLimitReached() throws {
        let solver = Solver()
        solver.pivotLimit = 3
        let (constraints, _) = staircase(40)
        var thrown: Error?
        for c in constraints {
            do { try solver.add(c) } catch { thrown = error; break }
        }
        guard case SolverError.pivotLimitReached(let n)? = thrown else {
            return XCTFail("expected pivotLimitReached, got \(String(describing: thrown))")
        }
        XCTAssertEqual(n, 3, "the error carries the budget")
        XCTAssertEqual(solver.statistics.pivots, 3, "no pivot beyond the budget was made")
        XCTAssertEqual(SolverError.pivotLimitReached(3).description, "gave up after 3 simplex pivots")
    }

    /// Once spent, the solver is mid-way through a pivot sequence; every later change must
    /// throw the same error rather than work on a broken tableau.
    func testASpentSolverThrowsAgainOnEveryLaterChange() throws {
        let solver = Solver()
        solver.pivotLimit = 2
        let (constraints, x) = staircase(40)
        XCTAssertThrowsError(try solver.add(constraints))
        let fresh = Variable("fresh")
        let calls: [(String, () throws -> Void)] = [
            ("add", { try solver.add(fresh == 1) }),
            ("add an already known variable", { try solver.add(x[0] <= 1000) }),
            ("addEditVariable", { try solver.addEditVariable(fresh, priority: .defaultHigh) }),
            ("suggestValue", { try solver.suggestValue(fresh, 5) }),
            ("remove", { try solver.remove(constraints[0]) }),
        ]
        for (name, call) in calls {
            XCTAssertThrowsError(try call(), name) { error in
                guard case SolverError.pivotLimitReached(2) = error else { return XCTFail("\(name): \(error)") }
            }
        }
        XCTAssertEqual(solver.statistics.pivots, 2, "a spent solver makes no further pivots")
    }

    /// The budget is inclusive: exactly the pivots a system needs solve it, one fewer does not.
    func testTheBudgetIsExactAtItsBoundary() throws {
        let needed = try pivotsNeeded(40)
        let (constraints, x) = staircase(40)

        let enough = Solver()
        enough.pivotLimit = needed
        try enough.add(constraints)
        assertSound(enough)
        XCTAssertEqual(enough.statistics.pivotUnits, needed)
        XCTAssertEqual(enough.value(of: x[39]), 1000, accuracy: accuracy, "the staircase is solved")
        XCTAssertEqual(enough.value(of: x[0]), 610, accuracy: accuracy, "each step 10 below the next")

        let short = Solver()
        short.pivotLimit = needed - 1
        XCTAssertThrowsError(try short.add(staircase(40).constraints)) { error in
            guard case SolverError.pivotLimitReached = error else { return XCTFail("\(error)") }
        }
    }

    /// A budget of 10,000,000 (above a compile's default, `ResourceLimits.solverPivots`) is far above
    /// what a large real system needs, so it solves as before.
    func testALargeBudgetSolvesLikeNoBudget() throws {
        let (constraints, x) = staircase(80)
        let solver = Solver()
        solver.pivotLimit = 10_000_000
        try solver.add(constraints)
        assertSound(solver)
        XCTAssertEqual(solver.value(of: x[79]), 1000, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: x[0]), 1000 - 10 * 79, accuracy: accuracy)
        try solver.addEditVariable(x[0], priority: .defaultHigh)
        try solver.suggestValue(x[0], -2000)
        XCTAssertEqual(solver.value(of: x[0]), -2000, accuracy: accuracy, "edits still re-solve under a budget")
        XCTAssertEqual(solver.value(of: x[1]), 1000 - 10 * 78, accuracy: accuracy)
    }
}
