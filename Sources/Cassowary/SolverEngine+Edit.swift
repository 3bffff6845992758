extension SolverEngine {
    // MARK: suggestValue (kiwi `suggestValue`)

    /// Moves the target of the edit constraint `record` (`v == value`) by
    /// `delta` and restores feasibility with the dual simplex.
    ///
    /// Why it is cheap: changing the edit constant is the same as shifting its
    /// positive error symbol, so only rows holding that symbol change their
    /// constants (found through the column index), and the dual simplex repairs
    /// the few rows that went negative, without re-solving.
    mutating func suggest(record: Int32, delta: Double) throws {
        guard let tag = tags[Int(record)] else {
            throw EngineError.internalError("suggesting on a dead record")
        }
        let plusSlot = Int(rowOf[tag.marker.index])
        let minusSlot = tag.other.isValid ? Int(rowOf[tag.other.index]) : -1
        if plusSlot >= 0 {
            rows[plusSlot].constant -= delta
            if rows[plusSlot].constant < 0 { infeasibleRows.append(tag.marker) }
        } else if minusSlot >= 0 {
            rows[minusSlot].constant += delta
            if rows[minusSlot].constant < 0 { infeasibleRows.append(tag.other) }
        } else {
            for cell in columns[tag.marker.index] {
                let slot = Int(cell.row)
                let c = rows[slot].entries[Int(cell.position)].coefficient
                rows[slot].constant += delta * c
                let basic = rowBasic[slot]
                if kinds[basic.index] != .external && rows[slot].constant < 0 {
                    infeasibleRows.append(basic)
                }
            }
        }
        try dualOptimize()
    }
}
