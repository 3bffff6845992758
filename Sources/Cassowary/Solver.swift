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
    var engine = SolverEngine()

    struct VariableEntry {
        let variable: Variable
        let symbol: Symbol
    }
    /// Registered variables in first-use order (the only iteration order used).
    var variables: [VariableEntry] = []
    /// Lookup only, never iterated.
    var variableIndex: [ObjectIdentifier: Int] = [:]
    var cachedValues: [Double] = []
    /// False once the tableau has changed since `cachedValues` were read.
    var valuesAreCurrent = true

    /// Constraint object per engine record id.
    var constraintsByRecord: [Constraint?] = []
    /// Lookup only, never iterated.
    var recordOfConstraint: [ObjectIdentifier: Int32] = [:]

    struct EditEntry {
        let constraint: Constraint
        var record: Int32
        var suggested: Double
    }
    /// Lookup only, never iterated.
    var edits: [ObjectIdentifier: EditEntry] = [:]

    /// Creates an empty solver.
    public init() {}

    /// Simplex pivots the solver may make over its whole life before it gives up with
    /// ``SolverError/pivotLimitReached(_:)``; unlimited by default. A pivot whose
    /// substitutions rewrite many entries counts as more than one: one more for each 50
    /// entries (about what a pivot of ordinary rows rewrites), so the budget bounds the work,
    /// not only the number of steps: a pivot that rewrites an objective of 20,000 entries
    /// counts 400. A constraint refused for a conflict counts one more for each constraint of
    /// its conflicting set, and the rows expanded to find them by their entries, so many
    /// conflicts with long conflicting sets use up the budget too.
    ///
    /// Why a count and not a time: the same system then fails or succeeds on every machine.
    public var pivotLimit: Int {
        get { engine.pivotLimit }
        set { engine.pivotLimit = newValue }
    }
    /// The error every call throws once the pivot limit was reached (the tableau is mid-way)
    /// or the tableau was found inconsistent with the constraints.
    var spent: SolverError?

    /// The engine's pivot count when the tableau was last recomputed from the constraints.
    var pivotsAtRefresh = 0
    /// Suggestions made since the tableau was last recomputed.
    var suggestionsSinceRefresh = 0
    /// Times the tableau was recomputed (``Statistics/refreshes``).
    var refreshCount = 0

    /// Number of constraints currently in the solver (edit constraints included).
    public var constraintCount: Int { recordOfConstraint.count }

    // MARK: Constraints

    /// Adds a constraint and re-solves incrementally.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)`` if this object was
    ///   already added; ``SolverError/invalidPriority(_:)`` if the priority is
    ///   outside `1...1000`; ``SolverError/unsatisfiableConstraint(_:conflicting:)``
    ///   if it is required and conflicts with the required constraints already
    ///   present, with a checked proof (``ConflictProof``); the solver is then exactly as it
    ///   was; ``SolverError/numericalTrouble(_:reason:)`` outside the domain (``Tolerance``)
    ///   or for a conflict no numbers could prove; ``SolverError/pivotLimitReached(_:)`` when
    ///   the pivots, or the proof of a conflict, would pass ``pivotLimit``;
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
        if let reason = Tolerance.domainViolation(of: constraint) {
            throw SolverError.numericalTrouble(constraint, reason: reason)
        }
        do {
            var outcome = try attemptAdd(constraint)
            switch outcome {
            case .added(let record) where engine.doubtful && isRefactorisable:
                // Taken through a doubtful step: fresh numbers on the basis reached, or, when the
                // constraints make that basis singular (a pivot on a residue reached it), a
                // tableau built afresh that asks again.
                if !refactor(adding: (record, constraint)) {
                    try rebuild()
                    outcome = try attemptAddVouched(constraint)
                }
            case .refused(let proof) where !proof.isValid:
                // The tableau's numbers could not prove the refusal: ask fresh numbers once.
                outcome = try attemptAddOnFreshNumbers(constraint)
            default:
                break
            }
            switch outcome {
            case .added(let record):
                store(constraint, record: record)
                valuesAreCurrent = false
                try refreshIfDue()
            case .refused(let proof) where proof.isValid:
                throw SolverError.unsatisfiableConstraint(constraint, conflicting: proof.constraints)
            case .refused:
                throw SolverError.numericalTrouble(constraint, reason: .unprovableConflict)
            }
        } catch {
            throw translated(error)
        }
    }

    /// What one engine addition did.
    enum AddOutcome {
        /// In the tableau under this record (not yet stored).
        case added(Int32)
        /// Refused, with the proof the tableau gave.
        case refused(ConflictProof)
    }

    /// What each constraint of a refused constraint's conflicting set counts against
    /// ``pivotLimit``, in pivots. Measured in a release build on a chain whose every view
    /// conflicts with all before it: expanding the rows, reading the weights, checking the
    /// proof and naming the constraint cost 2 µs per constraint of the set, what a pivot unit
    /// costs, so the budget bounds this work as it bounds pivots.
    static let proofUnitsPerConstraint = 1

    /// Hands `constraint` to the engine once. A refused constraint leaves no variable or
    /// symbol of its own behind, and the tableau exactly as it was.
    func attemptAdd(_ constraint: Constraint) throws -> AddOutcome {
        let symbolMark = engine.symbolCount
        let variableMark = variables.count
        var terms: [(Symbol, Double)] = []
        terms.reserveCapacity(constraint.expression.terms.count)
        for term in constraint.expression.terms {
            terms.append((symbol(for: term.variable), term.coefficient))
        }
        engine.doubtful = false
        do {
            return .added(try engine.addConstraint(
                terms: terms, constant: constraint.expression.constant,
                relation: constraint.relation, priority: constraint.priority.rawValue))
        } catch EngineError.unsatisfiable(let weights) {
            forgetVariables(from: variableMark, symbolMark: symbolMark)
            // Counted before the proof is read, so that many conflicts with long sets end at the
            // budget rather than run on (``proofUnitsPerConstraint``).
            try engine.charge(entries: (weights.records.count + 1) * Self.proofUnitsPerConstraint * SolverEngine.entriesPerPivotUnit)
            let others = weights.records.compactMap { entry in
                constraintsByRecord[Int(entry.record)].map { (constraint: $0, weight: entry.weight) }
            }
            return .refused(ConflictProof(others: others, constraint: constraint, weight: weights.newWeight))
        }
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
        if let reason = Tolerance.domainViolation(ofSuggestion: value) {
            throw SolverError.numericalTrouble(entry.constraint, reason: reason)
        }
        let delta = value - entry.suggested
        entry.suggested = value
        edits[key] = entry
        valuesAreCurrent = false
        do {
            engine.doubtful = false
            do {
                try engine.suggest(record: entry.record, delta: delta)
                if engine.doubtful && isRefactorisable { try refresh() }
            } catch EngineError.stuck {
                // The new target is feasible (an edit is optional): the numbers are at fault.
                try refresh()
            }
            suggestionsSinceRefresh += 1
            try refreshIfDue()
        } catch {
            throw translated(error)
        }
    }

    // MARK: Values

    /// Recomputes the values of all variables (kiwi `updateVariables`) and checks them: every
    /// required constraint must hold to ``Tolerance/residual`` of its largest term. When one
    /// misses, the tableau is recomputed from the constraints and the values read again.
    ///
    /// Why: values are derived lazily from the tableau; ``value(of:)`` calls this on demand,
    /// so calling it explicitly is needed to control when the O(n) pass happens and to learn
    /// of trouble.
    ///
    /// - Throws: ``SolverError/numericalTrouble(_:reason:)`` naming a required constraint the
    ///   values miss on fresh numbers too; ``value(of:)`` then gives NaN until the next change.
    ///
    /// ```swift
    /// try solver.suggestValue(w, 800)
    /// try solver.updateVariables()
    /// ```
    public func updateVariables() throws {
        if valuesAreCurrent {
            if let trouble = valuesTrouble { throw trouble }
            return
        }
        do {
            try checkNotSpent()
            valuesTrouble = nil
            cachedValues = engine.evaluateExternals(variables.map(\.symbol))
            valuesAreCurrent = true
            guard firstMissedRequirement(cachedValues) != nil else { return }
            try refresh()
            cachedValues = engine.evaluateExternals(variables.map(\.symbol))
            valuesAreCurrent = true
            guard let (missed, by) = firstMissedRequirement(cachedValues) else { return }
            cachedValues = [Double](repeating: .nan, count: cachedValues.count)
            throw SolverError.numericalTrouble(missed, reason: .residual(by))
        } catch {
            let error = translated(error)
            valuesAreCurrent = true
            valuesTrouble = error
            if cachedValues.count != variables.count { cachedValues = [Double](repeating: .nan, count: variables.count) }
            throw error
        }
    }

    /// What the last ``updateVariables()`` threw, until the tableau changes.
    var valuesTrouble: Error?

    /// The first required constraint (in record order) that `values`, in `variables` order,
    /// miss by more than ``Tolerance/residual`` of its largest term, and by how much.
    /// O(terms of all constraints).
    private func firstMissedRequirement(_ values: [Double]) -> (Constraint, Double)? {
        for case let constraint? in constraintsByRecord where constraint.priority.isRequired {
            var value = constraint.expression.constant
            var scale = abs(value)
            for term in constraint.expression.terms {
                let index = variableIndex[ObjectIdentifier(term.variable)] ?? values.count
                let v = index < values.count ? values[index] : 0
                value += term.coefficient * v
                scale = max(scale, abs(term.coefficient * v))
            }
            let tolerance = Tolerance.residual * max(1, scale)
            let missed: Bool
            switch constraint.relation {
            case .equal: missed = !(abs(value) <= tolerance)
            case .lessThanOrEqual: missed = !(value <= tolerance)
            case .greaterThanOrEqual: missed = !(value >= -tolerance)
            }
            if missed { return (constraint, abs(value)) }
        }
        return nil
    }

    /// Current value of `variable`, checked by ``updateVariables()`` (which it calls when the
    /// solver changed since); 0 for a variable the solver has never seen, NaN when the check
    /// failed.
    ///
    /// ```swift
    /// let x = solver.value(of: left)
    /// ```
    public func value(of variable: Variable) -> Double {
        guard let index = variableIndex[ObjectIdentifier(variable)] else { return 0 }
        if !valuesAreCurrent { try? updateVariables() }
        return index < cachedValues.count ? cachedValues[index] : .nan
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
        /// What ``Solver/pivotLimit`` counts: each pivot once, plus one for each 50 entries
        /// the substitutions rewrote, and one for each constraint of a refused constraint's
        /// conflicting set.
        public let pivotUnits: Int
        /// Times the tableau was recomputed from the constraints: refactorised on its basis,
        /// or rebuilt by adding them afresh.
        public let refreshes: Int
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
        return Statistics(rows: rowCount, entries: entries, symbols: engine.symbolCount, pivots: engine.pivotCount,
                          pivotUnits: engine.pivotUnits, refreshes: refreshCount)
    }

    // MARK: Plumbing

    func checkNotSpent() throws {
        if let spent { throw spent }
    }

    /// The public error for an engine failure; marks the solver spent when it ran out of pivots
    /// or found its tableau inconsistent.
    func translated(_ error: Error) -> Error {
        switch error {
        case EngineError.internalError(let message): return SolverError.internalError(message)
        case EngineError.pivotLimitReached:
            let error = SolverError.pivotLimitReached(engine.pivotLimit)
            spent = error
            return error
        case SolverError.numericalTrouble(_, .inconsistentTableau):
            spent = error as? SolverError
            return error
        default: return error
        }
    }

    func symbol(for variable: Variable) -> Symbol {
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

    func store(_ constraint: Constraint, record: Int32) {
        let index = Int(record)
        if index >= constraintsByRecord.count {
            constraintsByRecord.append(contentsOf: repeatElement(nil, count: index + 1 - constraintsByRecord.count))
        }
        constraintsByRecord[index] = constraint
        recordOfConstraint[ObjectIdentifier(constraint)] = record
    }

    private func removeRecord(_ record: Int32, key: ObjectIdentifier) throws {
        try checkNotSpent()
        valuesAreCurrent = false
        do {
            engine.doubtful = false
            var stuck = false
            do {
                try engine.removeConstraint(record: record)
            } catch EngineError.stuck {
                // What is left is feasible (a removal only widens the region): the numbers are at fault.
                stuck = true
            }
            recordOfConstraint[key] = nil
            constraintsByRecord[Int(record)] = nil
            if stuck || (engine.doubtful && isRefactorisable) { try refresh() }
            try refreshIfDue()
        } catch {
            throw translated(error)
        }
    }
}
