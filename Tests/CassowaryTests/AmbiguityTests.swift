import XCTest
@testable import Cassowary

/// ``Solver/undeterminedVariables(among:)`` on the cases its reading of the tableau has to
/// tell apart; each answer is also checked against the edit-variable probe.
final class AmbiguityTests: XCTestCase {
    /// The reading, after checking that the probe gives the same answers.
    private func undetermined(_ solver: Solver, _ variables: [Variable], file: StaticString = #filePath, line: UInt = #line) throws -> [Bool] {
        let read = solver.undeterminedVariables(among: variables)
        XCTAssertEqual(read, try probeUndetermined(solver, variables), "probe", file: file, line: line)
        return read
    }

    func testFreeVariableMovesAndWhatItDrags() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        try solver.add(y == x + 5)
        try solver.add(z == 3)
        XCTAssertEqual(try undetermined(solver, [x, y, z]), [true, true, false])
        XCTAssertEqual(solver.undeterminedVariables(among: [Variable("unseen")]), [true])
    }

    func testZeroCostSlackLetsAWidthGrow() throws {
        let solver = Solver()
        let w = Variable("w")
        try solver.add(w >= 10)
        XCTAssertEqual(try undetermined(solver, [w]), [true])
        try solver.add(w <= 30)
        XCTAssertEqual(try undetermined(solver, [w]), [true])
    }

    /// `w >= 10` and `w <= 10`: the second slack's row is `s₁ = 0 − s₂`, degenerate, and
    /// stops `s₂` from growing, so `w = 10 + s₁` cannot move though its row holds a
    /// zero-cost slack.
    func testSlackStoppedByADegenerateRow() throws {
        let solver = Solver()
        let w = Variable("w")
        try solver.add(w >= 10)
        try solver.add(w <= 10)
        XCTAssertTrue(AmbiguityDifferentialTests.hasDegenerateBlockedSymbol(solver), "the case under test")
        XCTAssertEqual(try undetermined(solver, [w]), [false])
    }

    /// Two slacks a degenerate row stops one at a time but not together: `a >= b` and
    /// `b >= a` between two widths that may grow, so both grow in step.
    func testSlacksThatOnlyMoveTogether() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), left = Variable("left")
        try solver.add(a >= 10)
        try solver.add(b >= 10)
        try solver.add(a >= b)
        try solver.add(b >= a)
        try solver.add(left == 0)
        XCTAssertTrue(AmbiguityDifferentialTests.hasDegenerateBlockedSymbol(solver), "the case under test")
        XCTAssertEqual(try undetermined(solver, [a, b, left]), [true, true, false])
    }

    func testOptionalConstraintsAtDifferentPrioritiesDetermine() throws {
        let solver = Solver()
        let x = Variable("x"), w = Variable("w"), h = Variable("h")
        try solver.add((x == 10).priority(750))
        try solver.add((x == 20).priority(250))
        // Two equal priorities pulling apart: every width in between is as good.
        try solver.add((w == 10).priority(500))
        try solver.add((w == 20).priority(500))
        // A lower priority breaks the tie a higher one leaves.
        try solver.add(h >= 0)
        try solver.add((h == 40).priority(250))
        XCTAssertEqual(try undetermined(solver, [x, w, h]), [false, true, false])
    }

    /// `left_i = left_{i-1} + width_{i-1} + 8`: each `left` row is stored lazily, referring
    /// to the previous basic `left`, so a free width four views back reaches later lefts only
    /// through the chain of rows.
    func testLooseWidthPropagatesAlongLazyRows() throws {
        let solver = Solver()
        let count = 8
        let lefts = (0..<count).map { Variable("left\($0)") }
        let widths = (0..<count).map { Variable("width\($0)") }
        try solver.add(lefts[0] == 0)
        for i in 0..<count {
            try solver.add(i == 3 ? widths[i] >= 20 : widths[i] == 20)
            if i > 0 { try solver.add(lefts[i] == lefts[i - 1] + widths[i - 1] + 8) }
        }
        let engine = solver.engine
        let last = solver.symbol(for: lefts[count - 1])
        let slot = Int(engine.rowOf[last.index])
        XCTAssertTrue(engine.rows[slot].symbols.contains { engine.isExternalBasic($0) }, "the last left's row is lazy")
        let read = try undetermined(solver, lefts + widths)
        XCTAssertEqual(read, (0..<count).map { $0 > 3 } + (0..<count).map { $0 == 3 })
    }

    /// `x₁ = f + 5`, `x₂ = f + 3` with `f` free, and `v = x₁ − x₂ + 2`: `v`'s lazy row refers
    /// to two rows that both move with `f`, and the motion cancels. `v` is determined.
    func testMotionThatCancelsInALazyRow() throws {
        let solver = Solver()
        let f = Variable("f"), x1 = Variable("x1"), x2 = Variable("x2"), v = Variable("v")
        try solver.add(x1 == f + 5)
        try solver.add(x2 == f + 3)
        try solver.add(v == x1 - x2 + 2)
        let engine = solver.engine
        let row = engine.rows[Int(engine.rowOf[solver.symbol(for: v).index])]
        XCTAssertTrue(row.symbols.contains { engine.isExternalBasic($0) }, "v's row is lazy")
        XCTAssertEqual(try undetermined(solver, [f, x1, x2, v]), [true, true, true, false])
    }

    func testEditVariableIsHeldByItsEdit() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(y >= x)
        try solver.addEditVariable(x, priority: 500)
        try solver.suggestValue(x, 40)
        XCTAssertEqual(try undetermined(solver, [x, y]), [false, true])
    }

    /// The cone's span: `t₁ − t₂ ≥ 0` and `t₂ − t₁ ≥ 0` over `t ≥ 0` is the ray `t₁ = t₂`,
    /// which no single coordinate reaches alone.
    func testConeSpanFindsRaysThatNeedTwoCoordinates() {
        let span = ConeSpan(columns: 3, rows: [[1, -1, 0], [-1, 1, 0], [0, 0, -1]], equalities: [false, false, false]).basis()
        XCTAssertEqual(span, [[1, 1, 0]])
        let pointed = ConeSpan(columns: 2, rows: [[-1, 0], [1, -1]], equalities: [false, false]).basis()
        XCTAssertEqual(pointed, [])
        let equality = ConeSpan(columns: 2, rows: [[1, -1], [-1, 1]], equalities: [true, true]).basis()
        XCTAssertEqual(equality, [[1, 1]])
    }
}
