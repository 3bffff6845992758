/// Incremental Cassowary solver with Auto Layout's hierarchical priorities.
///
/// Why: lays out a system of linear equalities and inequalities, keeps it
/// solved while constraints come and go, and re-solves quickly when edit
/// variables (a viewport size, a dragged edge) get new suggested values, using
/// the dual simplex instead of solving from scratch. This is the thin public
/// face; the algorithm lives in the internal `SolverEngine`.
///
/// Determinism: the same sequence of calls yields bit-identical values in
/// every process (no hashed iteration anywhere).
///
/// ```swift
/// let solver = Solver()
/// let left = Variable("left"), right = Variable("right"), mid = Variable("mid")
/// try solver.add(mid == (left + right) / 2)
/// try solver.add(left + 10 <= right)
/// try solver.add(left >= 0)
/// try solver.add(right <= 100)
/// try solver.addEditVariable(mid, priority: .defaultHigh)
/// try solver.suggestValue(mid, 30)
/// solver.value(of: mid)   // 30
/// ```
public final class Solver {
    private var engine = SolverEngine()

    private struct VariableEntry {
        let variable: Variable
        let symbol: Symbol
    }
    /// Registered variables in first-use order (the only iteration order used).
    private var variables: [VariableEntry] = []
    /// Lookup only, never iterated.
    private var variableIndex: [ObjectIdentifier: Int] = [:]
    private var cachedValues: [Double] = []
    /// False once the tableau has changed since `cachedValues` were read.
    private var valuesAreCurrent = true

    /// Constraint object per engine record id.
    private var constraintsByRecord: [Constraint?] = []
    /// Lookup only, never iterated.
    private var recordOfConstraint: [ObjectIdentifier: Int32] = [:]

    private struct EditEntry {
        let constraint: Constraint
        var record: Int32
        var suggested: Double
    }
    /// Lookup only, never iterated.
    private var edits: [ObjectIdentifier: EditEntry] = [:]

    /// Creates an empty solver.
    public init() {}

    /// Simplex pivots the solver may make over its whole life before it gives up with
    /// ``SolverError/pivotLimitReached(_:)``; unlimited by default.
    ///
    /// Why a count and not a time: the same system then fails or succeeds on every machine.
    public var pivotLimit: Int {
        get { engine.pivotLimit }
        set { engine.pivotLimit = newValue }
    }
    /// Set once the pivot limit was reached: the tableau is mid-way and must not be used.
    private var isSpent = false

    /// Number of constraints currently in the solver (edit constraints included).
    public var constraintCount: Int { recordOfConstraint.count }

    // MARK: Constraints

    /// Adds a constraint and re-solves incrementally.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)`` if this object was
    ///   already added; ``SolverError/invalidPriority(_:)`` if the priority is
    ///   outside `1...1000`; ``SolverError/unsatisfiableConstraint(_:conflicting:)``
    ///   if it is required and conflicts with the required constraints already
    ///   present (the solver is then unchanged, values equal up to rounding);
    ///   ``SolverError/internalError(_:)`` on a broken invariant (a bug).
    ///
    /// ```swift
    /// try solver.add(x + 2 * y == 10)
    /// try solver.add((x == 3).priority(.defaultLow))
    /// ```
    public func add(_ constraint: Constraint) throws {
        let key = ObjectIdentifier(constraint)
        try checkNotSpent()
        guard recordOfConstraint[key] == nil else { throw SolverError.duplicateConstraint(constraint) }
        guard constraint.priority.isValid else { throw SolverError.invalidPriority(constraint.priority) }
        operationsSinceRebuild += 1
        do {
            var outcome = try attemptAdd(constraint)
            if engine.illConditioned && mayRebuild() {
                // The answer came from a drifting tableau: ask a fresh one instead.
                if case .added(let record) = outcome { try engine.removeConstraint(record: record) }
                try rebuild()
                outcome = try attemptAdd(constraint)
            }
            if case .conflicts(let others) = outcome, verifiesConflicts,
               !Self.isInfeasible(others + [constraint]), mayRebuild(share: 8) {
                // An explanation that is no proof was read off a tableau that drifted without
                // raising an alarm (fuzz finding `conflict-explanation-incomplete`): the verdict
                // may be right for the wrong reason, so a fresh tableau answers instead.
                try rebuild()
                outcome = try attemptAdd(constraint)
            }
            switch outcome {
            case .added(let record):
                store(constraint, record: record)
                valuesAreCurrent = false
            case .conflicts(let others):
                // Undone pivots leave rounding behind; a fresh tableau of the constraints that
                // stay has none.
                if engine.undidPivots && mayRebuild(share: 8) { try rebuild() }
                throw SolverError.unsatisfiableConstraint(constraint, conflicting: others + [constraint])
            }
        } catch {
            throw translated(error)
        }
    }

    /// What one engine addition did.
    private enum AddOutcome {
        /// In the tableau under this record (not yet stored).
        case added(Int32)
        /// Refused; the required constraints it conflicts with, in addition order.
        case conflicts([Constraint])
    }

    /// Hands `constraint` to the engine once. A refused constraint leaves no variable or
    /// symbol of its own behind.
    private func attemptAdd(_ constraint: Constraint) throws -> AddOutcome {
        let symbolMark = engine.symbolCount
        let variableMark = variables.count
        var terms: [(Symbol, Double)] = []
        terms.reserveCapacity(constraint.expression.terms.count)
        for term in constraint.expression.terms {
            terms.append((symbol(for: term.variable), term.coefficient))
        }
        engine.illConditioned = false
        engine.undidPivots = false
        do {
            return .added(try engine.addConstraint(
                terms: terms, constant: constraint.expression.constant,
                relation: constraint.relation, priority: constraint.priority.rawValue))
        } catch EngineError.unsatisfiable(let records) {
            forgetVariables(from: variableMark, symbolMark: symbolMark)
            return .conflicts(records.compactMap { constraintsByRecord[Int($0)] })
        }
    }

    /// False in the solvers that check an explanation, so a check does not check itself.
    private var verifiesConflicts = true

    /// True when a fresh solver refuses one of `constraints`, added in order: an explanation
    /// of a conflict must itself conflict. Costs an addition per constraint it names, which
    /// the refused addition already paid to build the row they were read from.
    private static func isInfeasible(_ constraints: [Constraint]) -> Bool {
        let probe = Solver()
        probe.verifiesConflicts = false
        for constraint in constraints {
            do { try probe.add(constraint) } catch { return true }
        }
        return false
    }

    /// Adds several constraints in order; stops at the first failure (earlier ones stay).
    ///
    /// - Throws: as ``add(_:)``.
    public func add(_ constraints: [Constraint]) throws {
        for c in constraints { try add(c) }
    }

    /// Removes a constraint and re-solves incrementally.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if it is not in the
    ///   solver (edit constraints are removed with ``removeEditVariable(_:)``);
    ///   ``SolverError/internalError(_:)`` on a broken invariant.
    ///
    /// ```swift
    /// try solver.remove(widthConstraint)
    /// ```
    public func remove(_ constraint: Constraint) throws {
        let key = ObjectIdentifier(constraint)
        guard let record = recordOfConstraint[key] else { throw SolverError.unknownConstraint(constraint) }
        try removeRecord(record, key: key)
    }

    /// True when this constraint object is in the solver.
    ///
    /// ```swift
    /// if !solver.hasConstraint(c) { try solver.add(c) }
    /// ```
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        recordOfConstraint[ObjectIdentifier(constraint)] != nil
    }

    // MARK: Edit variables

    /// Makes `variable` editable: adds the optional constraint `variable == 0`
    /// at `priority` whose target ``suggestValue(_:_:)`` then moves.
    ///
    /// Why: suggesting new values re-solves with the dual simplex, touching only
    /// what changes, which is how a new viewport size is laid out.
    ///
    /// - Throws: ``SolverError/duplicateEditVariable(_:)`` if it already is one;
    ///   ``SolverError/requiredEditVariable(_:)`` for priority 1000;
    ///   ``SolverError/invalidPriority(_:)`` outside `1...1000`.
    ///
    /// ```swift
    /// try solver.addEditVariable(width, priority: 999)
    /// try solver.suggestValue(width, 320)
    /// ```
    public func addEditVariable(_ variable: Variable, priority: Priority) throws {
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { throw SolverError.duplicateEditVariable(variable) }
        guard priority.isValid else { throw SolverError.invalidPriority(priority) }
        guard !priority.isRequired else { throw SolverError.requiredEditVariable(variable) }
        let constraint = Constraint(variable.linearExpression, .equal, priority: priority, identifier: "edit \(variable)")
        try add(constraint)
        guard let record = recordOfConstraint[ObjectIdentifier(constraint)] else {
            throw SolverError.internalError("edit constraint not recorded")
        }
        edits[key] = EditEntry(constraint: constraint, record: record, suggested: 0)
    }

    /// Stops editing `variable`, removing its edit constraint.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)`` if it is not an edit
    ///   variable; ``SolverError/internalError(_:)`` on a broken invariant.
    ///
    /// ```swift
    /// try solver.removeEditVariable(width)
    /// ```
    public func removeEditVariable(_ variable: Variable) throws {
        let key = ObjectIdentifier(variable)
        guard let entry = edits[key] else { throw SolverError.unknownEditVariable(variable) }
        edits[key] = nil
        try removeRecord(entry.record, key: ObjectIdentifier(entry.constraint))
    }

    /// True when `variable` is an edit variable.
    ///
    /// ```swift
    /// if !solver.hasEditVariable(w) { try solver.addEditVariable(w, priority: 999) }
    /// ```
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Suggests a value for an edit variable and re-solves with the dual simplex.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)`` if it is not an edit
    ///   variable; ``SolverError/internalError(_:)`` on a broken invariant.
    ///
    /// ```swift
    /// try solver.suggestValue(viewportWidth, 1024)
    /// ```
    public func suggestValue(_ variable: Variable, _ value: Double) throws {
        let key = ObjectIdentifier(variable)
        try checkNotSpent()
        guard var entry = edits[key] else { throw SolverError.unknownEditVariable(variable) }
        let delta = value - entry.suggested
        entry.suggested = value
        edits[key] = entry
        operationsSinceRebuild += 1
        do {
            engine.illConditioned = false
            try engine.suggest(record: entry.record, delta: delta)
            if engine.illConditioned && mayRebuild() { try rebuild() }
        } catch {
            throw translated(error)
        }
        valuesAreCurrent = false
    }

    // MARK: Values

    /// Recomputes the cached values of all variables (kiwi `updateVariables`).
    ///
    /// Why: values are derived lazily from the tableau; ``value(of:)`` calls
    /// this on demand, so calling it explicitly is only needed to control when
    /// the O(n) pass happens.
    ///
    /// ```swift
    /// try solver.suggestValue(w, 800)
    /// solver.updateVariables()
    /// ```
    public func updateVariables() {
        cachedValues = engine.evaluateExternals(variables.map(\.symbol))
        valuesAreCurrent = true
    }

    /// Current value of `variable`; 0 for a variable the solver has never seen.
    ///
    /// ```swift
    /// let x = solver.value(of: left)
    /// ```
    public func value(of variable: Variable) -> Double {
        guard let index = variableIndex[ObjectIdentifier(variable)] else { return 0 }
        // Between edits only the rows this variable depends on are evaluated (and kept until
        // the next change): a caller that asks for one value after each suggestion (the
        // ambiguity probe) would otherwise pay for every variable each time. Same rows, same
        // arithmetic: the same value.
        guard valuesAreCurrent else { return engine.evaluateExternals([variables[index].symbol]).first ?? 0 }
        return index < cachedValues.count ? cachedValues[index] : 0
    }

    // MARK: Diagnostics

    /// Size and work counters of the tableau.
    public struct Statistics: Sendable {
        /// Rows in the tableau.
        public let rows: Int
        /// Non-zero entries over all rows (fill-in indicator).
        public let entries: Int
        /// Symbols allocated (variables, slacks, errors, dummies).
        public let symbols: Int
        /// Simplex pivots performed since the solver was created.
        public let pivots: Int
    }

    /// Current counters; O(rows). For benchmarks and tuning, not for layout logic.
    ///
    /// ```swift
    /// print(solver.statistics.pivots)
    /// ```
    public var statistics: Statistics {
        var rowCount = 0, entries = 0
        for slot in engine.rows.indices where engine.rowBasic[slot].isValid {
            rowCount += 1
            entries += engine.rows[slot].count
        }
        return Statistics(rows: rowCount, entries: entries, symbols: engine.symbolCount, pivots: engine.pivotCount)
    }

    // MARK: Private plumbing

    private func checkNotSpent() throws {
        if isSpent { throw SolverError.pivotLimitReached(engine.pivotLimit) }
    }

    /// The public error for an engine failure; marks the solver spent when it ran out of pivots.
    private func translated(_ error: Error) -> Error {
        switch error {
        case EngineError.internalError(let message): return SolverError.internalError(message)
        case EngineError.pivotLimitReached:
            isSpent = true
            return SolverError.pivotLimitReached(engine.pivotLimit)
        default: return error
        }
    }

    private func symbol(for variable: Variable) -> Symbol {
        let key = ObjectIdentifier(variable)
        if let index = variableIndex[key] { return variables[index].symbol }
        let symbol = engine.makeSymbol(.external)
        variableIndex[key] = variables.count
        variables.append(VariableEntry(variable: variable, symbol: symbol))
        return symbol
    }

    /// Undoes registrations made by a failed ``add(_:)``.
    private func forgetVariables(from mark: Int, symbolMark: Int) {
        while variables.count > mark {
            let entry = variables.removeLast()
            variableIndex[ObjectIdentifier(entry.variable)] = nil
        }
        engine.truncateSymbols(to: symbolMark)
        if cachedValues.count > variables.count { cachedValues.removeLast(cachedValues.count - variables.count) }
    }

    private func store(_ constraint: Constraint, record: Int32) {
        let index = Int(record)
        if index >= constraintsByRecord.count {
            constraintsByRecord.append(contentsOf: repeatElement(nil, count: index + 1 - constraintsByRecord.count))
        }
        constraintsByRecord[index] = constraint
        recordOfConstraint[ObjectIdentifier(constraint)] = record
    }

    private func removeRecord(_ record: Int32, key: ObjectIdentifier) throws {
        try checkNotSpent()
        operationsSinceRebuild += 1
        do {
            engine.illConditioned = false
            try engine.removeConstraint(record: record)
            recordOfConstraint[key] = nil
            constraintsByRecord[Int(record)] = nil
            if engine.illConditioned && mayRebuild() { try rebuild() }
        } catch {
            throw translated(error)
        }
        valuesAreCurrent = false
    }

    // MARK: Rebuilding an ill-conditioned tableau

    /// Operations since the last rebuild.
    private var operationsSinceRebuild = 0
    /// The engine's pivot count when the last rebuild ended.
    private var pivotsAtRebuild = 0

    /// Whether a rebuild is allowed now. A rebuild costs a solve of every constraint, so
    /// another waits until the work done since the last (operations and pivots) is a
    /// `share`-th of the constraint count, which keeps the cost per unit of work bounded even
    /// for a system whose own coefficients are huge (a multiplier of 1e7 written in a scene)
    /// or that conflicts often. Pivots count because each one undone leaves rounding behind:
    /// a conflict found after many pivots, just after a rebuild, may rebuild again (fuzz
    /// finding `drift-after-second-undo`).
    private func mayRebuild(share: Int = 1) -> Bool {
        (operationsSinceRebuild + engine.pivotCount - pivotsAtRebuild) * share > recordOfConstraint.count
    }

    /// Replaces the tableau by one built afresh from the constraints in the solver, added in
    /// the order they were first added, each edit variable's suggestion applied after its
    /// edit constraint.
    ///
    /// Why: a long life of additions and removals can leave rounding residues in the tableau
    /// that a pivot then multiplies into whole units (fuzz finding
    /// `ill-conditioned-after-readding`); the engine notices entries past 1e6 and the solver
    /// starts again from the constraints, which are exact.
    private func rebuild() throws {
        operationsSinceRebuild = 0
        let ordered = constraintsByRecord.indices.compactMap { record -> (Int, Int32, Constraint)? in
            guard let constraint = constraintsByRecord[record], let order = engine.sequence(of: Int32(record)) else { return nil }
            return (order, Int32(record), constraint)
        }.sorted { $0.0 < $1.0 }
        var suggestions: [Int32: Double] = [:]  // lookup only
        for entry in edits.values { suggestions[entry.record] = entry.suggested }
        var fresh = SolverEngine()
        fresh.pivotLimit = engine.pivotLimit
        fresh.pivotCount = engine.pivotCount
        let oldVariables = variables
        variables = oldVariables.map { VariableEntry(variable: $0.variable, symbol: fresh.makeSymbol(.external)) }
        var newRecords: [Int32: Int32] = [:]  // lookup only
        constraintsByRecord = []
        for (_, oldRecord, constraint) in ordered {
            let terms = try constraint.expression.terms.map { term -> (Symbol, Double) in
                guard let index = variableIndex[ObjectIdentifier(term.variable)] else {
                    throw EngineError.internalError("a constraint in the solver names an unregistered variable")
                }
                return (variables[index].symbol, term.coefficient)
            }
            let record: Int32
            do {
                record = try fresh.addConstraint(terms: terms, constant: constraint.expression.constant,
                                                 relation: constraint.relation, priority: constraint.priority.rawValue)
            } catch EngineError.unsatisfiable {
                throw EngineError.internalError("rebuilding the tableau found the constraints in it unsatisfiable")
            }
            newRecords[oldRecord] = record
            if let value = suggestions[oldRecord], value != 0 { try fresh.suggest(record: record, delta: value) }
            let index = Int(record)
            if index >= constraintsByRecord.count {
                constraintsByRecord.append(contentsOf: repeatElement(nil, count: index + 1 - constraintsByRecord.count))
            }
            constraintsByRecord[index] = constraint
            recordOfConstraint[ObjectIdentifier(constraint)] = record
        }
        for (key, entry) in edits {
            edits[key]?.record = newRecords[entry.record] ?? entry.record
        }
        engine = fresh
        pivotsAtRebuild = engine.pivotCount
        valuesAreCurrent = false
    }

    #if DEBUG
    /// Tableau invariant violations (debug builds only; empty when sound),
    /// plus every required constraint the current values violate: the tableau
    /// can be well-formed yet mean the wrong thing, and this catches that.
    func checkInvariants() -> [String] {
        var problems = engine.checkInvariants()
        // Rounding in a simplex grows with the numbers the whole system holds, not only with
        // those of one constraint: after many additions and removals a variable pinned at 0
        // may read 2e-7 while others are near 500 (`Regressions/solver/drift-below-alarm`).
        // So a violation also counts only beyond 1e-8 of the system's largest number. Not
        // more: the largest number comes from the values, so a looser bound lets a blown-up
        // solution excuse itself (`Open/solver/conflicting-pair-held`: with 1e-6, a value of
        // -2.3e7 let a required `v0 + 20 == 0` be broken by 20 unnoticed).
        var systemScale = 1.0
        for case let constraint? in constraintsByRecord {
            systemScale = max(systemScale, abs(constraint.expression.constant))
            for term in constraint.expression.terms {
                systemScale = max(systemScale, abs(term.coefficient * self.value(of: term.variable)))
            }
        }
        for case let constraint? in constraintsByRecord where constraint.priority.isRequired {
            var value = constraint.expression.constant
            var scale = abs(value)
            for term in constraint.expression.terms {
                let v = self.value(of: term.variable)
                value += term.coefficient * v
                scale = max(scale, abs(term.coefficient * v))
            }
            let tolerance = max(1e-7 * max(1, scale), 1e-8 * systemScale)
            let satisfied: Bool
            switch constraint.relation {
            case .equal: satisfied = abs(value) <= tolerance
            case .lessThanOrEqual: satisfied = value <= tolerance
            case .greaterThanOrEqual: satisfied = value >= -tolerance
            }
            if !satisfied { problems.append("required constraint violated by \(value): \(constraint)") }
        }
        return problems
    }
    #endif
}
