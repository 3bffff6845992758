extension SolverEngine {
    // MARK: suggestValue (kiwi `suggestValue`)

    /// Moves the target of the edit constraint `record` (`v == value`) by
    /// `delta` and restores feasibility with the dual simplex.
    ///
    /// Why it is cheap: changing the edit constant is the same as shifting its
    /// positive error symbol, so only rows holding that symbol change their
    /// constants (found through the column index), and the dual simplex repairs
    /// the few rows that went negative, without re-solving.
    ///
    /// Throws ``EngineError/stuck`` with the tableau exactly as it was before the call when
    /// the dual simplex finds a negative row that nothing can raise.
    mutating func suggest(record: Int32, delta: Double) throws {
        invalidateValues()
        guard let tag = tags[Int(record)] else {
            throw EngineError.internalError("suggesting on a dead record")
        }
        // A stuck dual simplex leaves restricted rows negative halfway through its repair;
        // the log puts the tableau back at the last optimum, so that what recomputes the
        // numbers starts from a feasible basis.
        beginUndoLog()
        // Moving the target by δ renames ep → ep + δ (equivalently em → em − δ)
        // in every equation. kiwi: if ep is basic only its row changes; here
        // lazy external rows may also refer to the basic symbol, so they shift too.
        if isBasic(tag.marker) {
            shiftConstants(renaming: tag.marker, by: delta)
        } else if tag.other.isValid && isBasic(tag.other) {
            shiftConstants(renaming: tag.other, by: -delta)
        } else {
            shiftConstants(renaming: tag.marker, by: delta)
        }
        do {
            try dualOptimize()
        } catch {
            rollBackUndoLog()
            throw error
        }
        commitUndoLog()
        // The dual simplex keeps the objective optimal only while each entering symbol has the
        // smallest ratio in its row; the pivot floor may pass over that one, and the primal
        // simplex then finishes the optimisation (in the usual case it finds nothing to do).
        try optimize()
    }

    /// Applies `symbol → symbol + delta` to every row: rows holding `symbol`
    /// gain `coefficient·delta`, and its own row (when basic) loses `delta`.
    /// Restricted rows that go negative are queued for ``dualOptimize()``.
    mutating func shiftConstants(renaming symbol: Symbol, by delta: Double) {
        let own = Int(rowOf[symbol.index])
        if own >= 0 {
            journal(own)
            rows[own].constant -= delta
            if rows[own].constant < 0 { infeasibleRows.append(symbol) }
        }
        for cell in columns[symbol.index] {
            let slot = Int(cell.row)
            journal(slot)
            rows[slot].constant += delta * rows[slot].entries[Int(cell.position)].coefficient
            let basic = rowBasic[slot]
            if kinds[basic.index] != .external && rows[slot].constant < 0 {
                infeasibleRows.append(basic)
            }
        }
    }
}
