extension Solver {
    /// For each of `variables`, whether the solved system leaves it undetermined: it can move
    /// at the current optimum without making the solution worse at any priority level. This
    /// is Auto Layout's `hasAmbiguousLayout` for one variable.
    ///
    /// Read once from the final tableau, in time about linear in its size, without changing
    /// the solver: a variable is undetermined when its row, fully expanded, changes along
    /// some direction in which the optimal solutions extend. Free variables, slacks and
    /// errors at zero cost move the solution; a degenerate row (a restricted symbol at
    /// exactly 0) may stop a slack or an error, and that is settled exactly
    /// (docs/Solver.md, "Ambiguity").
    ///
    /// - A variable the solver has never seen is undetermined: nothing constrains it.
    /// - An edit variable is held by its edit constraint, like any optional constraint.
    /// - After ``SolverError/pivotLimitReached(_:)`` the tableau is mid-way and the answer
    ///   means nothing.
    ///
    /// ```swift
    /// try solver.add(width >= 10)
    /// solver.undeterminedVariables(among: [width])   // [true]: width may grow
    /// ```
    public func undeterminedVariables(among variables: [Variable]) -> [Bool] {
        var symbols: [Symbol] = []
        var seen: [Bool] = []
        for variable in variables {
            let known = variableIndex[ObjectIdentifier(variable)] != nil
            seen.append(known)
            if known { symbols.append(symbol(for: variable)) }
        }
        var answers = engine.undeterminedExternals(symbols).makeIterator()
        return seen.map { known in known ? (answers.next() ?? true) : true }
    }
}
