import TestSupport
import XCTest
@testable import Cassowary

/// `Solver.changeConstants`: constraints' constants changed in place give the values of the
/// same constraints added afresh, and new constants that conflict leave the solver as it was.
final class ChangeConstantsTests: XCTestCase {
    /// A row of views inside a root whose width is a required equality: changing that width
    /// moves every view as a fresh solve at the new width does, with few pivots.
    func testRootWidthChangeMatchesFreshSolve() throws {
        func build(width: Double) throws -> (Solver, Constraint, [Variable]) {
            let solver = Solver()
            let root = Variable("root")
            let pin = root == width
            try addChecked(solver, pin)
            var lefts: [Variable] = []
            var previous: LinearExpression = LinearExpression(constant: 0)
            for i in 0..<20 {
                let left = Variable("left\(i)"), w = Variable("w\(i)")
                try addChecked(solver, left == previous + 8)
                try addChecked(solver, w >= 10)
                try addChecked(solver, (w == 60).priority(Priority(500 + i)))
                previous = left + w
                lefts.append(left)
                lefts.append(w)
            }
            try addChecked(solver, previous + 8 <= root)
            return (solver, pin, lefts)
        }
        let (solver, pin, variables) = try build(width: 1400)
        let pivotsBefore = solver.statistics.pivots
        let replaced = try XCTUnwrap(solver.changeConstants([(pin, -700)]))
        assertSound(solver)
        XCTAssertFalse(solver.hasConstraint(pin))
        XCTAssertTrue(solver.hasConstraint(replaced[0]))
        XCTAssertEqual(replaced[0].expression.constant, -700)
        let (fresh, _, freshVariables) = try build(width: 700)
        try solver.updateVariables()
        try fresh.updateVariables()
        for (v, f) in zip(variables, freshVariables) {
            XCTAssertEqual(solver.value(of: v), fresh.value(of: f), accuracy: 1e-9, "\(v)")
        }
        // Widths at 500...519 give way lowest first: the change pivots, but far fewer times
        // than a fresh solve of 81 constraints.
        XCTAssertGreaterThan(solver.statistics.pivots, pivotsBefore)
        XCTAssertLessThan(solver.statistics.pivots - pivotsBefore, 20)
        // And back again.
        XCTAssertNotNil(try solver.changeConstants([(replaced[0], -1400)]))
        assertSound(solver)
        let (original, _, originalVariables) = try build(width: 1400)
        for (v, f) in zip(variables, originalVariables) {
            XCTAssertEqual(solver.value(of: v), original.value(of: f), accuracy: 1e-9, "\(v)")
        }
    }

    /// Inequalities and optional constraints change their constants too, each marker with its
    /// own sign: `≥` and `≤` slacks, an optional equality's errors, an optional inequality.
    func testEveryKindOfConstraintChanges() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        func constraints(_ k: [Double]) -> [Constraint] {
            [x >= k[0], y <= k[1], (z == k[2]).priority(700), (x + y >= k[3]).priority(300),
             (x <= 0).priority(10), (y >= 1000).priority(20), z + 0 >= 0]
        }
        let before: [Double] = [10, 50, 7, 100, 0]
        let after: [Double] = [30, 20, -4, 70, 0]
        let solver = Solver()
        let added = constraints(before)
        for c in added { try addChecked(solver, c) }
        let changes = zip(added, constraints(after)).map { ($0.0, $0.1.expression.constant) }
        XCTAssertNotNil(try solver.changeConstants(changes))
        assertSound(solver)
        let fresh = Solver()
        for c in constraints(after) { try fresh.add(c) }
        for v in [x, y, z] { XCTAssertEqual(solver.value(of: v), fresh.value(of: v), accuracy: 1e-9, "\(v)") }
        XCTAssertEqual(solver.value(of: x), 50, accuracy: 1e-9)  // x + y ≥ 70 @300 with y ≤ 20
        XCTAssertEqual(solver.value(of: y), 20, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: z), 0, accuracy: 1e-9)  // z ≥ 0 outranks z == −4 @700
    }

    /// Constants that conflict (a required minimum above a required maximum) are refused, and
    /// the solver keeps its constraints and values.
    func testConflictingConstantsLeaveTheSolverAsItWas() throws {
        let x = Variable("x")
        let solver = Solver()
        let low = x >= 10, high = x <= 100
        try addChecked(solver, low)
        try addChecked(solver, high)
        try addChecked(solver, (x == 40).priority(500))
        XCTAssertNil(try solver.changeConstants([(low, -200)]))  // x ≥ 200 beside x ≤ 100
        assertSound(solver)
        XCTAssertTrue(solver.hasConstraint(low))
        XCTAssertEqual(solver.value(of: x), 40, accuracy: 1e-9)
        // Feasible only together: both bounds move at once.
        let moved = try XCTUnwrap(solver.changeConstants([(low, -200), (high, -300)]))
        assertSound(solver)
        XCTAssertEqual(solver.value(of: x), 200, accuracy: 1e-9)
        XCTAssertTrue(moved.allSatisfy { solver.hasConstraint($0) })
    }

    /// A required equality stated twice is one redundant row of dummies: moving one copy
    /// conflicts with the other, moving both does not.
    func testRedundantEqualityMovesOnlyWithItsCopy() throws {
        let x = Variable("x")
        let solver = Solver()
        let first = x == 10, second = x == 10
        try addChecked(solver, first)
        try addChecked(solver, second)
        XCTAssertNil(try solver.changeConstants([(second, -20)]))
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
        XCTAssertNotNil(try solver.changeConstants([(first, -20), (second, -20)]))
        assertSound(solver)
        XCTAssertEqual(solver.value(of: x), 20, accuracy: 1e-9)
    }

    func testUnknownAndRepeatedConstraintsThrow() throws {
        let x = Variable("x")
        let solver = Solver()
        let c = x == 1
        XCTAssertThrowsError(try solver.changeConstants([(c, 2)]))
        try solver.add(c)
        XCTAssertThrowsError(try solver.changeConstants([(c, 2), (c, 3)]))
    }

    /// Random systems whose optimum is unique (each variable's weak preference at a priority
    /// of its own): after random new constants, the values equal a fresh solve of the same
    /// constraints with those constants, or, when a fresh solve refuses one of them, the
    /// change is refused and the values stay.
    func testRandomConstantChangesMatchFreshSolves() throws {
        var rng = SeededRandom(seed: 20_240_611)
        var compared = 0, refused = 0
        for system in 0..<300 {
            let count = rng.int(2...8)
            let variables = (0..<count).map { Variable("v\($0)") }
            func random(_ constant: Double) -> Constraint {
                let i = rng.int(0...(count - 1)), j = rng.int(0...(count - 1))
                let lhs: LinearExpression = i == j ? variables[i] + constant : variables[i] - rng.whole(1...2) * variables[j] + constant
                let relation = rng.pick([Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
                let priority: Priority = rng.chance(0.6) ? .required : Priority(rng.int(100...900))
                return Constraint(lhs, relation, priority: priority)
            }
            var added: [Constraint] = []
            let solver = Solver()
            for _ in 0..<rng.int(1...(2 * count)) {
                let c = random(rng.whole(-200...200))
                if (try? solver.add(c)) != nil { added.append(c) }
            }
            for (i, v) in variables.enumerated() {
                let stay = (v == rng.whole(-50...50)).priority(Priority(1 + i))
                try solver.add(stay)
                added.append(stay)
            }
            let changed = added.indices.filter { _ in rng.chance(0.4) }
            let constants = changed.map { _ in rng.whole(-200...200) }
            let before = variables.map { solver.value(of: $0) }
            let result = try solver.changeConstants(changed.indices.map { (added[changed[$0]], constants[$0]) })
            assertSound(solver, "system \(system)")
            var fresh: [Constraint] = added
            for (k, index) in changed.enumerated() {
                var e = added[index].expression
                e.constant = constants[k]
                fresh[index] = Constraint(e, added[index].relation, priority: added[index].priority)
            }
            let freshSolver = Solver()
            var freshTakesAll = true
            for c in fresh where freshTakesAll {
                if (try? freshSolver.add(c)) == nil { freshTakesAll = false }
            }
            if freshTakesAll {
                XCTAssertNotNil(result, "system \(system): a feasible change refused")
                for v in variables {
                    XCTAssertEqual(solver.value(of: v), freshSolver.value(of: v), accuracy: 1e-6, "system \(system) \(v)")
                }
                compared += 1
            } else {
                XCTAssertNil(result, "system \(system): an infeasible change taken")
                for (v, old) in zip(variables, before) { XCTAssertEqual(solver.value(of: v), old, accuracy: 1e-9) }
                refused += 1
            }
        }
        XCTAssertGreaterThan(compared, 100)
        XCTAssertGreaterThan(refused, 10)
    }
}
