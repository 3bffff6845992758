extension SolverEngine {
    // MARK: addConstraint (kiwi `addConstraint`)

    /// Adds `Σ terms + constant <relation> 0` at `priority` and returns its record id.
    ///
    /// Contract: `terms` hold external symbols, each once. On
    /// ``EngineError/unsatisfiable(records:)`` the tableau, objective and
    /// symbol table are as before the call (the caller truncates symbols it
    /// allocated itself).
    mutating func addConstraint(
        terms: [(Symbol, Double)], constant: Double, relation: Relation, priority: Int
    ) throws -> Int32 {
        // Every change to the tableau starts here, in removeConstraint or in suggest, so
        // values computed before it are forgotten even when it fails and rolls back.
        invalidateValues()
        let symbolMark = symbolCount
        let record = allocateTag(priority: priority)
        var (row, tag) = createRow(terms: terms, constant: constant, relation: relation, priority: priority, record: record)
        tags[Int(record)] = tag

        if let subject = freshExternalSubject(of: row) {
            // Nothing refers to `subject` yet: store the row lazily, no substitution needed.
            row.solve(for: subject)
            attach(row, basic: subject)
        } else {
            let scale = expandExternalReferences(&row)
            // Terms past 1e6 summed into one row carry the tableau's relative errors (near
            // 1e-12 after edits and removals) into whole 1e-6 units of the result, which later
            // pivots multiply (fuzz finding `drift-through-large-expansion`): a fresh tableau
            // answers better.
            if scale > Tolerance.illConditioned { illConditioned = true }
            if scale > Tolerance.largeExpansion { largeExpansion = true }
            if row.constant < 0 { row.reverseSign() }
            var subject = chooseSubject(row, tag)
            var needsPhaseOne = false
            if subject.isValid && kinds[subject.index] == .external && !keepsRestrictedRowsFeasible(solving: row, for: subject) {
                subject = .invalid
                needsPhaseOne = true
            }
            if !subject.isValid && allDummies(row) {
                if !Tolerance.isResidue(row.constant, scale: scale) {
                    let conflict = requiredOwners(in: row, excluding: record)
                    releaseTag(record, symbolMark: symbolMark)
                    throw EngineError.unsatisfiable(records: conflict)
                }
                subject = tag.marker
            }
            if !subject.isValid && !needsPhaseOne && kind(tag.marker) == .slack && priority >= 1000 {
                if let conflict = try addViolatedInequality(row, marker: tag.marker, record: record) {
                    releaseTag(record, symbolMark: symbolMark)
                    throw EngineError.unsatisfiable(records: conflict)
                }
            } else if !subject.isValid {
                if let conflict = try addWithArtificialVariable(row, record: record, scale: scale) {
                    releaseTag(record, symbolMark: symbolMark)
                    throw EngineError.unsatisfiable(records: conflict)
                }
            } else {
                row.solve(for: subject)
                substitute(subject, with: row)
                attach(row, basic: subject)
            }
        }
        try optimize()
        return record
    }

    /// Reserves a record id for a constraint at `priority`.
    private mutating func allocateTag(priority: Int) -> Int32 {
        let tag = ConstraintTag(marker: .invalid, other: .invalid, priority: priority, sequence: nextSequence)
        nextSequence += 1
        if let free = freeTags.popLast() {
            tags[Int(free)] = tag
            return free
        }
        tags.append(tag)
        return Int32(truncatingIfNeeded: tags.count - 1)
    }

    /// Undoes ``allocateTag(priority:)`` and the symbols made since `symbolMark`.
    private mutating func releaseTag(_ record: Int32, symbolMark: Int) {
        tags[Int(record)] = nil
        freeTags.append(record)
        truncateSymbols(to: symbolMark)
    }

    // MARK: createRow (kiwi `createRow`)

    /// Builds the row of a new constraint with its marker/error symbols and
    /// adds the errors to the objective level of `priority`.
    ///
    /// Unlike kiwi, basic external variables are *not* substituted here: the
    /// row may stay lazy (see ``freshExternalSubject(of:)``).
    private mutating func createRow(
        terms: [(Symbol, Double)], constant: Double, relation: Relation, priority: Int, record: Int32
    ) -> (Row, ConstraintTag) {
        var row = Row(constant: constant)
        for (symbol, coefficient) in terms { row.add(symbol, coefficient) }
        var tag = ConstraintTag(marker: .invalid, other: .invalid, priority: priority, sequence: nextSequence - 1)
        let required = priority >= 1000
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            tag.marker = makeSymbol(.slack, owner: record)
            if !required {
                tag.other = makeSymbol(.error, owner: record)
                addErrorToObjective(tag.other, priority: priority)
            }
        case .equal:
            if !required {
                tag.marker = makeSymbol(.error, owner: record)
                tag.other = makeSymbol(.error, owner: record)
                addErrorToObjective(tag.marker, priority: priority)
                addErrorToObjective(tag.other, priority: priority, newUser: false)
            } else {
                tag.marker = makeSymbol(.dummy, owner: record)
            }
        }
        addMarkers(of: tag, relation: relation, to: &row)
        return (row, tag)
    }

    /// Adds the marker and error terms of `tag` to its constraint's `row`: `+slack` for `≤`
    /// (`−slack` for `≥`) and the opposite for an optional one's error; `−e⁺ + e⁻` for an
    /// optional equality, `+dummy` for a required one.
    func addMarkers(of tag: ConstraintTag, relation: Relation, to row: inout Row) {
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            row.add(tag.marker, sign)
            if tag.other.isValid { row.add(tag.other, -sign) }
        case .equal:
            if tag.other.isValid {
                row.add(tag.marker, -1)
                row.add(tag.other, 1)
            } else {
                row.add(tag.marker, 1)
            }
        }
    }

    /// Adds `1·error` to the level of `priority` (a fresh error is parametric).
    private mutating func addErrorToObjective(_ error: Symbol, priority: Int, newUser: Bool = true) {
        let level = newUser ? objective.retainLevel(for: priority) : (objective.level(for: priority) ?? objective.retainLevel(for: priority))
        objective.levels[level].add(error, 1)
        candidates.push(error)
    }

    // MARK: chooseSubject (kiwi `chooseSubject`, plus the lazy fast path)

    /// The lowest-id external symbol of `row` that appears nowhere else: not
    /// basic, in no row, not in the objective.
    ///
    /// Why: making such a symbol basic needs no substitution anywhere, so the
    /// row can be stored without expanding its references to other basic
    /// externals, and no cycle can form (nothing depends on the new row).
    private func freshExternalSubject(of row: Row) -> Symbol? {
        var best: Symbol?
        for s in row.symbols where kinds[s.index] == .external {
            guard rowOf[s.index] < 0, columns[s.index].isEmpty, !objective.contains(s) else { continue }
            if let b = best, b < s { continue }
            best = s
        }
        return best
    }

    /// kiwi's subject rule on a strict row: an external symbol (lowest id),
    /// else the marker or the other symbol when it is a slack/error with a
    /// negative coefficient; invalid when none qualifies.
    ///
    /// An external whose coefficient is under the row's ``pivotFloor(of:)`` is no
    /// subject: the expansion that built the row can leave a rounding residue where the exact
    /// coefficient is zero, and solving for it would divide the row by the residue, the
    /// pivot every other choice in the engine refuses (kiwi takes any external).
    private mutating func chooseSubject(_ row: Row, _ tag: ConstraintTag) -> Symbol {
        var external: Symbol?
        let floor = pivotFloor(of: row)
        for i in 0..<row.count where kinds[row.symbols[i].index] == .external {
            let s = row.symbols[i]
            guard abs(row.coefficients[i]) > floor else { passedOverResidue = true; continue }
            if let e = external, e < s { continue }
            external = s
        }
        if let external { return external }
        for candidate in [tag.marker, tag.other] where candidate.isValid && kind(candidate).isRestricted {
            if row.coefficient(for: candidate) < 0 { return candidate }
        }
        return .invalid
    }

    /// Whether making the external `subject` basic with `row` leaves every restricted row
    /// that holds it at a constant of zero or more.
    ///
    /// Why ask: kiwi's restricted rows never hold a parametric external, because every
    /// external in a new row becomes its subject, so the substitution moves only external
    /// rows. Here one can stay parametric in a restricted row (the subject floor passes over
    /// a true 0.05 beside 5,124, and the dual simplex may pivot an external in), and its
    /// substitution then moves that row. Unrepaired, a fresh solver took `v0 == 152` beside
    /// `0.25·v0 − 2 ≤ 0` and left that slack at −36 (fuzz finding
    /// `external-subject-breaks-row`). Such a row goes to phase one, which moves the
    /// external only as far as every row allows, and refuses it with an explanation if
    /// that is not far enough.
    private func keepsRestrictedRowsFeasible(solving row: Row, for subject: Symbol) -> Bool {
        var solved = row
        guard solved.solve(for: subject) else { return false }
        for cell in columns[subject.index] {
            let slot = Int(cell.row)
            guard kinds[rowBasic[slot].index] != .external else { continue }
            let constant = rows[slot].constant + rows[slot].entries[Int(cell.position)].coefficient * solved.constant
            if constant < 0 && !Tolerance.isZero(constant) { return false }
        }
        return true
    }

    /// True when every symbol of `row` is a dummy (kiwi `allDummies`).
    private func allDummies(_ row: Row) -> Bool {
        row.symbols.allSatisfy { kinds[$0.index] == .dummy }
    }

    /// Records of the required constraints whose markers appear in `row`,
    /// excluding `record`, in addition order.
    ///
    /// Why this is the conflict: each marker appears in exactly one original
    /// constraint row, so its coefficient in a derived row is (±) the weight of
    /// that constraint in the combination that produced the row. When the row
    /// proves infeasibility, the constraints with non-zero weight are the
    /// conflicting set (Cassowary's explanation technique).
    func requiredOwners(in row: Row, excluding record: Int32) -> [Int32] {
        var found: [Int32] = []
        for s in row.symbols {
            let k = kinds[s.index]
            guard k == .slack || k == .dummy else { continue }
            let o = owner[s.index]
            guard o >= 0, o != record, let tag = tags[Int(o)], tag.priority >= 1000 else { continue }
            if !found.contains(o) { found.append(o) }
        }
        found.sort { (tags[Int($0)]?.sequence ?? 0) < (tags[Int($1)]?.sequence ?? 0) }
        return found
    }

    // MARK: Lazy external rows

    /// Rewrites `row` so it refers to no basic symbol.
    ///
    /// Substitutes the basic symbol of highest rank still in the row until
    /// none is left. Ranks are topological (``assignRank(_:lazy:)``), so a
    /// substituted row only brings in symbols of lower rank and each symbol is
    /// substituted at most once; basic restricted symbols come last, their
    /// rows being strict. Why not walk the graph: a constraint between two
    /// neighbours of a long chain (`top_k = top_{k-1} + h + 8`) cancels after
    /// one substitution, and a walk would still visit the whole chain below.
    ///
    /// Returns the largest constant that went into the sum, the scale against
    /// which the result's constant is judged zero (``Tolerance/isResidue(_:scale:)``).
    /// Sets ``largeExpansion`` when the coefficients summed cancel to under
    /// 1/``Tolerance/cancellingExpansion`` of their size.
    @discardableResult
    mutating func expandExternalReferences(_ row: inout Row) -> Double {
        var scale = abs(row.constant)
        var termScale = 0.0
        var pending = RankHeap()
        let epoch = nextMarkEpoch()
        for s in row.symbols where isBasic(s) {
            marks[s.index] = epoch
            pending.push(s, rank: expansionRank(s))
        }
        while let node = pending.popMax() {
            guard let p = row.position(of: node) else { continue }
            let factor = row.coefficients[p]
            row.removeEntry(at: p)
            let source = rows[Int(rowOf[node.index])]
            row.add(source, times: factor)
            scale = max(scale, abs(source.constant * factor))
            termScale = max(termScale, abs(factor) * source.largestMagnitude)
            for s in source.symbols where isBasic(s) && marks[s.index] != epoch {
                marks[s.index] = epoch
                pending.push(s, rank: expansionRank(s))
            }
        }
        if termScale > Tolerance.cancellingExpansion * row.largestMagnitude { largeExpansion = true }
        return scale
    }

    /// Order of substitution in ``expandExternalReferences(_:)``: restricted rows last.
    private func expansionRank(_ s: Symbol) -> Int64 {
        kinds[s.index] == .external ? ranks[s.index] : Int64.min
    }

    // MARK: Required inequalities the current solution violates

    /// Adds a required inequality whose slack would be negative now: the slack
    /// becomes basic with its negative value and the dual simplex repairs the
    /// row. The objective is optimal, hence dual feasible, so this ends optimal
    /// without kiwi's artificial phase and without a primal re-optimisation.
    ///
    /// Returns nil on success. On failure returns the conflicting required
    /// records, read off the row the dual simplex could not repair (its basic
    /// symbol included: the proof is `basic = negative + Σ non-positive·(≥ 0)`),
    /// after undoing every dual pivot and dropping the new row.
    private mutating func addViolatedInequality(_ row: Row, marker: Symbol, record: Int32) throws -> [Int32]? {
        var row = row
        guard row.solve(for: marker) else {
            throw EngineError.internalError("inequality row lost its slack")
        }
        attach(row, basic: marker)
        infeasibleRows.append(marker)
        var journal: [(entering: Symbol, leaving: Symbol)] = []
        guard let failed = try dualOptimize(journal: &journal, recording: true) else { return nil }
        var proof = rows[failed]
        proof.add(rowBasic[failed], 1)
        let conflict = requiredOwners(in: proof, excluding: record)
        if !journal.isEmpty { undidPivots = true }
        for step in journal.reversed() {
            let slot = Int(rowOf[step.entering.index])
            guard slot >= 0 else { throw EngineError.internalError("rollback lost the row of a pivoted symbol") }
            try pivot(slot, entering: step.leaving)
        }
        guard isBasic(marker) else { throw EngineError.internalError("rollback did not restore the new row") }
        _ = detach(Int(rowOf[marker.index]))
        infeasibleRows.removeAll()
        return conflict
    }

    // MARK: addWithArtificialVariable (kiwi, with rollback and explanation)

    /// Phase one for a row without a usable subject (in practice a required
    /// equality over basic symbols; violated inequalities take
    /// ``addViolatedInequality(_:marker:record:)``): adds it as the row of an
    /// artificial slack and minimises that slack.
    ///
    /// Returns nil on success. On failure returns the conflicting required
    /// records (read off the artificial objective at its optimum) after undoing
    /// every phase-one pivot in reverse order, so the tableau is back to its
    /// previous basis (values equal up to floating-point rounding). `scale` is
    /// the magnitude of the constants that built `row`.
    private mutating func addWithArtificialVariable(_ row: Row, record: Int32, scale: Double) throws -> [Int32]? {
        let art = makeSymbol(.slack)
        attach(row, basic: art)
        artificial = row
        var journal: [(entering: Symbol, leaving: Symbol)] = []
        try optimizeArtificial(journal: &journal)
        let finalObjective = artificial ?? Row()
        artificial = nil
        let success = Tolerance.isResidue(finalObjective.constant, scale: scale)

        if !success {
            let conflict = requiredOwners(in: finalObjective, excluding: record)
            if !journal.isEmpty { undidPivots = true }
            for step in journal.reversed() {
                let slot = Int(rowOf[step.entering.index])
                guard slot >= 0 else { throw EngineError.internalError("rollback lost the row of a pivoted symbol") }
                _ = try pivot(slot, entering: step.leaving)
            }
            let artSlot = Int(rowOf[art.index])
            guard artSlot >= 0 else { throw EngineError.internalError("rollback did not restore the artificial row") }
            _ = detach(artSlot)
            infeasibleRows.removeAll()
            return conflict
        }

        let artSlot = Int(rowOf[art.index])
        if artSlot >= 0 {
            var artRow = detach(artSlot)
            if !artRow.isEmpty {
                var entering = anyPivotableSymbol(artRow)
                if !entering.isValid, let marker = tags[Int(record)]?.marker, artRow.position(of: marker) != nil {
                    // Only dummies left: the constraint is implied; keep its marker basic
                    // so a later removal finds it.
                    entering = marker
                }
                guard entering.isValid else {
                    throw EngineError.internalError("artificial row has no pivotable symbol")
                }
                artRow.solve(for: art, entering)
                substitute(entering, with: artRow)
                attach(artRow, basic: entering)
            }
        }
        removeFromTableau(art)
        return nil
    }

    /// A slack or error symbol of `row` (kiwi `anyPivotableSymbol`), lowest id.
    private mutating func anyPivotableSymbol(_ row: Row) -> Symbol {
        var best = Symbol.invalid
        // Not on a rounding residue of an exact zero: the row is then all dummies in truth,
        // and the marker takes the pivot (fuzz finding `artificial-pivot-on-residue`).
        let floor = pivotFloor(of: row)
        for i in 0..<row.count where kinds[row.symbols[i].index].isRestricted {
            let s = row.symbols[i]
            guard abs(row.coefficients[i]) > floor else { passedOverResidue = true; continue }
            if !best.isValid || s < best { best = s }
        }
        return best
    }

    /// Deletes a parametric `symbol` from every row and objective level.
    mutating func removeFromTableau(_ symbol: Symbol) {
        while let cell = columns[symbol.index].last {
            removeTableauEntry(row: Int(cell.row), at: Int(cell.position))
        }
        for level in 0..<objective.levelCount {
            objective.levels[level].remove(symbol)
        }
    }
}
