extension SolverEngine {
    // MARK: Changing constraints' constants in place

    /// Moves the constant of each constraint `record` by its `delta` (the constraint
    /// `Σ terms + constant <relation> 0` becomes `Σ terms + constant + delta <relation> 0`) and
    /// restores an optimal, feasible basis with the dual simplex, then the primal one.
    ///
    /// Why it is exact: the marker symbol appears in exactly one original row, the
    /// constraint's own, with coefficient `f·m` (`m` is ``ConstraintTag/markerSign``, `f` the
    /// row's scale; see ``addMarkers(of:relation:to:)``). Every tableau row is a combination of
    /// original rows, so raising that row's constant by `f·δ` is the renaming
    /// `marker → marker + δ/m` throughout the tableau: the rows holding the marker shift by
    /// their coefficient times `δ/m`, and its own row, when basic, by `−δ/m`. This is what
    /// ``suggest(record:delta:)`` does for an edit constraint's error symbol.
    ///
    /// All shifts are made before any pivot: constants that are feasible together may not be
    /// one at a time (a root view and a view pinned inside it grow together).
    ///
    /// - Returns: false when the new constants make the required constraints infeasible: a
    ///   row whose basic symbol is a dummy (a redundant required equality) left non-zero, or a
    ///   restricted row with a negative constant that no symbol can raise. The tableau is then
    ///   exactly as it was (an undo log keeps every row the change touched).
    mutating func shiftConstants(of shifts: [(record: Int32, delta: Double)]) throws -> Bool {
        invalidateValues()
        beginUndoLog()
        // Rows whose basic symbol is a dummy hold only dummies, and no pivot enters a dummy:
        // their constants change only here, and must come out zero.
        var dummyRows: [(slot: Int, scale: Double)] = []
        for (record, delta) in shifts where delta != 0 {
            guard let tag = tags[Int(record)] else {
                throw EngineError.internalError("changing the constant of a dead record")
            }
            let renaming = delta / tag.markerSign
            let own = Int(rowOf[tag.marker.index])
            if own >= 0, kinds[rowBasic[own].index] == .dummy { dummyRows.append((own, abs(renaming))) }
            for cell in columns[tag.marker.index] where kinds[rowBasic[Int(cell.row)].index] == .dummy {
                dummyRows.append((Int(cell.row), abs(renaming)))
            }
            shiftConstants(renaming: tag.marker, by: renaming)
        }
        for (slot, scale) in dummyRows where !Tolerance.isResidue(rows[slot].constant, scale: scale) {
            rollBackUndoLog()
            return false
        }
        if try dualOptimizeUntilStuck() != nil {
            rollBackUndoLog()
            return false
        }
        commitUndoLog()
        // As in ``suggest(record:delta:)``: the pivot floor may leave the dual simplex one
        // pivot short of optimal, which the primal simplex takes up.
        try optimize()
        return true
    }
}
