/// One cell of a column: a row holding the symbol and the symbol's position
/// in that row. Together with `Row.Entry.columnSlot` this links each tableau
/// term both ways, so unlinking and reading a column never search a row.
struct ColumnEntry {
    var row: Int32
    var position: Int32
}

/// Failures raised by ``SolverEngine``; ``Solver`` turns them into ``SolverError``.
enum EngineError: Error {
    /// The new required constraint conflicts with required constraints in the tableau; the
    /// proof says which, with their weights. The tableau is as it was before the addition.
    case unsatisfiable(ConflictWeights)
    /// A broken invariant.
    case internalError(String)
    /// The dual simplex found a row it must repair and nothing to repair it with, after a
    /// change that exact arithmetic keeps feasible (``SolverEngine/dualOptimize()``).
    case stuck
    /// ``SolverEngine/pivotLimit`` pivots were made and the work is not done; the tableau is
    /// left mid-way and must not be used again.
    case pivotLimitReached
}

/// The weights of a refused constraint's proof of infeasibility, read off the tableau row
/// that proves it: `Σ weight·(expression + marker) = 0` over the constraints named, the new
/// one included, is a combination in which every variable cancels and what is left cannot be
/// zero (see ``Solver``'s check).
struct ConflictWeights {
    /// Required constraints in the tableau (engine records) and their weights, in the order
    /// they were added.
    var records: [(record: Int32, weight: Double)]
    /// The weight of the constraint being added.
    var newWeight: Double
}

/// The bookkeeping kiwi calls a `Tag`: the symbols a constraint introduced.
struct ConstraintTag {
    /// Slack, dummy or positive error symbol; pivoted out on removal.
    var marker: Symbol
    /// Negative error symbol of optional equalities, error of optional inequalities.
    var other: Symbol
    /// 1...1000.
    var priority: Int
    /// Monotonic addition number, orders unsatisfiability reports.
    var sequence: Int
    /// The power of two the constraint's row was multiplied by when created, so that its
    /// largest coefficient lies in `1..<2` (``Tolerance`` is written for rows so scaled).
    var scale: Double = 1
    /// The sign of ``marker`` in the constraint's row before scaling: `+1` for a `≤` slack and
    /// a required equality's dummy, `-1` for a `≥` slack and an optional equality's positive
    /// error.
    var markerSign: Double = 1
}

/// The incremental simplex engine behind ``Solver`` (kiwi's `SolverImpl`).
///
/// Representation (see docs/Solver.md for the why):
/// - Symbols are dense ids; every per-symbol fact is an array slot.
/// - Rows live in slots; `rowOf[symbol]` is the slot of the row whose basic
///   symbol it is. `columns[symbol]` lists the rows that contain the symbol
///   and its position in each, so a substitution touches only those rows
///   (kiwi scans all) without searching them.
/// - Two tiers. *Restricted rows* (basic symbol slack/error/dummy) are in strict
///   tableau form: only parametric symbols. *External rows* (basic symbol a user
///   variable) are plain equations that may also refer to basic symbols ("lazy"
///   rows); the references among external rows form an acyclic graph. External
///   rows never take part in ratio tests, so pivots do not substitute into them;
///   values are read by evaluating the graph. This avoids the quadratic fill of
///   long chains (`left_i = left_{i-1} + width_{i-1} + 8`), where a strict
///   tableau stores every width's error symbols in every later `left` row, and
///   keeps a pivot from rewriting every external row that mentions its symbol.
/// - The objective is lexicographic over priority levels (``Objective``).
struct SolverEngine {
    // MARK: Per-symbol arrays (index = symbol id)
    var kinds: [SymbolKind] = []
    /// Slot of the row whose basic symbol this is, or -1 when parametric.
    var rowOf: [Int32] = []
    /// Rows containing this symbol, with its position there (objective not included).
    var columns: [[ColumnEntry]] = []
    /// Engine record id of the constraint that introduced this marker/error, or -1.
    var owner: [Int32] = []
    /// Scratch marks for graph walks (``expandExternalReferences(_:)``, values).
    var marks: [UInt32] = []
    var markEpoch: UInt32 = 0
    /// Values of symbols ``evaluateExternals(_:)`` has computed; one is current while its
    /// stamp in `valueStamps` equals `valueEpoch`.
    var scratchValues: [Double] = []
    var valueStamps: [UInt32] = []
    /// Moved on by ``invalidateValues()`` whenever the tableau changes.
    var valueEpoch: UInt32 = 1
    /// Topological rank of a basic external symbol: every lazy row refers
    /// only to basic externals of lower rank (see ``assignRank(_:lazy:)``).
    var ranks: [Int64] = []
    /// Last rank given to a lazy row (counts up) and to a strict one (counts down).
    var lastLazyRank: Int64 = 0
    var lastStrictRank: Int64 = 0

    // MARK: Rows (index = slot)
    var rows: [Row] = []
    var rowBasic: [Symbol] = []
    var freeSlots: [Int32] = []

    // MARK: Objectives
    var objective = Objective()
    var candidates = SymbolHeap()
    /// Phase-one objective of ``addWithArtificialVariable(_:)``; nil otherwise.
    var artificial: Row?

    /// Basic symbols whose rows may have gone negative (consumed by ``dualOptimize()``).
    var infeasibleRows: [Symbol] = []

    // MARK: Constraints
    var tags: [ConstraintTag?] = []
    var freeTags: [Int32] = []
    var nextSequence = 0

    /// Pivots performed so far (diagnostics, see ``Solver/statistics``).
    var pivotCount = 0
    /// Tableau and objective entries rewritten by substitutions so far: what a pivot costs
    /// grows with the rows it touches, so the budget counts these too (`pivotUnits`).
    var entryUpdates = 0
    /// The work so far in budget units: one for each pivot, and one more for each
    /// `entriesPerPivotUnit` entries the substitutions rewrote, so a pivot that rewrites a
    /// thousand entries costs what twenty small ones cost.
    var pivotUnits: Int { pivotCount + entryUpdates / Self.entriesPerPivotUnit }
    /// About what a pivot of ordinary rows rewrites, so such a pivot counts as one unit.
    /// Measured: a unit costs 2–3 µs in a release build, on a chain of 8,000 views with
    /// optional widths (12,047 pivots, 266 million entries rewritten, 12 s) and on 100,000
    /// stack-view rows' constraints (240,000 pivots, 5 million entries).
    static let entriesPerPivotUnit = 50
    /// Pivots allowed in all; one more throws ``EngineError/pivotLimitReached``.
    var pivotLimit = Int.max
    /// Entries the expansions of lazy external rows have added to the rows they expand, so far:
    /// what an addition that ends in a conflict spent before it knew (``charge(entries:)``).
    var expandedEntries = 0

    /// Counts `entries` of work that is no pivot against the budget, before that work is done:
    /// the expansion a refused constraint needed and the reading of its proof, which grow with
    /// the conflicting set. A system in which every constraint conflicts with a long chain
    /// before it reads the chain once per conflict; counted, the whole stays within the budget.
    ///
    /// - Throws: ``EngineError/pivotLimitReached`` when the work would take ``pivotUnits``
    ///   past ``pivotLimit``.
    mutating func charge(entries: Int) throws {
        entryUpdates &+= entries
        guard pivotUnits <= pivotLimit else { throw EngineError.pivotLimitReached }
    }

    /// Set by a step that may have multiplied the tableau's rounding a hundredfold or more: a
    /// pivot on an element under ``Tolerance/doubtfulPivot`` of its row (it may be what
    /// rounding left of an exact zero), or an expansion whose terms cancelled by more than
    /// ``Tolerance/doubtfulCancellation`` (the result carries their rounding at its own
    /// smaller scale). ``Solver`` recomputes a small system from the constraints before it
    /// trusts the result.
    var doubtful = false
    /// The fraction of its row's largest entry an element must reach to be pivoted on:
    /// ``Tolerance/pivot`` for a tableau that pivots have carried along, and
    /// ``Tolerance/freshPivot`` while ``Solver`` asks a question again on numbers just
    /// refactorised.
    var pivotTolerance = Tolerance.pivot
    /// The rows a failing addition would have to restore; nil outside such a phase.
    var undoLog: UndoLog?
    /// The number of the latest undo log (``UndoLog/generation``).
    var undoGeneration: UInt32 = 0
    /// For each slot, the number of the last undo log that saved it.
    var journaledIn: [UInt32] = []

    init() {}

    /// The order in which the constraint `record` was added, nil for a free record.
    func sequence(of record: Int32) -> Int? {
        Int(record) < tags.count ? tags[Int(record)]?.sequence : nil
    }

    // MARK: Symbols

    var symbolCount: Int { kinds.count }

    /// Allocates a symbol of `kind`.
    mutating func makeSymbol(_ kind: SymbolKind, owner record: Int32 = -1) -> Symbol {
        let symbol = Symbol(index: kinds.count)
        kinds.append(kind)
        rowOf.append(-1)
        columns.append([])
        owner.append(record)
        marks.append(0)
        scratchValues.append(0)
        valueStamps.append(0)
        ranks.append(0)
        candidates.resize(to: kinds.count)
        return symbol
    }

    /// Forgets the symbols allocated since `count` was read; used after a failed
    /// add, when those symbols appear nowhere any more.
    mutating func truncateSymbols(to count: Int) {
        guard count < kinds.count else { return }
        let extra = kinds.count - count
        kinds.removeLast(extra)
        rowOf.removeLast(extra)
        columns.removeLast(extra)
        owner.removeLast(extra)
        marks.removeLast(extra)
        scratchValues.removeLast(extra)
        valueStamps.removeLast(extra)
        ranks.removeLast(extra)
        candidates.resize(to: count)
    }

    @inline(__always)
    func kind(_ s: Symbol) -> SymbolKind { kinds[s.index] }

    @inline(__always)
    func isBasic(_ s: Symbol) -> Bool { rowOf[s.index] >= 0 }

    /// Basic external symbol: its row may be referenced lazily by other external rows.
    @inline(__always)
    func isExternalBasic(_ s: Symbol) -> Bool { kinds[s.index] == .external && rowOf[s.index] >= 0 }

    /// Forgets every computed value: the tableau has changed since.
    mutating func invalidateValues() {
        if valueEpoch == UInt32.max {
            for i in valueStamps.indices { valueStamps[i] = 0 }
            valueEpoch = 0
        }
        valueEpoch += 1
    }

    /// Next epoch for `marks`; resets on wrap-around.
    mutating func nextMarkEpoch() -> UInt32 {
        if markEpoch == UInt32.max {
            for i in marks.indices { marks[i] = 0 }
            markEpoch = 0
        }
        markEpoch += 1
        return markEpoch
    }

    // MARK: Tableau primitives keeping `columns` exact

    /// Removes the cell at `columnSlot` from the column of `symbol` and
    /// repairs the back-pointer of the cell that moved into its place.
    /// Contract: the moved cell belongs to another row than the caller's.
    private mutating func unlinkColumn(_ symbol: Symbol, columnSlot: Int32) {
        let s = symbol.index
        let cp = Int(columnSlot)
        let last = columns[s].count - 1
        if cp != last {
            let moved = columns[s][last]
            columns[s][cp] = moved
            rows[Int(moved.row)].setColumnSlot(at: Int(moved.position), columnSlot)
        }
        columns[s].removeLast()
    }

    /// Removes the entry at `position` of tableau row `row`.
    mutating func removeTableauEntry(row: Int, at position: Int) {
        journal(row)
        let entry = rows[row].entries[position]
        unlinkColumn(entry.symbol, columnSlot: entry.columnSlot)
        let last = rows[row].count - 1
        rows[row].removeEntry(at: position)
        if position != last {
            let moved = rows[row].entries[position]
            columns[moved.symbol.index][Int(moved.columnSlot)].position = Int32(truncatingIfNeeded: position)
        }
    }

    /// `rows[row] += coefficient·symbol`, keeping the column index exact.
    mutating func addToTableauRow(_ row: Int, _ symbol: Symbol, _ coefficient: Double) {
        journal(row)
        if let p = rows[row].position(of: symbol) {
            let value = rows[row].entries[p].coefficient + coefficient
            if Tolerance.isCancelled(value, rows[row].entries[p].coefficient, coefficient) {
                removeTableauEntry(row: row, at: p)
            } else {
                rows[row].setCoefficient(at: p, value)
            }
        } else if !Tolerance.isZero(coefficient) {
            let s = symbol.index
            columns[s].append(ColumnEntry(row: Int32(truncatingIfNeeded: row), position: Int32(truncatingIfNeeded: rows[row].count)))
            rows[row].appendEntry(symbol, coefficient, columnSlot: Int32(truncatingIfNeeded: columns[s].count - 1))
        }
    }

    /// `rows[row] += factor·source` for a source row that is not in the tableau
    /// (or at least not `row`).
    mutating func addToTableauRow(_ row: Int, _ source: Row, times factor: Double) {
        journal(row)
        entryUpdates &+= source.count
        rows[row].constant += source.constant * factor
        for e in source.entries {
            addToTableauRow(row, e.symbol, e.coefficient * factor)
        }
    }

    /// Stores `row` as the row of `basic`, registering its entries in the columns.
    @discardableResult
    mutating func attach(_ row: Row, basic: Symbol) -> Int {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = Int(free)
            journal(slot)
            rows[slot] = row
            rowBasic[slot] = basic
        } else {
            slot = rows.count
            journal(slot)
            rows.append(row)
            rowBasic.append(basic)
        }
        linkColumns(ofRowIn: slot)
        rowOf[basic.index] = Int32(truncatingIfNeeded: slot)
        if kinds[basic.index] == .external {
            var lazy = false
            for s in rows[slot].symbols where rowOf[s.index] >= 0 { lazy = true; break }
            assignRank(basic, lazy: lazy)
        }
        return slot
    }

    /// Appends each entry of the row in `slot` to its symbol's column and records where.
    mutating func linkColumns(ofRowIn slot: Int) {
        for i in 0..<rows[slot].count {
            let s = rows[slot].entries[i].symbol.index
            columns[s].append(ColumnEntry(row: Int32(truncatingIfNeeded: slot), position: Int32(truncatingIfNeeded: i)))
            rows[slot].setColumnSlot(at: i, Int32(truncatingIfNeeded: columns[s].count - 1))
        }
    }

    /// Ranks an external symbol that has just become basic.
    ///
    /// Why two counters keep the ranks topological: a lazy row is only ever
    /// stored for a symbol nothing refers to yet, so a rank above every rank
    /// given so far is above everything it refers to. Every other external
    /// row is strict when it becomes basic (it refers to no basic symbol),
    /// while the rows that already hold its symbol now refer to it; a rank
    /// below every rank given so far is below all of them. No other event
    /// adds a reference to a basic external.
    mutating func assignRank(_ symbol: Symbol, lazy: Bool) {
        if lazy {
            lastLazyRank += 1
            ranks[symbol.index] = lastLazyRank
        } else {
            lastStrictRank -= 1
            ranks[symbol.index] = lastStrictRank
        }
    }

    /// Takes row `slot` out of the tableau; its basic symbol becomes parametric.
    mutating func detach(_ slot: Int) -> Row {
        journal(slot)
        var row = rows[slot]
        rows[slot] = Row()
        for i in 0..<row.count {
            unlinkColumn(row.entries[i].symbol, columnSlot: row.entries[i].columnSlot)
            row.setColumnSlot(at: i, -1)
        }
        let basic = rowBasic[slot]
        rowOf[basic.index] = -1
        rowBasic[slot] = .invalid
        freeSlots.append(Int32(truncatingIfNeeded: slot))
        return row
    }

    // MARK: Substitution (kiwi `substitute`)

    /// Replaces `symbol`, which has just become basic with `row`, in every row
    /// that holds it and in the objectives.
    ///
    /// Contract: `row` is strict (no basic symbols) and not stored in a row
    /// holding `symbol`. External rows keep referring to `symbol` lazily unless
    /// `intoExternalRows` (needed when `symbol`'s row is about to be dropped,
    /// as in constraint removal).
    mutating func substitute(_ symbol: Symbol, with row: Row, intoExternalRows: Bool = false) {
        let holders = columns[symbol.index]
        for cell in holders {
            let slot = Int(cell.row)
            let basic = rowBasic[slot]
            let basicKind = kinds[basic.index]
            if !intoExternalRows && basicKind == .external { continue }
            // Earlier holders are other rows, so this cell's position is still current.
            let p = Int(cell.position)
            let factor = rows[slot].entries[p].coefficient
            removeTableauEntry(row: slot, at: p)
            addToTableauRow(slot, row, times: factor)
            if basicKind != .external && rows[slot].constant < 0 {
                infeasibleRows.append(basic)
            }
        }
        substituteIntoObjective(symbol, with: row)
        if artificial != nil {
            artificial?.substitute(symbol, with: row)
        }
    }

    /// Objective part of ``substitute(_:with:intoExternalRows:)``; queues the
    /// symbols whose objective coefficients changed.
    private mutating func substituteIntoObjective(_ symbol: Symbol, with row: Row) {
        var touched = false
        for level in 0..<objective.levelCount where objective.substitute(symbol, with: row, level: level) != nil {
            entryUpdates &+= row.count
            touched = true
        }
        if touched { queueCandidates(of: row) }
    }

    /// Drops the row of a basic restricted `symbol` whose constraint is gone,
    /// first folding it into the external rows that refer to `symbol`, so they
    /// keep a definition for it.
    mutating func dropRow(of symbol: Symbol) {
        let slot = Int(rowOf[symbol.index])
        guard slot >= 0 else { return }
        let row = detach(slot)
        substitute(symbol, with: row, intoExternalRows: true)
    }

    /// Queues every non-dummy symbol of `row` as a possible entering symbol.
    mutating func queueCandidates(of row: Row) {
        for s in row.symbols where kinds[s.index] != .dummy {
            candidates.push(s)
        }
    }
}
