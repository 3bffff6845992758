import XCTest
@testable import Cassowary

/// Textbook cases for `Solver`: add, remove, edit variables and suggestions.
final class SolverTests: XCTestCase {
    /// Badros, Borning & Stuckey, "The Cassowary Linear Arithmetic Constraint
    /// Solving Algorithm" (TOCHI 2001), section 2 running example: a line segment with
    /// midpoint `xm = (xl + xr)/2`, `xl + 10 <= xr`, everything within 0...100.
    private func makeSegment() throws -> (Solver, Variable, Variable, Variable) {
        let solver = Solver()
        let xl = Variable("xl"), xm = Variable("xm"), xr = Variable("xr")
        try addChecked(solver, 2 * xm == xl + xr)
        try addChecked(solver, xl + 10 <= xr)
        try addChecked(solver, xr <= 100)
        try addChecked(solver, xl >= 0)
        return (solver, xl, xm, xr)
    }

    func testPaperMidpointIsConsistent() throws {
        let (solver, xl, xm, xr) = try makeSegment()
        let l = solver.value(of: xl), m = solver.value(of: xm), r = solver.value(of: xr)
        XCTAssertEqual(2 * m, l + r, accuracy: accuracy)
        XCTAssertLessThanOrEqual(l + 10, r + accuracy)
        XCTAssertGreaterThanOrEqual(l, -accuracy)
        XCTAssertLessThanOrEqual(r, 100 + accuracy)
    }

    /// Paper, section 2: dragging the midpoint to 50 with weak stays on the ends moves it there.
    func testPaperMidpointEditMovesMidpoint() throws {
        let (solver, xl, xm, xr) = try makeSegment()
        try addChecked(solver, (xl == 30).priority(1))
        try addChecked(solver, (xr == 60).priority(1))
        try solver.addEditVariable(xm, priority: 999)
        assertSound(solver)
        try suggestChecked(solver, xm, 50)
        XCTAssertEqual(solver.value(of: xm), 50, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: xl) + solver.value(of: xr), 100, accuracy: accuracy)
        // Paper: dragging the midpoint far right pins xr at 100 and xl at 100 - 2·(100 - xm)...
        try suggestChecked(solver, xm, 95)
        XCTAssertEqual(solver.value(of: xm), 95, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: xr), 100, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: xl), 90, accuracy: accuracy)
        // ...and past the reachable range the required constraints win: xm ≤ 95.
        try suggestChecked(solver, xm, 120)
        XCTAssertEqual(solver.value(of: xm), 95, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: xr), 100, accuracy: accuracy)
        try suggestChecked(solver, xm, 5)
        XCTAssertEqual(solver.value(of: xm), 5, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: xl), 0, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: xr), 10, accuracy: accuracy)
        try solver.removeEditVariable(xm)
        assertSound(solver)
        // Without the edit the weak stays alone decide: xl = 30, xr = 60.
        XCTAssertEqual(solver.value(of: xl), 30, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: xr), 60, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: xm), 45, accuracy: accuracy)
    }

    func testSimpleEquality() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try addChecked(solver, x + 2 * y == 10)
        try addChecked(solver, y == 3)
        XCTAssertEqual(solver.value(of: x), 4, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: y), 3, accuracy: accuracy)
    }

    func testRemoveRestoresWeakerSolution() throws {
        let solver = Solver()
        let x = Variable("x")
        try addChecked(solver, (x == 10).priority(.defaultLow))
        let strong = (x == 20).priority(.defaultHigh)
        try addChecked(solver, strong)
        XCTAssertEqual(solver.value(of: x), 20, accuracy: accuracy)
        try removeChecked(solver, strong)
        XCTAssertEqual(solver.value(of: x), 10, accuracy: accuracy)
        XCTAssertFalse(solver.hasConstraint(strong))
    }

    func testRemoveRequiredEqualityFreesVariable() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let fix = x == 10
        try addChecked(solver, fix)
        try addChecked(solver, y == x + 5)
        try addChecked(solver, (x == 2).priority(1))
        XCTAssertEqual(solver.value(of: y), 15, accuracy: accuracy)
        try removeChecked(solver, fix)
        XCTAssertEqual(solver.value(of: x), 2, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: y), 7, accuracy: accuracy)
        try addChecked(solver, fix)
        XCTAssertEqual(solver.value(of: y), 15, accuracy: accuracy)
    }

    func testInequalities() throws {
        let solver = Solver()
        let x = Variable("x")
        try addChecked(solver, x >= 10)
        try addChecked(solver, x <= 20)
        try addChecked(solver, (x == 0).priority(500))
        XCTAssertEqual(solver.value(of: x), 10, accuracy: accuracy)
        let up = (x == 100).priority(600)
        try addChecked(solver, up)
        XCTAssertEqual(solver.value(of: x), 20, accuracy: accuracy)
        try removeChecked(solver, up)
        XCTAssertEqual(solver.value(of: x), 10, accuracy: accuracy)
    }

    /// A required inequality that the current solution violates: its slack is
    /// made basic with a negative value and the dual simplex repairs it (kiwi
    /// would run `addWithArtificialVariable`).
    func testViolatedRequiredInequality() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try addChecked(solver, x == y + 1)
        try addChecked(solver, (y == 0).priority(750))
        try addChecked(solver, y >= 5)
        XCTAssertEqual(solver.value(of: y), 5, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: x), 6, accuracy: accuracy)
    }

    /// A chain of views, edited through its container width (the relayout shape).
    func testChainRelayoutWithEdit() throws {
        let solver = Solver()
        let count = 30
        var lefts: [Variable] = [], widths: [Variable] = []
        let container = Variable("W")
        for i in 0..<count {
            let left = Variable("l\(i)"), width = Variable("w\(i)")
            if i == 0 {
                try addChecked(solver, left == 0)
            } else {
                try addChecked(solver, left == lefts[i - 1] + widths[i - 1] + 8)
            }
            try addChecked(solver, width >= 20)
            try addChecked(solver, (width == 50).priority(750))
            lefts.append(left)
            widths.append(width)
        }
        try addChecked(solver, lefts[count - 1] + widths[count - 1] + 8 == container)
        try solver.addEditVariable(container, priority: 999)
        let natural = Double(count) * 58
        for target in [natural * 0.9, natural * 1.1, natural * 0.9, natural, 100] {
            try suggestChecked(solver, container, target)
            let expected = max(target, Double(count) * 28)
            XCTAssertEqual(solver.value(of: container), expected, accuracy: accuracy)
            var total = 8.0 * Double(count)
            for w in widths {
                let v = solver.value(of: w)
                XCTAssertGreaterThanOrEqual(v, 20 - accuracy)
                total += v
            }
            XCTAssertEqual(total, expected, accuracy: 1e-6)
        }
    }

    /// Removing a required minimum whose slack became basic while a lazily
    /// stored variable row still refers to it (the `dropRow` path).
    func testRemovingMinimumUnderCompression() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), total = Variable("total")
        let minA = a >= 20, minB = b >= 20
        try addChecked(solver, minA)
        try addChecked(solver, minB)
        try addChecked(solver, (a == 50).priority(750))
        try addChecked(solver, (b == 50).priority(750))
        try addChecked(solver, a + b == total)
        try solver.addEditVariable(total, priority: 999)
        try suggestChecked(solver, total, 30)
        XCTAssertEqual(solver.value(of: total), 40, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: a), 20, accuracy: accuracy)
        try removeChecked(solver, minA)
        XCTAssertEqual(solver.value(of: total), 30, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: a), 10, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: b), 20, accuracy: accuracy)
        try removeChecked(solver, minB)
        XCTAssertEqual(solver.value(of: a) + solver.value(of: b), 30, accuracy: accuracy)
        try suggestChecked(solver, total, 100)
        XCTAssertEqual(solver.value(of: a), 50, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: b), 50, accuracy: accuracy)
    }

    /// Constraints without variables: trivially true ones are accepted and
    /// removable, a false required one is unsatisfiable on its own, a false
    /// optional one is just violated.
    func testConstantConstraints() throws {
        let solver = Solver()
        let x = Variable("x")
        let trivial = x - x == 0
        try addChecked(solver, trivial)
        let impossible = Constraint(LinearExpression(constant: 5), .equal)
        XCTAssertThrowsError(try solver.add(impossible)) { error in
            guard case SolverError.unsatisfiableConstraint(_, let set) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(set.count, 1)
            XCTAssertTrue(set.first === impossible)
        }
        let soft = Constraint(LinearExpression(constant: 5), .lessThanOrEqual, priority: 10)
        try addChecked(solver, soft)
        try addChecked(solver, x == 3)
        XCTAssertEqual(solver.value(of: x), 3, accuracy: accuracy)
        try removeChecked(solver, trivial)
        try removeChecked(solver, soft)
        XCTAssertEqual(solver.constraintCount, 1)
    }

    func testValueOfUnknownVariableIsZero() {
        XCTAssertEqual(Solver().value(of: Variable("ghost")), 0)
    }

    func testHasConstraintAndEditVariable() throws {
        let solver = Solver()
        let x = Variable("x")
        let c = x >= 1
        XCTAssertFalse(solver.hasConstraint(c))
        try solver.add(c)
        XCTAssertTrue(solver.hasConstraint(c))
        XCTAssertFalse(solver.hasEditVariable(x))
        try solver.addEditVariable(x, priority: 500)
        XCTAssertTrue(solver.hasEditVariable(x))
        try solver.suggestValue(x, 7)
        XCTAssertEqual(solver.value(of: x), 7, accuracy: accuracy)
        try solver.suggestValue(x, -7)
        XCTAssertEqual(solver.value(of: x), 1, accuracy: accuracy)
        assertSound(solver)
    }
}
