extension SolverEngine {
    // MARK: removeConstraint (kiwi `removeConstraint`)

    /// Removes the constraint of `record` and re-optimises.
    ///
    /// Contract: `record` is live. Afterwards none of its symbols appears in
    /// the tableau or the objective.
    mutating func removeConstraint(record: Int32) throws {
        invalidateValues()
        guard let tag = tags[Int(record)] else {
            throw EngineError.internalError("removing a dead record")
        }
        removeConstraintEffects(tag)
        var leavingSlot: Int?
        if isBasic(tag.marker) {
            dropRow(of: tag.marker)
        } else {
            leavingSlot = markerLeavingRow(tag.marker)
            if let slot = leavingSlot, kinds[rowBasic[slot].index] == .external {
                // Only external rows hold the marker, and in a lazy row its
                // coefficient may cancel against the rows it refers to.
                makeExternalRowsStrict(containing: tag.marker)
                leavingSlot = markerLeavingRow(tag.marker)
            }
        }
        if let slot = leavingSlot {
            let leaving = rowBasic[slot]
            // The rows the pivot changes: the ratio test keeps them feasible, except one it
            // passed over because its element is under the pivot floor, which may be true.
            var touched: [Symbol] = []
            for cell in columns[tag.marker.index] where Int(cell.row) != slot { touched.append(rowBasic[Int(cell.row)]) }
            var row = detach(slot)
            if kinds[leaving.index] == .external { expandExternalReferences(&row) }
            guard row.solve(for: leaving, tag.marker) else {
                throw EngineError.internalError("marker missing from its leaving row")
            }
            substitute(tag.marker, with: row, intoExternalRows: true)
            for basic in touched where kinds[basic.index] != .external {
                let own = Int(rowOf[basic.index])
                if own >= 0, rows[own].constant < 0, !Tolerance.isZero(rows[own].constant) { infeasibleRows.append(basic) }
            }
        }
        // else: the marker appears nowhere, or only as rounding residue: the constraint was
        // implied by others.
        if leavingSlot == nil && !isBasic(tag.marker) { removeFromTableau(tag.marker) }
        if tag.other.isValid { eraseSymbol(tag.other) }
        tags[Int(record)] = nil
        freeTags.append(record)
        // Removing a constraint only widens the feasible region, so a row left negative is
        // repaired by the dual simplex; stuck, it throws ``EngineError/stuck`` with the
        // constraint gone, and the solver recomputes the tableau.
        try dualOptimize()
        try optimize()
    }

    /// Rewrites the external rows that hold `symbol` directly into strict form
    /// (no references to basic symbols), so the coefficient they show for
    /// `symbol` is its true one.
    private mutating func makeExternalRowsStrict(containing symbol: Symbol) {
        var slots: [Int] = []
        for cell in columns[symbol.index] where kinds[rowBasic[Int(cell.row)].index] == .external {
            slots.append(Int(cell.row))
        }
        for slot in slots {
            let basic = rowBasic[slot]
            var row = detach(slot)
            expandExternalReferences(&row)
            attach(row, basic: basic)
        }
    }

    /// kiwi `removeConstraintEffects`: takes the constraint's errors out of its
    /// objective level (substituting their rows when basic).
    private mutating func removeConstraintEffects(_ tag: ConstraintTag) {
        guard tag.priority < 1000, let level = objective.level(for: tag.priority) else { return }
        for error in [tag.marker, tag.other] where error.isValid && kinds[error.index] == .error {
            let slot = Int(rowOf[error.index])
            if slot >= 0 {
                let row = rows[slot]
                objective.add(row, times: -1, level: level)
                queueCandidates(of: row)
            } else {
                objective.add(error, -1, level: level)
            }
        }
        objective.releaseLevel(for: tag.priority)
    }

    /// kiwi `getMarkerLeavingRow`, with one rule before it: a row whose basic
    /// symbol is a dummy first, then a restricted row where the marker has a
    /// negative coefficient (smallest ratio), then a positive one, then any
    /// external row.
    ///
    /// Why the dummy row first: it is a required equality that was redundant
    /// when added (kiwi's all-dummy row, `d2 = d1`), so it can take over from
    /// the constraint being removed. Pivoting through another row instead
    /// leaves `d2` basic, holding what the removed constraint held, where
    /// nothing enforces it: `v == 152` added twice with `v` edited, then one
    /// removed, would give `v = 0` (as kiwi 1.5.1 does).
    private mutating func markerLeavingRow(_ marker: Symbol) -> Int? {
        var redundant: Int?, first: Int?, second: Int?, third: Int?
        var r1 = Double.greatestFiniteMagnitude
        var r2 = Double.greatestFiniteMagnitude
        for cell in columns[marker.index] {
            let slot = Int(cell.row)
            let c = rows[slot].entries[Int(cell.position)].coefficient
            guard c != 0 else { continue }
            let basic = rowBasic[slot]
            // A residue of an exact zero in a strict row is no place to pivot (see
            // ``SolverEngine/leavingRows``); a marker found only in such rows is erased with
            // them. A lazy external row's own coefficient is not its true one, so it counts.
            if kinds[basic.index] != .external && isUnderPivotFloor(c, in: rows[slot]) { continue }
            if kinds[basic.index] == .dummy {
                if redundant == nil || basic < rowBasic[redundant ?? slot] { redundant = slot }
            } else if kinds[basic.index] == .external {
                if third == nil || basic < rowBasic[third ?? slot] { third = slot }
            } else if c < 0 {
                let r = -rows[slot].constant / c
                if r < r1 || (r == r1 && basic < rowBasic[first ?? slot]) { r1 = r; first = slot }
            } else {
                let r = rows[slot].constant / c
                if r < r2 || (r == r2 && basic < rowBasic[second ?? slot]) { r2 = r; second = slot }
            }
        }
        return redundant ?? first ?? second ?? third
    }

    /// Removes every trace of a symbol whose constraint is gone (Cassowary's
    /// `removeColumn` for the second error variable). In exact arithmetic it
    /// has already cancelled out; this clears rounding residue.
    private mutating func eraseSymbol(_ symbol: Symbol) {
        dropRow(of: symbol)
        removeFromTableau(symbol)
    }
}
