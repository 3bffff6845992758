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
    /// One row per level: `Σ errors` after substitution.
    var levels: [Row] = []
    /// Number of constraints (edit constraints included) per level.
    private var users: [Int] = []
    /// Level index per priority value, -1 when unused.
    private var levelOfPriority = Array(repeating: -1, count: 1001)

    var levelCount: Int { levels.count }

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
            levels[level].removeEntry(at: p)
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
