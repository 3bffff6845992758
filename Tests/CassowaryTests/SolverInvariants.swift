@testable import Cassowary

extension SolverEngine {
    /// Checks the tableau invariants; returns one message per violation (empty = sound).
    ///
    /// A test oracle, kept with the tests (and the solver's fuzz target) rather than in the
    /// product. Checks: row/basic bookkeeping,
    /// exact column index, restricted rows strict and feasible, external rows
    /// acyclic, objective free of basic symbols
    /// and optimal (no eligible entering symbol).
    func checkInvariants() -> [String] {
        var problems: [String] = []
        var liveRows = 0
        for slot in rows.indices {
            let basic = rowBasic[slot]
            guard basic.isValid else {
                if !rows[slot].isEmpty { problems.append("free slot \(slot) holds entries") }
                continue
            }
            liveRows += 1
            if rowOf[basic.index] != Int32(slot) { problems.append("rowOf[\(basic.id)] != slot \(slot)") }
            let basicIsExternal = kinds[basic.index] == .external
            let row = rows[slot]
            if !basicIsExternal && row.constant < -Tolerance.feasibilityCheck {
                problems.append("restricted row \(basic.id) infeasible: \(row.constant)")
            }
            // A dummy stands for an equality's zero error: basic, it must stay zero.
            if kinds[basic.index] == .dummy && abs(row.constant) > Tolerance.feasibilityCheck {
                problems.append("dummy row \(basic.id) holds \(row.constant)")
            }
            for i in 0..<row.count {
                let s = row.symbols[i]
                if s == basic { problems.append("row \(basic.id) contains its basic symbol") }
                if Tolerance.isZero(row.coefficients[i]) { problems.append("row \(basic.id) holds a zero coefficient") }
                if row.position(of: s) != i { problems.append("row \(basic.id) index table wrong for \(s.id)") }
                let cp = Int(row.entries[i].columnSlot)
                if cp < 0 || cp >= columns[s.index].count || columns[s.index][cp].row != Int32(slot)
                    || columns[s.index][cp].position != Int32(i) {
                    problems.append("column slot of \(s.id) in row \(basic.id) wrong")
                }
                if isBasic(s) && !basicIsExternal {
                    problems.append("restricted row \(basic.id) contains basic symbol \(s.id)")
                }
            }
        }
        var entries = 0
        for slot in rows.indices where rowBasic[slot].isValid { entries += rows[slot].count }
        var columnEntries = 0
        for s in columns.indices {
            columnEntries += columns[s].count
            if rowOf[s] >= 0 && rowBasic[Int(rowOf[s])].index != s { problems.append("rowOf[\(s)] points to a foreign row") }
        }
        if entries != columnEntries { problems.append("column index has \(columnEntries) entries, rows \(entries)") }
        for (level, row) in objective.levels.enumerated() {
            for s in row.symbols where isBasic(s) {
                problems.append("objective level \(level) contains basic symbol \(s.id)")
            }
        }
        for s in 0..<symbolCount where !isBasic(Symbol(index: s)) {
            let symbol = Symbol(index: s)
            switch kinds[s] {
            case .slack, .error:
                // A symbol bounded only through rounding residues stays out (``optimize()``).
                if objective.sign(of: symbol) < 0 && leavingRows(for: symbol, direction: 1).best != nil {
                    problems.append("objective not optimal: \(s) can enter")
                }
            case .external, .dummy:
                break
            }
        }
        if hasExternalCycle() { problems.append("lazy external rows form a cycle") }
        for slot in rows.indices where rowBasic[slot].isValid && kinds[rowBasic[slot].index] == .external {
            let basic = rowBasic[slot]
            for s in rows[slot].symbols where isExternalBasic(s) && ranks[s.index] >= ranks[basic.index] {
                problems.append("row of \(basic.id) (rank \(ranks[basic.index])) refers to \(s.id) of rank \(ranks[s.index])")
            }
        }
        _ = liveRows
        return problems
    }

    /// Detects a cycle among lazy external rows (iterative three-colour DFS).
    private func hasExternalCycle() -> Bool {
        var state = Array(repeating: UInt8(0), count: symbolCount)  // 0 new, 1 on stack, 2 done
        for start in 0..<symbolCount where isExternalBasic(Symbol(index: start)) && state[start] == 0 {
            var stack: [(Int, Int)] = [(start, 0)]
            state[start] = 1
            while let (node, next) = stack.last {
                let slot = Int(rowOf[node])
                if next < rows[slot].count {
                    stack[stack.count - 1].1 = next + 1
                    let child = rows[slot].symbols[next]
                    guard isExternalBasic(child) else { continue }
                    if state[child.index] == 1 { return true }
                    if state[child.index] == 0 {
                        state[child.index] = 1
                        stack.append((child.index, 0))
                    }
                } else {
                    state[node] = 2
                    stack.removeLast()
                }
            }
        }
        return false
    }
}

extension Solver {
    /// Tableau invariant violations (empty when sound): ``SolverEngine/checkInvariants()``.
    func checkInvariants() -> [String] {
        engine.checkInvariants()
    }
}
