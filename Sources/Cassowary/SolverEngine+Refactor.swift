extension SolverEngine {
    // MARK: Refactorisation

    /// The row of constraint `record` as first written, `Σ terms + constant` plus its marker
    /// and error symbols (`== 0`), as ``addConstraint(terms:constant:relation:priority:)``
    /// built it before any substitution. nil for a free record.
    func originalRow(record: Int32, terms: [(Symbol, Double)], constant: Double, relation: Relation) -> Row? {
        guard Int(record) < tags.count, let tag = tags[Int(record)] else { return nil }
        var row = Row(constant: constant * tag.scale)
        for (symbol, coefficient) in terms { row.add(symbol, coefficient * tag.scale) }
        addMarkers(of: tag, relation: relation, to: &row)
        return row
    }

    /// Recomputes every row, and the objective, from the constraints' original rows for the
    /// basic symbols the tableau has now, then lets the dual and primal simplex repair what
    /// the fresh numbers show (nothing, on a sound basis). `originals` holds one row per
    /// constraint in the engine (``originalRow(record:terms:constant:relation:)``).
    ///
    /// Why: rounding compounds along the path of pivots and lazy expansions that built a
    /// tableau, far beyond what its basis warrants: a well-conditioned basis can carry errors
    /// of 1e-5 after a few additions whose expansions summed terms in the thousands.
    /// Gauss–Jordan elimination on the original rows, pivoting on each column's largest
    /// element, costs the rounding of the basis alone. What LP solvers call refactorisation;
    /// unlike a rebuild, it keeps the vertex, so answers where optional constraints tie stay
    /// as they were.
    ///
    /// Cost: O(rows × rows × row length), with rows strict (an external row no longer
    /// refers lazily to others), so ``Solver`` refactors small systems only. Throws
    /// ``EngineError/internalError(_:)`` when the basis is singular in the original rows (it
    /// was reached through a pivot on rounding) or the repair fails; `self` is then in an
    /// unspecified state, so callers work on a copy.
    mutating func refactor(originals: [Row]) throws {
        var basics: [Symbol] = []
        for slot in rows.indices where rowBasic[slot].isValid { basics.append(rowBasic[slot]) }
        guard basics.count == originals.count else {
            throw EngineError.internalError("refactoring: \(basics.count) basic symbols for \(originals.count) constraints")
        }
        var work = originals
        var basicOfRow = [Symbol](repeating: .invalid, count: work.count)
        for symbol in basics.sorted(by: <) {
            var best: Int?
            var bestMagnitude = 0.0
            for i in work.indices where !basicOfRow[i].isValid {
                let c = abs(work[i].coefficient(for: symbol))
                if c > bestMagnitude { best = i; bestMagnitude = c }
            }
            guard let pivotRow = best, bestMagnitude > Tolerance.singular * work[pivotRow].largestMagnitude else {
                throw EngineError.internalError("refactoring: the basis is singular")
            }
            guard work[pivotRow].solve(for: symbol) else { throw EngineError.internalError("refactoring: pivot lost") }
            basicOfRow[pivotRow] = symbol
            let source = work[pivotRow]
            for i in work.indices where i != pivotRow { work[i].substitute(symbol, with: source) }
        }
        install(work, basics: basicOfRow)
        try dualOptimize()
        try optimize()
    }

    /// Replaces the tableau by `newRows` (strict, `basics[i]` the basic symbol of row `i`)
    /// and recomputes the objective over them.
    private mutating func install(_ newRows: [Row], basics: [Symbol]) {
        invalidateValues()
        rows = []
        rowBasic = []
        freeSlots = []
        for s in columns.indices {
            columns[s] = []
            rowOf[s] = -1
        }
        for (row, basic) in zip(newRows, basics) { attach(row, basic: basic) }
        objective.clearLevels()
        for tag in tags.compactMap({ $0 }) where tag.priority < 1000 {
            guard let level = objective.level(for: tag.priority) else { continue }
            for error in [tag.marker, tag.other] where error.isValid && kinds[error.index] == .error {
                objective.add(error, 1, level: level)
            }
        }
        for level in 0..<objective.levelCount {
            for s in objective.levels[level].symbols.map({ $0 }) where isBasic(s) {
                objective.substitute(s, with: rows[Int(rowOf[s.index])], level: level)
            }
        }
        artificial = nil
        infeasibleRows = []
        for slot in rows.indices where kinds[rowBasic[slot].index] != .external && rows[slot].constant < 0 {
            infeasibleRows.append(rowBasic[slot])
        }
        for s in 0..<symbolCount where rowOf[s] < 0 && kinds[s] != .dummy { candidates.push(Symbol(index: s)) }
    }
}
