/// The hierarchical (lexicographic) objective: one sparse row per optional
/// priority level in use, highest priority first.
///
/// Why not kiwi's single weighted row: Auto Layout requires that a higher
/// priority beats *any* amount of lower-priority violation. Folding levels into
/// weights (1e6 / 1e3 / 1) breaks that as soon as enough weak errors add up,
/// and loses precision. Here the objective coefficient of a symbol is the
/// vector of its coefficients in each level, compared lexicographically. With
/// the handful of distinct priorities a layout uses, a vector costs a few
/// lookups; levels are created on demand and dropped when their last
/// constraint goes.
struct Objective {
    /// Priority (1...999) of each level, descending.
    private(set) var priorities: [Int] = []
    /// One row per level: `Σ errors` after substitution. Changed only through the methods
    /// below, which record what undoes each change while a journal is open.
    private(set) var levels: [Row] = []
    /// Number of constraints (edit constraints included) per level.
    private var users: [Int] = []
    /// Level index per priority value, -1 when unused.
    private var levelOfPriority = Array(repeating: -1, count: 1001)

    /// What undoes each change since ``startJournal()``, last change last; nil when no
    /// journal is open.
    private var journal: [Change]?

    /// One recorded change.
    private enum Change {
        /// A level's row changed.
        case row(level: Int, Row.Edit)
        /// A user of a priority was added (its level created if it was the first).
        case retained(priority: Int)
    }

    var levelCount: Int { levels.count }

    // MARK: The journal

    /// Starts recording what undoes each change, so that ``rollBackJournal()`` can put the
    /// objective back exactly as it is now.
    ///
    /// Why a journal and not a copy: the objective holds an error of every optional
    /// constraint, and a copy, or the copy-on-write a saved value forces at the next change,
    /// costs its whole length at every addition: quadratic in the constraints of a layout
    /// with thousands of optional ones. The journal costs what the changes cost.
    ///
    /// Contract: no level is released while the journal is open (additions, suggestions and
    /// changed constants only add users).
    mutating func startJournal() {
        journal = []
    }

    /// Forgets the journal: the changes stand.
    mutating func commitJournal() {
        journal = nil
    }

    /// Undoes every change since ``startJournal()``, last first, and closes the journal.
    mutating func rollBackJournal() {
        guard let changes = journal else { return }
        journal = nil
        for change in changes.reversed() {
            switch change {
            case .row(let level, let edit): levels[level].undo(edit)
            case .retained(let priority): releaseLevel(for: priority)
            }
        }
    }

    /// Applies `change` to level `level`'s row, recording its edits when a journal is open.
    private mutating func edit(level: Int, _ change: (inout Row, inout [Row.Edit]) -> Void) {
        var edits: [Row.Edit] = []
        change(&levels[level], &edits)
        guard journal != nil else { return }
        for e in edits { journal?.append(.row(level: level, e)) }
    }

    // MARK: Changes

    /// `level += coefficient·symbol`.
    mutating func add(_ symbol: Symbol, _ coefficient: Double, level: Int) {
        edit(level: level) { row, edits in row.add(symbol, coefficient, recording: &edits) }
    }

    /// `level += factor·row`.
    mutating func add(_ row: Row, times factor: Double, level: Int) {
        edit(level: level) { target, edits in target.add(row, times: factor, recording: &edits) }
    }

    /// Replaces `symbol` by `row` in level `level`; the factor it had there, or nil when it
    /// had none.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, with row: Row, level: Int) -> Double? {
        guard let p = levels[level].position(of: symbol) else { return nil }
        let factor = levels[level].entries[p].coefficient
        edit(level: level) { target, edits in
            target.removeEntry(at: p, recording: &edits)
            target.add(row, times: factor, recording: &edits)
        }
        return factor
    }

    /// Deletes `symbol` from every level.
    mutating func remove(_ symbol: Symbol) {
        for level in levels.indices {
            guard let p = levels[level].position(of: symbol) else { continue }
            edit(level: level) { row, edits in row.removeEntry(at: p, recording: &edits) }
        }
    }

    /// Empties every level (their users stay), for an objective built afresh.
    mutating func clearLevels() {
        for level in levels.indices { levels[level] = Row() }
    }

    /// Level for `priority`, created if needed; counts one more user.
    mutating func retainLevel(for priority: Int) -> Int {
        if levelOfPriority[priority] < 0 {
            let insertAt = priorities.firstIndex(where: { $0 < priority }) ?? priorities.count
            priorities.insert(priority, at: insertAt)
            levels.insert(Row(), at: insertAt)
            users.insert(0, at: insertAt)
            reindex()
        }
        let level = levelOfPriority[priority]
        users[level] += 1
        journal?.append(.retained(priority: priority))
        return level
    }

    /// Level index of a priority in use.
    func level(for priority: Int) -> Int? {
        let level = levelOfPriority[priority]
        return level >= 0 ? level : nil
    }

    /// Drops one user of `priority`; the level disappears with its last user
    /// (its row is then zero up to rounding, since every error left with its constraint).
    mutating func releaseLevel(for priority: Int) {
        guard let level = level(for: priority) else { return }
        users[level] -= 1
        if users[level] == 0 {
            priorities.remove(at: level)
            levels.remove(at: level)
            users.remove(at: level)
            reindex()
        }
    }

    private mutating func reindex() {
        for i in levelOfPriority.indices { levelOfPriority[i] = -1 }
        for (i, p) in priorities.enumerated() { levelOfPriority[p] = i }
    }

    /// Sign of the objective coefficient vector of `symbol`: the sign of its first
    /// non-negligible level coefficient, highest priority first; 0 when all vanish.
    func sign(of symbol: Symbol) -> Int {
        for row in levels {
            let c = row.coefficient(for: symbol)
            if c < -Tolerance.dualFeasibility { return -1 }
            if c > Tolerance.dualFeasibility { return 1 }
        }
        return 0
    }

    /// Removes the coefficient of `symbol` that decides its sign when it is a rounding
    /// residue (``Tolerance/isObjectiveResidue(_:largest:)``). Returns whether it did.
    mutating func dropResidue(of symbol: Symbol) -> Bool {
        for level in levels.indices {
            guard let p = levels[level].position(of: symbol) else { continue }
            let c = levels[level].coefficients[p]
            guard !Tolerance.isZero(c) else { continue }
            guard Tolerance.isObjectiveResidue(c, largest: levels[level].largestMagnitude) else { return false }
            edit(level: level) { row, edits in row.removeEntry(at: p, recording: &edits) }
            return true
        }
        return false
    }

    /// True when `symbol` has an entry in some level.
    func contains(_ symbol: Symbol) -> Bool {
        for row in levels where row.position(of: symbol) != nil { return true }
        return false
    }
}
