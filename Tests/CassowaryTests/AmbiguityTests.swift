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

    /// Two such pairs are two components of the same shape; `v = a₁ − a₂` moves when either
    /// pair grows alone, so it is undetermined, though the components' motions, given the
    /// same weights, would cancel in it.
    func testComponentsMoveIndependently() throws {
        let solver = Solver()
        var pairs: [(Variable, Variable)] = []
        for k in 1...2 {
            let a = Variable("a\(k)"), b = Variable("b\(k)")
            try solver.add(a >= 10)
            try solver.add(b >= 10)
            try solver.add(a >= b)
            try solver.add(b >= a)
            pairs.append((a, b))
        }
        let v = Variable("v")
        try solver.add(v == pairs[0].0 - pairs[1].0)
        XCTAssertEqual(try undetermined(solver, [v, pairs[0].0, pairs[1].1]), [true, true, true])
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

    /// A basis from ``ConeSpan`` for dense rows, written out dense.
    private func span(_ columns: Int, _ rows: [[Double]], equalities: [Bool]? = nil) -> [[Double]] {
        let sparse = rows.map { row in row.indices.filter { row[$0] != 0 }.map { (column: $0, coefficient: row[$0]) } }
        let cone = ConeSpan(columns: columns, rows: sparse, equalities: equalities ?? rows.map { _ in false })
        return cone.basis().map { vector in
            var dense = [Double](repeating: 0, count: columns)
            for e in vector { dense[e.column] = e.coefficient }
            return dense
        }
    }

    /// `t₁ − t₂ ≥ 0` and `t₂ − t₁ ≥ 0` over `t ≥ 0` is the ray `t₁ = t₂`, which no single
    /// coordinate reaches alone: the dense simplex finds it. `−t₃ ≥ 0` forces `t₃` to 0.
    func testConeSpanFindsRaysThatNeedTwoCoordinates() {
        XCTAssertEqual(span(3, [[1, -1, 0], [-1, 1, 0], [0, 0, -1]]), [[1, 1, 0]])
        XCTAssertEqual(span(2, [[-1, 0], [1, -1]]), [])
        XCTAssertEqual(span(2, [[1, -1], [-1, 1]], equalities: [true, true]), [[1, 1]])
    }

    /// The linear rules alone: a column no row holds negatively grows alone and mends the
    /// rows it holds positively, which frees the columns only those rows held back; a
    /// chain of rows `−tᵢ − tᵢ₊₁ ≥ 0` forces every coordinate to 0.
    func testConeSpanRules() {
        // t₀ free; row 0 (t₀ − t₁ ≥ 0) mended by t₀, so t₁ free; row 1 (−t₂ + 0·…) forces t₂.
        XCTAssertEqual(span(3, [[1, -1, 0], [0, 0, -1]]), [[1, 0, 0], [0, 1, 0]])
        let n = 2_000
        let chain = (0..<(n - 1)).map { i in (0..<n).map { $0 == i || $0 == i + 1 ? -1.0 : 0 } }
        XCTAssertEqual(span(n, chain), [])
        // With a row holding both signs in a cycle only the dense part can say that
        // t₀ = t₁ = t₂ may all grow together.
        XCTAssertEqual(span(3, [[1, -1, 0], [0, 1, -1], [-1, 0, 1]]), [[1, 1, 1]])
    }
}
