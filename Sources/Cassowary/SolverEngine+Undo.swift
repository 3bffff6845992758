/// What an addition that may still fail changed, kept so that a failure puts the tableau back
/// exactly as it was: every row it touched with its contents before the first change, bit for
/// bit; the objective keeps a journal of its own changes (``Objective/startJournal()``).
///
/// Why not pivot back: undoing a pivot by the inverse pivot divides by numbers the forward
/// pivot computed, so the rows come back only up to rounding, and a solver that refuses many
/// constraints drifts with every refusal. Saved rows come back as they were.
struct UndoLog {
    /// Each touched slot's row and basic symbol as they were (an invalid basic for a free or
    /// new slot), with the rank of that basic symbol, in the order first touched.
    var rows: [(slot: Int32, row: Row, basic: Symbol, rank: Int64)] = []
    /// Marks the slots in ``rows`` already: a slot is saved when its entry in
    /// ``SolverEngine/journaledIn`` equals this. A new number per log, so that opening one
    /// costs nothing however large the tableau.
    let generation: UInt32
    /// The slot count, free slots and rank counters when the log began.
    let slotCount: Int
    let freeSlots: [Int32]
    let lastLazyRank: Int64
    let lastStrictRank: Int64
}

extension SolverEngine {
    /// Starts keeping what the following changes overwrite (``UndoLog``).
    ///
    /// Contract: no log is open. Costs O(1) now and, later, a copy of each row at its first
    /// change, which is no more than the change itself reads.
    mutating func beginUndoLog() {
        undoGeneration &+= 1
        if undoGeneration == 0 {
            // After 2³² logs the numbers come round again: forget every old mark.
            for i in journaledIn.indices { journaledIn[i] = 0 }
            undoGeneration = 1
        }
        undoLog = UndoLog(generation: undoGeneration, slotCount: rows.count,
                          freeSlots: freeSlots, lastLazyRank: lastLazyRank, lastStrictRank: lastStrictRank)
        objective.startJournal()
    }

    /// Forgets the log: the changes stand.
    mutating func commitUndoLog() {
        undoLog = nil
        objective.commitJournal()
    }

    /// Saves row `slot` before its first change under an open log.
    @inline(__always)
    mutating func journal(_ slot: Int) {
        guard undoLog != nil else { return }
        journalSlow(slot)
    }

    private mutating func journalSlow(_ slot: Int) {
        guard var log = undoLog else { return }
        undoLog = nil  // keeps `log`'s arrays uniquely referenced while it grows
        if slot >= journaledIn.count { journaledIn.append(contentsOf: repeatElement(0, count: slot + 1 - journaledIn.count)) }
        if journaledIn[slot] != log.generation {
            journaledIn[slot] = log.generation
            let exists = slot < rows.count
            let basic = exists ? rowBasic[slot] : .invalid
            log.rows.append((Int32(truncatingIfNeeded: slot), exists ? rows[slot] : Row(), basic,
                             basic.isValid ? ranks[basic.index] : 0))
        }
        undoLog = log
    }

    /// Puts every row the log saved back as it was, with its basic symbol and rank, and the
    /// objective, free slots and rank counters; closes the log.
    ///
    /// Rows are taken out first and put back second, so a symbol that changed rows meanwhile
    /// ends in its old one; the column index is relinked for them as ``attach(_:basic:)``
    /// links a new row.
    mutating func rollBackUndoLog() {
        guard let log = undoLog else { return }
        undoLog = nil
        for entry in log.rows where Int(entry.slot) < rows.count && rowBasic[Int(entry.slot)].isValid {
            _ = detach(Int(entry.slot))
        }
        if rows.count > log.slotCount {
            rows.removeLast(rows.count - log.slotCount)
            rowBasic.removeLast(rowBasic.count - log.slotCount)
        }
        for entry in log.rows where entry.basic.isValid {
            let slot = Int(entry.slot)
            rows[slot] = entry.row
            rowBasic[slot] = entry.basic
            linkColumns(ofRowIn: slot)
            rowOf[entry.basic.index] = entry.slot
            ranks[entry.basic.index] = entry.rank
        }
        freeSlots = log.freeSlots
        objective.rollBackJournal()
        lastLazyRank = log.lastLazyRank
        lastStrictRank = log.lastStrictRank
        artificial = nil
        infeasibleRows.removeAll()
        invalidateValues()
    }
}
