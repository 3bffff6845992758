extension SolverEngine {
    // MARK: Values of external symbols

    /// Values of `symbols` (external) in the current basic solution.
    ///
    /// Parametric symbols are zero, a basic restricted symbol is its strict
    /// row's constant, and a basic external is its row's constant plus the
    /// values of the basic symbols its lazy row refers to. The rows form
    /// an acyclic graph, evaluated children-first with an explicit stack, each
    /// row once until the tableau changes (``invalidateValues()``): all values
    /// cost O(total size of external rows), and one value asked for after
    /// another costs only the rows not yet evaluated.
    mutating func evaluateExternals(_ symbols: [Symbol]) -> [Double] {
        let epoch = valueEpoch
        var stack: [Symbol] = []
        var result: [Double] = []
        result.reserveCapacity(symbols.count)
        for root in symbols {
            if !isBasic(root) { result.append(0); continue }
            if valueStamps[root.index] != epoch {
                stack.append(root)
                while let node = stack.last {
                    let slot = Int(rowOf[node.index])
                    var ready = true
                    for s in rows[slot].symbols where isExternalBasic(s) && valueStamps[s.index] != epoch {
                        stack.append(s)
                        ready = false
                    }
                    if !ready { continue }
                    stack.removeLast()
                    guard valueStamps[node.index] != epoch else { continue }
                    var value = rows[slot].constant
                    let row = rows[slot]
                    for i in 0..<row.count {
                        let s = row.symbols[i]
                        guard rowOf[s.index] >= 0 else { continue }
                        let known = kinds[s.index] == .external
                            ? scratchValues[s.index]
                            : rows[Int(rowOf[s.index])].constant
                        value += row.coefficients[i] * known
                    }
                    scratchValues[node.index] = value
                    valueStamps[node.index] = epoch
                }
            }
            result.append(scratchValues[root.index])
        }
        return result
    }
}
