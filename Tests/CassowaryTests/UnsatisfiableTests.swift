import XCTest
@testable import Cassowary

/// Unsatisfiable required constraints: the error names the whole conflicting
/// set (Cassowary's explanation from marker symbols) and the solver is left
/// as it was.
final class UnsatisfiableTests: XCTestCase {
    private func conflict(of error: Error, file: StaticString = #filePath, line: UInt = #line) -> (Constraint, [Constraint])? {
        guard case SolverError.unsatisfiableConstraint(let c, let set) = error else {
            XCTFail("unexpected error \(error)", file: file, line: line)
            return nil
        }
        return (c, set)
    }

    private func assertSameObjects(_ a: [Constraint], _ b: [Constraint], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.map(ObjectIdentifier.init), b.map(ObjectIdentifier.init),
                       "\(a.map(\.description)) != \(b.map(\.description))", file: file, line: line)
    }

    /// Two required equalities on one variable (the all-dummy row case).
    func testConflictingEqualities() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let a = x == 10, unrelated = y == 5, b = x == 20
        try addChecked(solver, a)
        try addChecked(solver, unrelated)
        XCTAssertThrowsError(try solver.add(b)) { error in
            guard let (c, set) = conflict(of: error) else { return }
            XCTAssertTrue(c === b)
            assertSameObjects(set, [a, b])
        }
        assertSound(solver)
        XCTAssertFalse(solver.hasConstraint(b))
        XCTAssertEqual(solver.value(of: x), 10, accuracy: accuracy)
        XCTAssertEqual(solver.constraintCount, 2)
    }

    /// A cycle of equalities `a = b + 1, b = c + 1, c = a + 1`.
    func testEqualityCycle() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
        let c1 = a == b + 1, c2 = b == c + 1, other = d == a + 3, c3 = c == a + 1
        for k in [c1, c2, other] { try addChecked(solver, k) }
        XCTAssertThrowsError(try solver.add(c3)) { error in
            guard let (_, set) = conflict(of: error) else { return }
            assertSameObjects(set, [c1, c2, c3])
        }
        assertSound(solver)
    }

    /// Inequalities: `x >= 10`, `y >= x + 5`, then `y <= 12` (the violated-
    /// inequality path: slack made basic, dual simplex finds no repair).
    /// `x <= 100` and the optional constraints must not be blamed.
    func testInequalityConflictThroughDualSimplex() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let lower = x >= 10, gap = y >= x + 5, cap = x <= 100
        try addChecked(solver, lower)
        try addChecked(solver, gap)
        try addChecked(solver, cap)
        try addChecked(solver, (y == 0).priority(750))
        try addChecked(solver, (z == 3).priority(250))
        try addChecked(solver, z >= y)
        let before = [x, y, z].map(solver.value(of:))
        let bad = y <= 12
        XCTAssertThrowsError(try solver.add(bad)) { error in
            guard let (_, set) = conflict(of: error) else { return }
            assertSameObjects(set, [lower, gap, bad])
        }
        assertSound(solver)
        let after = [x, y, z].map(solver.value(of:))
        for (u, v) in zip(before, after) { XCTAssertEqual(u, v, accuracy: 1e-9) }
        // Still solves correctly afterwards.
        try addChecked(solver, y <= 20)
        XCTAssertEqual(solver.value(of: y), 15, accuracy: accuracy)
        try addChecked(solver, x >= 12)
        XCTAssertEqual(solver.value(of: y), 17, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: z), 17, accuracy: accuracy)
    }

    /// A failed add with a brand-new variable leaves no trace of it.
    func testFailedAddForgetsNewVariables() throws {
        let solver = Solver()
        let x = Variable("x"), fresh = Variable("fresh")
        try addChecked(solver, x == 1)
        try addChecked(solver, x <= 1)
        XCTAssertThrowsError(try solver.add(x + 0 * fresh >= 2))
        XCTAssertThrowsError(try solver.add(x >= 2 + fresh - fresh))
        assertSound(solver)
        try addChecked(solver, fresh == x + 1)
        XCTAssertEqual(solver.value(of: fresh), 2, accuracy: accuracy)
    }

    /// Layout-like conflict: a view inset inside a container too small for its
    /// required minimum width. The container's `left` cancels out of the proof
    /// (`v.width + 16 <= c.width = 100`), so `pinLeft` is correctly *not* blamed:
    /// the set is the three required constraints that matter plus the new one.
    func testLayoutConflictNamesEveryRequiredConstraint() throws {
        let solver = Solver()
        let containerLeft = Variable("c.left"), containerWidth = Variable("c.width")
        let left = Variable("v.left"), width = Variable("v.width")
        let pinLeft = containerLeft == 0, fixWidth = containerWidth == 100
        let inset = left == containerLeft + 8
        let trailing = left + width + 8 <= containerLeft + containerWidth
        let unrelated = (width == 40).priority(750)
        for c in [pinLeft, fixWidth, inset, trailing, unrelated] { try addChecked(solver, c) }
        let minimum = width >= 90
        XCTAssertThrowsError(try solver.add(minimum)) { error in
            guard let (_, set) = conflict(of: error) else { return }
            assertSameObjects(set, [fixWidth, inset, trailing, minimum])
        }
        assertSound(solver)
        XCTAssertEqual(solver.value(of: width), 40, accuracy: accuracy)
        // Breaking the weakest (here: replacing `trailing`) makes it satisfiable.
        try removeChecked(solver, trailing)
        try addChecked(solver, minimum)
        XCTAssertEqual(solver.value(of: width), 90, accuracy: accuracy)
    }

    /// A required equality with no variable to solve for goes through kiwi's
    /// artificial-variable phase; when that phase cannot reach zero, the
    /// conflict is read off the artificial objective.
    func testEqualityConflictThroughArtificialVariable() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let lowX = x >= 10, lowY = y >= 0, capY = y <= 50
        for c in [lowX, lowY, capY] { try addChecked(solver, c) }
        try addChecked(solver, (x == 40).priority(500))
        let sum = x + y == 5
        XCTAssertThrowsError(try solver.add(sum)) { error in
            guard let (_, set) = conflict(of: error) else { return }
            assertSameObjects(set, [lowX, lowY, sum])
        }
        assertSound(solver)
        XCTAssertEqual(solver.value(of: x), 40, accuracy: 1e-9)
        // The same phase succeeds when the equality is reachable.
        let reachable = x + y == 30
        try addChecked(solver, reachable)
        XCTAssertEqual(solver.value(of: x) + solver.value(of: y), 30, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: x), 30, accuracy: accuracy)
    }

    /// Optional constraints never fail.
    func testOptionalNeverFails() throws {
        let solver = Solver()
        let x = Variable("x")
        try addChecked(solver, x == 1)
        try addChecked(solver, (x == 2).priority(999))
        try addChecked(solver, (x >= 3).priority(999))
        XCTAssertEqual(solver.value(of: x), 1, accuracy: accuracy)
    }
}
