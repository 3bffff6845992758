extension Solver {
    // MARK: Recomputing the tableau from the constraints

    /// Systems under this many constraints are refactorised (``refactor(adding:)``) on a
    /// schedule and after a doubtful step; larger ones are rebuilt, and only when a refusal
    /// found no proof or the values missed a requirement. Refactorising costs O(constraints²
    /// × row length) and keeps the vertex, so answers where optional constraints tie stay; a
    /// rebuild costs a solve, O(constraints) for layouts, and may move them.
    static let refactorLimit = 400

    /// Whether the system is small enough to refactorise (``refactorLimit``).
    var isRefactorisable: Bool { constraintCount < Self.refactorLimit }

    /// Recomputes the tableau from the constraints: refactorised on the basis it has when the
    /// system is small and the basis is not singular, rebuilt otherwise.
    ///
    /// Why one path: rounding compounds along the path of pivots and expansions that built a
    /// tableau, far beyond what its basis warrants, and every sign of it (a doubtful step, a
    /// proof that does not hold, values that miss a requirement) is answered the same way: by
    /// numbers computed afresh from the constraints, which are exact.
    func refresh() throws {
        if !refactor() { try rebuild() }
    }

    /// Refactorises when the pivots since the tableau was last recomputed reach a quarter of
    /// the constraint count, or the suggestions (and changes of constants) the whole count, for
    /// systems under ``refactorLimit``: a pivot leaves rounding in every row it touches that
    /// later pivots multiply; a suggestion without a pivot only adds one rounding to the
    /// constants it shifts, which later suggestions add to. The cost is spread over the work
    /// that made it due. A singular basis (reached through a pivot on a residue) is rebuilt.
    func refreshIfDue() throws {
        let work = 4 * (engine.pivotCount - pivotsAtRefresh) + suggestionsSinceRefresh
        guard isRefactorisable, work > constraintCount else { return }
        try refresh()
    }

    /// Recomputes the tableau's numbers from the constraints on the basis it has
    /// (``SolverEngine/refactor(originals:)``), `pending` being a constraint in the engine
    /// that is not stored yet. False, with the tableau as it was, for a system over
    /// ``refactorLimit`` or a basis that the constraints make singular.
    func refactor(adding pending: (record: Int32, constraint: Constraint)? = nil) -> Bool {
        guard isRefactorisable else { return false }
        var suggested: [Int32: Double] = [:]  // lookup only
        for entry in edits.values { suggested[entry.record] = entry.suggested }
        var constraints: [(Int32, Constraint)] = []
        for record in constraintsByRecord.indices {
            if let constraint = constraintsByRecord[record] { constraints.append((Int32(record), constraint)) }
        }
        if let pending { constraints.append(pending) }
        var originals: [Row] = []
        originals.reserveCapacity(constraints.count)
        for (record, constraint) in constraints {
            var terms: [(Symbol, Double)] = []
            for term in constraint.expression.terms {
                guard let index = variableIndex[ObjectIdentifier(term.variable)] else { return false }
                terms.append((variables[index].symbol, term.coefficient))
            }
            // An edit constraint's target is where its suggestion moved it.
            let constant = constraint.expression.constant - (suggested[record] ?? 0)
            guard let row = engine.originalRow(record: record, terms: terms, constant: constant, relation: constraint.relation)
            else { return false }
            originals.append(row)
        }
        var refactored = engine
        // The repair pivots first on the fresh numbers, whose only rounding is the
        // elimination's: elements down to the fresh pivot tolerance are true coefficients.
        refactored.pivotTolerance = Tolerance.freshPivot
        do { try refactored.refactor(originals: originals) } catch { return false }
        refactored.pivotTolerance = engine.pivotTolerance
        engine = refactored
        noteRefresh()
        return true
    }

    /// Replaces the tableau by one built afresh: the constraints in the solver added to a new
    /// engine in the order they were first added, each edit variable's suggestion applied
    /// right after its edit constraint. A constraint in the engine but not stored yet is left
    /// out.
    ///
    /// - Throws: ``SolverError/numericalTrouble(_:reason:)`` with
    ///   ``NumericalTrouble/inconsistentTableau`` when the fresh tableau refuses a constraint
    ///   the solver holds, even after it is refactorised: the answers given so far cannot be
    ///   vouched for, and the solver is left spent.
    func rebuild() throws {
        let ordered = constraintsByRecord.indices.compactMap { record -> (Int, Int32, Constraint)? in
            guard let constraint = constraintsByRecord[record], let order = engine.sequence(of: Int32(record)) else { return nil }
            return (order, Int32(record), constraint)
        }.sorted { $0.0 < $1.0 }
        var suggestions: [Int32: Double] = [:]  // lookup only
        for entry in edits.values { suggestions[entry.record] = entry.suggested }
        let old = (engine, variables, constraintsByRecord, recordOfConstraint, edits)
        var fresh = SolverEngine()
        fresh.pivotLimit = engine.pivotLimit
        fresh.pivotCount = engine.pivotCount
        fresh.entryUpdates = engine.entryUpdates
        engine = fresh
        variables = variables.map { VariableEntry(variable: $0.variable, symbol: engine.makeSymbol(.external)) }
        constraintsByRecord = []
        recordOfConstraint = [:]
        // Edit records are given as their constraints come back, so that a refactorisation
        // meanwhile never applies a suggestion to another constraint's record.
        var editOfRecord: [Int32: ObjectIdentifier] = [:]  // lookup only
        for (key, entry) in edits {
            editOfRecord[entry.record] = key
            edits[key]?.record = -1
        }
        do {
            for (_, oldRecord, constraint) in ordered {
                var outcome = try attemptAdd(constraint)
                if case .refused = outcome, refactor() { outcome = try attemptAdd(constraint) }
                guard case .added(let record) = outcome else {
                    throw SolverError.numericalTrouble(constraint, reason: .inconsistentTableau)
                }
                store(constraint, record: record)
                if let key = editOfRecord[oldRecord] { edits[key]?.record = record }
                if let value = suggestions[oldRecord], value != 0 {
                    do {
                        try engine.suggest(record: record, delta: value)
                    } catch EngineError.stuck {
                        guard refactor() else { throw SolverError.numericalTrouble(constraint, reason: .inconsistentTableau) }
                    }
                }
                if engine.doubtful { _ = refactor() }
            }
        } catch {
            (engine, variables, constraintsByRecord, recordOfConstraint, edits) = old
            throw error
        }
        noteRefresh()
    }

    /// Asks about `constraint` a second time, on numbers recomputed from the constraints.
    /// Refactorised, the tableau's only rounding is the elimination's, so pivots may take
    /// elements down to ``Tolerance/freshPivot`` of their row; rebuilt, the usual tolerance
    /// holds. A refusal must still carry a proof that holds.
    func attemptAddOnFreshNumbers(_ constraint: Constraint) throws -> AddOutcome {
        guard refactor() else {
            try rebuild()
            return try attemptAddVouched(constraint)
        }
        engine.pivotTolerance = Tolerance.freshPivot
        defer { engine.pivotTolerance = Tolerance.pivot }
        return try attemptAddVouched(constraint)
    }

    /// Adds `constraint` asked a second time. Taken through a doubtful step, a small system
    /// must refactorise with it, else the pivot was on a residue and the solver is put back
    /// as it was: the question stays open (a refusal without proof). A large system keeps it;
    /// its values are checked when read (``updateVariables()``).
    func attemptAddVouched(_ constraint: Constraint) throws -> AddOutcome {
        let saved = (engine, variables, variableIndex)
        let outcome = try attemptAdd(constraint)
        guard case .added(let record) = outcome, engine.doubtful, isRefactorisable else { return outcome }
        if refactor(adding: (record, constraint)) { return outcome }
        (engine, variables, variableIndex) = saved
        return .refused(.unproven(constraint))
    }

    /// Starts the schedule of ``refreshIfDue()`` again after the tableau was recomputed.
    private func noteRefresh() {
        valuesAreCurrent = false
        pivotsAtRefresh = engine.pivotCount
        suggestionsSinceRefresh = 0
        refreshCount += 1
    }
}
