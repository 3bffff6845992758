extension SolverEngine {
    // MARK: optimize (kiwi `optimize`, primal simplex on the lexicographic objective)

    /// Pivots until no symbol can lower the objective.
    ///
    /// Contract: the basic solution is feasible on entry and stays feasible.
    /// Entering symbol: the lowest-id eligible symbol (Bland's rule, which is
    /// also kiwi's scan order), taken from the candidate heap.
    mutating func optimize() throws {
        var passedOver: [Symbol] = []
        while let (entering, direction) = nextPrimaryEnteringSymbol() {
            let leaving = leavingRows(for: entering, direction: direction)
            guard let slot = leaving.best else {
                // The objective, a sum of errors, is bounded below, so a symbol that would lower
                // it without bound has a residue for a coefficient. Bounded only by rows whose
                // elements are residues, it waits: a pivot may give it a real bound. Bounded by
                // nothing, the residue is dropped and the symbol judged again.
                if leaving.residue != nil { passedOver.append(entering); continue }
                if objective.dropResidue(of: entering) { candidates.push(entering); continue }
                throw EngineError.internalError("the objective is unbounded")
            }
            _ = try pivot(slot, entering: entering)
            for s in passedOver { candidates.push(s) }
            passedOver.removeAll()
        }
        // And for the next optimisation, which starts after other changes.
        for s in passedOver { candidates.push(s) }
    }

    /// Pops candidates until one improves the objective: a restricted symbol
    /// with a lexicographically negative coefficient vector (direction +1), or a
    /// parametric external symbol with a non-zero one (it is free to move either
    /// way; kiwi only tries the negative side).
    private mutating func nextPrimaryEnteringSymbol() -> (Symbol, Double)? {
        while let s = candidates.popMin() {
            guard !isBasic(s) else { continue }
            switch kinds[s.index] {
            case .dummy:
                continue
            case .external:
                let sign = objective.sign(of: s)
                if sign != 0 { return (s, sign < 0 ? 1 : -1) }
            case .slack, .error:
                if objective.sign(of: s) < 0 { return (s, 1) }
            }
        }
        return nil
    }

    /// Phase-one loop over ``artificial``, the primal simplex on that one row.
    mutating func optimizeArtificial() throws {
        while let objectiveRow = artificial {
            var entering = Symbol.invalid
            var direction = 1.0
            let floor = pivotFloor(of: objectiveRow)
            for i in 0..<objectiveRow.count {
                let s = objectiveRow.symbols[i]
                let c = objectiveRow.coefficients[i]
                let k = kinds[s.index]
                let eligible = (k.isRestricted && c < -floor) || (k == .external && abs(c) > floor)
                if eligible && (!entering.isValid || s < entering) {
                    entering = s
                    direction = c < 0 ? 1 : -1
                }
            }
            guard entering.isValid else { return }
            let rows = leavingRows(for: entering, direction: direction)
            // Unlike the primal loop, skipping the symbol would choose it again.
            guard let slot = rows.best ?? rows.residue else {
                throw EngineError.internalError("the artificial objective is unbounded")
            }
            try pivot(slot, entering: entering)
        }
    }

    // MARK: getLeavingRow (kiwi), restricted to the column of the entering symbol

    /// Row whose restricted basic symbol hits zero first when `entering` moves
    /// in `direction`. Both nil: unbounded.
    ///
    /// Harris's two-pass ratio test: among the rows that hit zero within
    /// ``Tolerance/primalFeasibility`` of the first, the one with the largest element, then
    /// the lowest basic id (Bland). Degenerate vertices (many rows at 0) are the rule in
    /// layout tableaus, and the lowest id alone can pick an element of 1/50 where another row
    /// offers 1, multiplying the rounding by 50 for nothing.
    ///
    /// `best` passes over a row whose element is under its ``pivotFloor(of:)`` (a residue:
    /// dividing by it multiplies every error in the tableau by its inverse); `residue` is the
    /// row the rule would pick among those alone. Primal feasibility still rules: a row passed
    /// over becomes `best` when the step `best` allows would leave it more than
    /// ``Tolerance/passedOverRow`` below zero, since its element is then not small beside the
    /// step.
    func leavingRows(for entering: Symbol, direction: Double) -> (best: Int?, residue: Int?) {
        var bound = Double.infinity
        var residue: (slot: Int, ratio: Double, basic: Symbol)?
        forEachFallingRow(of: entering, direction: direction) { slot, basic, element, constant, isResidue in
            if isResidue {
                let candidate = (slot: slot, ratio: constant / element, basic: basic)
                if Self.isEarlier(candidate, than: residue) { residue = candidate }
            } else {
                bound = min(bound, (constant + Tolerance.primalFeasibility) / element)
            }
        }
        guard bound.isFinite else { return (nil, residue?.slot) }
        var best: (slot: Int, element: Double, basic: Symbol)?
        forEachFallingRow(of: entering, direction: direction) { slot, basic, element, constant, isResidue in
            guard !isResidue, constant / element <= bound else { return }
            if let b = best, element < b.element || (element == b.element && basic > b.basic) { return }
            best = (slot, element, basic)
        }
        guard let chosen = best else { return (nil, residue?.slot) }
        guard residue != nil else { return (chosen.slot, nil) }
        let step = max(0, rows[chosen.slot].constant) / chosen.element
        var binding: (slot: Int, ratio: Double, basic: Symbol)?
        forEachFallingRow(of: entering, direction: direction) { slot, basic, element, constant, isResidue in
            guard isResidue, element * step - constant > Tolerance.passedOverRow else { return }
            let candidate = (slot: slot, ratio: constant / element, basic: basic)
            if Self.isEarlier(candidate, than: binding) { binding = candidate }
        }
        return (binding?.slot ?? chosen.slot, residue?.slot)
    }

    /// Calls `body` for each restricted row of `entering`'s column whose basic symbol falls
    /// as `entering` moves in `direction`: its slot, basic symbol, element (the fall per
    /// unit, positive), constant (at least 0), and whether the element is under the row's
    /// pivot floor.
    private func forEachFallingRow(
        of entering: Symbol, direction: Double, _ body: (Int, Symbol, Double, Double, Bool) -> Void
    ) {
        for cell in columns[entering.index] {
            let slot = Int(cell.row)
            let basic = rowBasic[slot]
            guard kinds[basic.index] != .external else { continue }
            let a = rows[slot].entries[Int(cell.position)].coefficient * direction
            guard a < 0 else { continue }
            body(slot, basic, -a, max(0, rows[slot].constant), isUnderPivotFloor(a, in: rows[slot]))
        }
    }

    /// The ratio test's order: smaller ratio, then lower basic id.
    private static func isEarlier(
        _ a: (slot: Int, ratio: Double, basic: Symbol), than b: (slot: Int, ratio: Double, basic: Symbol)?
    ) -> Bool {
        guard let b else { return true }
        return a.ratio < b.ratio || (a.ratio == b.ratio && a.basic < b.basic)
    }

    // MARK: pivot

    /// Makes `entering` basic in row `slot`; returns the symbol that left.
    ///
    /// Contract: `entering` appears in the row. A lazy external row is expanded
    /// first (through ``detach(_:)``), because the new basic row must be strict.
    /// A restricted row is pivoted in place: only the entries of `entering` and
    /// `leaving` change columns, so a long row costs one scaling pass instead of
    /// unlinking and relinking every entry.
    @discardableResult
    mutating func pivot(_ slot: Int, entering: Symbol) throws -> Symbol {
        let leaving = rowBasic[slot]
        guard pivotUnits < pivotLimit else { throw EngineError.pivotLimitReached }
        pivotCount += 1
        if kinds[leaving.index] == .external {
            var row = detach(slot)
            expandExternalReferences(&row)
            noteDoubtfulPivot(row.coefficient(for: entering), in: row)
            guard row.solve(for: leaving, entering) else {
                throw EngineError.internalError("pivot symbol missing from its row")
            }
            substitute(entering, with: row)
            attach(row, basic: entering)
            return leaving
        }
        guard let p = rows[slot].position(of: entering) else {
            throw EngineError.internalError("pivot symbol missing from its row")
        }
        noteDoubtfulPivot(rows[slot].coefficients[p], in: rows[slot])
        // leaving = c + a·entering + rest  ⇒  entering = (leaving − c − rest) / a
        let factor = -1.0 / rows[slot].coefficients[p]
        removeTableauEntry(row: slot, at: p)
        rows[slot].scale(by: factor)
        // Dividing by a large pivot element can bring an entry under the zero tolerance; keep
        // rows free of such entries, as every other row operation does.
        var q = rows[slot].count - 1
        while q >= 0 {
            if Tolerance.isZero(rows[slot].coefficients[q]) { removeTableauEntry(row: slot, at: q) }
            q -= 1
        }
        addToTableauRow(slot, leaving, -factor)
        rowBasic[slot] = entering
        rowOf[leaving.index] = -1
        rowOf[entering.index] = Int32(truncatingIfNeeded: slot)
        if kinds[entering.index] == .external { assignRank(entering, lazy: false) }
        let source = rows[slot]
        substitute(entering, with: source)
        return leaving
    }

    // MARK: dualOptimize (kiwi)

    /// Restores feasibility after constants changed (``suggest(record:delta:)``)
    /// while keeping optimality, row by row from the infeasible list.
    ///
    /// Throws ``EngineError/stuck`` when a row stays negative with nothing to raise it: the
    /// changes were feasible in exact arithmetic (a suggestion moves an optional target, a
    /// refactorisation keeps a feasible basis), so the tableau's numbers are at fault.
    mutating func dualOptimize() throws {
        if try dualOptimizeUntilStuck() != nil { throw EngineError.stuck }
    }

    /// The dual simplex loop. Returns nil once every restricted row is
    /// feasible; otherwise the slot of a row with a negative constant that no
    /// symbol can raise, which proves the constraints infeasible.
    mutating func dualOptimizeUntilStuck() throws -> Int? {
        while let leaving = infeasibleRows.popLast() {
            let slot = Int(rowOf[leaving.index])
            guard slot >= 0, kinds[leaving.index] != .external else { continue }
            let constant = rows[slot].constant
            guard constant < 0, !Tolerance.isZero(constant) else { continue }
            let entering = dualEnteringSymbol(slot)
            guard entering.isValid else { return slot }
            try pivot(slot, entering: entering)
        }
        return nil
    }

    /// kiwi `getDualEnteringSymbol`: among non-dummy symbols with a positive
    /// coefficient, the one minimising objective/coefficient, compared
    /// lexicographically over the priority levels; ties to the lowest id.
    private mutating func dualEnteringSymbol(_ slot: Int) -> Symbol {
        var entering = Symbol.invalid
        let levelCount = objective.levelCount
        var best = [Double](repeating: 0, count: levelCount)
        var ratio = [Double](repeating: 0, count: levelCount)
        let row = rows[slot]
        let floor = pivotFloor(of: row)
        for i in 0..<row.count {
            let s = row.symbols[i]
            let c = row.coefficients[i]
            guard kinds[s.index] != .dummy, c > 0 else { continue }
            guard c > floor else { continue }
            for level in 0..<levelCount {
                ratio[level] = objective.levels[level].coefficient(for: s) / c
            }
            if !entering.isValid || lexicographicallyBetter(ratio, s, than: best, entering) {
                entering = s
                swap(&best, &ratio)
            }
        }
        if !entering.isValid {
            // A free (external) symbol can move either way, so a row holding one
            // is not yet a proof of infeasibility: pivot it in (kiwi ignores this).
            for i in 0..<row.count where kinds[row.symbols[i].index] == .external && abs(row.coefficients[i]) > floor {
                if !entering.isValid || row.symbols[i] < entering { entering = row.symbols[i] }
            }
        }
        return entering
    }

    /// `a` (for symbol `sa`) beats `b` (for `sb`): smaller beyond tolerance on
    /// the first differing level, or equal within tolerance and a lower id.
    private func lexicographicallyBetter(_ a: [Double], _ sa: Symbol, than b: [Double], _ sb: Symbol) -> Bool {
        for level in a.indices {
            if a[level] < b[level] - Tolerance.dualFeasibility { return true }
            if a[level] > b[level] + Tolerance.dualFeasibility { return false }
        }
        return sa < sb
    }
}

extension SolverEngine {
    // MARK: Pivot floors

    /// The smallest coefficient a pivot may divide by in `row`: ``pivotTolerance`` of its
    /// largest entry other than a dummy's. A dummy never enters, and its coefficient, a
    /// required equality's weight in the row, says nothing of the rounding in the others.
    func pivotFloor(of row: Row) -> Double {
        pivotTolerance * max(1, largestPivotable(in: row))
    }

    /// The largest magnitude among `row`'s entries other than dummies, which never enter.
    private func largestPivotable(in row: Row) -> Double {
        var largest = 0.0
        for i in 0..<row.count where kinds[row.symbols[i].index] != .dummy {
            largest = max(largest, abs(row.coefficients[i]))
        }
        return largest
    }

    /// Sets ``doubtful`` when `element`, about to be divided by, is under
    /// ``Tolerance/doubtfulPivot(largest:)`` of `row`.
    mutating func noteDoubtfulPivot(_ element: Double, in row: Row) {
        if abs(element) < Tolerance.doubtfulPivot(largest: largestPivotable(in: row)) { doubtful = true }
    }

    /// True when `element`, an entry of `row`, is under the row's ``pivotFloor(of:)``: a
    /// residue of an exact zero, no place to pivot. An element of
    /// ``Tolerance/surelyAbovePivotFloor`` or more is taken as real without scanning its row.
    func isUnderPivotFloor(_ element: Double, in row: Row) -> Bool {
        abs(element) < Tolerance.surelyAbovePivotFloor && abs(element) <= pivotFloor(of: row)
    }
}
