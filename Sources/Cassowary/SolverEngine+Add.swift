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
        let expansionMark = expandedEntries
        let record = allocateTag(priority: priority)
        var (row, tag) = createRow(terms: terms, constant: constant, relation: relation, priority: priority, record: record)
        tags[Int(record)] = tag

        if let subject = freshExternalSubject(of: row) {
            // Nothing refers to `subject` yet: store the row lazily, no substitution needed.
            row.solve(for: subject)
            attach(row, basic: subject)
            try optimize()
            return record
        }
        let scale = expandExternalReferences(&row)
        if row.constant < 0 { row.reverseSign() }
        var subject = chooseSubject(row, tag)
        var needsPhaseOne = false
        if subject.isValid && kinds[subject.index] == .external && !keepsRestrictedRowsFeasible(solving: row, for: subject) {
            subject = .invalid
            needsPhaseOne = true
        } else if !subject.isValid && allDummies(row) {
            guard Tolerance.isResidue(row.constant, scale: scale) else {
                try charge(entries: expandedEntries - expansionMark + row.count)
                let proof = conflictWeights(in: row, newRecord: record)
                releaseTag(record, symbolMark: symbolMark)
                throw EngineError.unsatisfiable(proof)
            }
            subject = tag.marker
        }
        if subject.isValid {
            row.solve(for: subject)
            substitute(subject, with: row)
            attach(row, basic: subject)
            try optimize()
            return record
        }
        // Phase one: it may fail, and a failure leaves the tableau exactly as it was.
        beginUndoLog()
        let proof: Row?
        if !needsPhaseOne && kind(tag.marker) == .slack && priority >= 1000 {
            proof = try addViolatedInequality(row, marker: tag.marker)
        } else {
            proof = try addWithArtificialVariable(row, record: record, scale: scale)
        }
        if let proof {
            try charge(entries: expandedEntries - expansionMark + proof.count)
            let weights = conflictWeights(in: proof, newRecord: record)
            rollBackUndoLog()
            releaseTag(record, symbolMark: symbolMark)
            throw EngineError.unsatisfiable(weights)
        }
        commitUndoLog()
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
        var tag = ConstraintTag(marker: .invalid, other: .invalid, priority: priority, sequence: nextSequence - 1)
        tag.scale = Self.rowScale(of: terms)
        var row = Row(constant: constant * tag.scale)
        for (symbol, coefficient) in terms { row.add(symbol, coefficient * tag.scale) }
        let required = priority >= 1000
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            tag.marker = makeSymbol(.slack, owner: record)
            tag.markerSign = relation == .lessThanOrEqual ? 1 : -1
            if !required {
                tag.other = makeSymbol(.error, owner: record)
                addErrorToObjective(tag.other, priority: priority)
            }
        case .equal:
            if !required {
                tag.marker = makeSymbol(.error, owner: record)
                tag.other = makeSymbol(.error, owner: record)
                tag.markerSign = -1
                addErrorToObjective(tag.marker, priority: priority)
                addErrorToObjective(tag.other, priority: priority, newUser: false)
            } else {
                tag.marker = makeSymbol(.dummy, owner: record)
            }
        }
        addMarkers(of: tag, relation: relation, to: &row)
        return (row, tag)
    }

    /// The power of two that brings the largest of `terms`' coefficients into `1..<2`; 1 for
    /// none. A power of two, so scaling rounds nothing.
    static func rowScale(of terms: [(Symbol, Double)]) -> Double {
        var largest = 0.0
        for (_, coefficient) in terms { largest = max(largest, abs(coefficient)) }
        guard largest > 0, largest.isFinite else { return 1 }
        return Double(sign: .plus, exponent: -largest.exponent, significand: 1)
    }

    /// Adds the marker and error terms of `tag` to its constraint's `row`: `+slack` for `≤`
    /// (`−slack` for `≥`) and the opposite for an optional one's error; `−e⁺ + e⁻` for an
    /// optional equality, `+dummy` for a required one.
    func addMarkers(of tag: ConstraintTag, relation: Relation, to row: inout Row) {
        let f = tag.scale
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            row.add(tag.marker, sign * f)
            if tag.other.isValid { row.add(tag.other, -sign * f) }
        case .equal:
            if tag.other.isValid {
                row.add(tag.marker, -f)
                row.add(tag.other, f)
            } else {
                row.add(tag.marker, f)
            }
        }
    }

    /// Adds `1·error` to the level of `priority` (a fresh error is parametric).
    private mutating func addErrorToObjective(_ error: Symbol, priority: Int, newUser: Bool = true) {
        let level = newUser ? objective.retainLevel(for: priority) : (objective.level(for: priority) ?? objective.retainLevel(for: priority))
        objective.add(error, 1, level: level)
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
            guard abs(row.coefficients[i]) > floor else { continue }
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
    /// external in a new row becomes its subject. Here one can stay parametric in a
    /// restricted row (the subject floor may pass over it, and the dual simplex may pivot an
    /// external in), and the substitution then moves that row. Such a row goes to phase one,
    /// which moves the external only as far as every row allows.
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

    /// The weights of the proof `row` holds: each required constraint whose marker appears in
    /// it, with the marker's coefficient over its sign in the constraint's row, and the same
    /// for `newRecord`, the constraint being added.
    ///
    /// Why these are the weights: each marker appears in exactly one original row, so its
    /// coefficient in a derived row is that row's weight in the combination that derived it,
    /// times the marker's own coefficient there (Cassowary's explanation technique). Scaling
    /// cancels: a row multiplied by `f` carries its marker at `f·sign`, and its weight is
    /// divided by `f` for it. Optional constraints are left out; the check that they had no
    /// part is the combination itself.
    func conflictWeights(in row: Row, newRecord: Int32) -> ConflictWeights {
        var found: [(record: Int32, weight: Double)] = []
        var newWeight = 0.0
        for i in 0..<row.count {
            let s = row.symbols[i]
            let k = kinds[s.index]
            guard k == .slack || k == .dummy else { continue }
            let o = owner[s.index]
            guard o >= 0, let tag = tags[Int(o)], tag.priority >= 1000, tag.marker == s else { continue }
            let weight = row.coefficients[i] / tag.markerSign
            if o == newRecord { newWeight = weight } else { found.append((o, weight)) }
        }
        found.sort { (tags[Int($0.record)]?.sequence ?? 0) < (tags[Int($1.record)]?.sequence ?? 0) }
        return ConflictWeights(records: found, newWeight: newWeight)
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
    /// Sets ``doubtful`` when the terms cancelled (``Tolerance/doubtfulCancellation``).
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
            expandedEntries &+= source.count
            scale = max(scale, abs(source.constant * factor))
            termScale = max(termScale, abs(factor) * source.largestMagnitude)
            for s in source.symbols where isBasic(s) && marks[s.index] != epoch {
                marks[s.index] = epoch
                pending.push(s, rank: expansionRank(s))
            }
        }
        if termScale > Tolerance.doubtfulCancellation * row.largestMagnitude { doubtful = true }
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
    /// Returns nil on success; on failure, the row that proves the constraints infeasible,
    /// `constant + Σ coefficient·symbol − basic` with the constant negative and no symbol
    /// that could raise it, for ``conflictWeights(in:newRecord:)``. Runs under an open undo log.
    private mutating func addViolatedInequality(_ row: Row, marker: Symbol) throws -> Row? {
        var row = row
        guard row.solve(for: marker) else {
            throw EngineError.internalError("inequality row lost its slack")
        }
        attach(row, basic: marker)
        infeasibleRows.append(marker)
        guard let failed = try dualOptimizeUntilStuck() else { return nil }
        var proof = rows[failed]
        proof.add(rowBasic[failed], -1)
        return proof
    }

    // MARK: addWithArtificialVariable (kiwi, with exact rollback and explanation)

    /// Phase one for a row without a usable subject: adds it as the row of an artificial
    /// slack and minimises that slack.
    ///
    /// Returns nil on success; on failure the artificial objective at its optimum, a positive
    /// constant that no symbol can lower, for ``conflictWeights(in:newRecord:)``. Runs under
    /// an open undo log. `scale` is the magnitude of the constants that built `row`.
    private mutating func addWithArtificialVariable(_ row: Row, record: Int32, scale: Double) throws -> Row? {
        let art = makeSymbol(.slack)
        attach(row, basic: art)
        artificial = row
        try optimizeArtificial()
        let finalObjective = artificial ?? Row()
        artificial = nil
        guard Tolerance.isResidue(finalObjective.constant, scale: scale) else { return finalObjective }

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
        // Not on a residue: a row of residues and dummies is all dummies in truth, and the
        // caller gives the marker the pivot.
        let floor = pivotFloor(of: row)
        for i in 0..<row.count where kinds[row.symbols[i].index].isRestricted {
            let s = row.symbols[i]
            guard abs(row.coefficients[i]) > floor else { continue }
            if !best.isValid || s < best { best = s }
        }
        return best
    }

    /// Deletes a parametric `symbol` from every row and objective level.
    mutating func removeFromTableau(_ symbol: Symbol) {
        while let cell = columns[symbol.index].last {
            removeTableauEntry(row: Int(cell.row), at: Int(cell.position))
        }
        objective.remove(symbol)
    }
}
