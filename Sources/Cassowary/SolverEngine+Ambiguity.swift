extension SolverEngine {
    // MARK: Ambiguity: which externals can move on the optimal face

    /// For each of `targets` (external symbols), whether it can move at the current optimum
    /// without worsening the objective at any priority level: the optimal face is not flat
    /// in its direction. Reads the final tableau once; the tableau is not changed.
    ///
    /// Contract: the tableau is optimal (every public operation leaves it so).
    ///
    /// How, and why it is exact (docs/Solver.md, "Ambiguity"):
    /// - Near the optimum, the face is the set of moves of the parametric symbols that keep
    ///   every objective level at its optimum and every restricted symbol ≥ 0. A parametric
    ///   symbol with a non-zero cost in some level cannot move: the first such level has a
    ///   positive coefficient (optimality), and moving the symbol up would worsen it. A dummy
    ///   never moves. The zero-cost ones (the *candidates*) may: an external either way, a
    ///   slack or error up from 0, as long as every *degenerate* restricted row (constant 0)
    ///   stays ≥ 0 and every row whose basic symbol is a dummy stays 0. Rows with a positive
    ///   constant allow a small move of anything. So the directions form a cone `D`.
    /// - A variable can move iff its fully expanded row `v = c + Σ αⱼ·pⱼ` is not constant on
    ///   `D`, i.e. iff `α` is not orthogonal to the span of `D`. The span is a product over
    ///   the connected components of candidates linked by degenerate rows; a component that
    ///   no row holds with a negative coefficient (nor any external, nor any dummy row) spans
    ///   all its coordinates, and any other is settled exactly by ``ConeSpan``.
    /// - Orthogonality is tested with one random direction `d` in the span (two, for
    ///   safety): `α·d` is the derivative of the variable along `d`, computed like a value
    ///   (``evaluateExternals(_:)``): parametric symbols take `d`, a basic restricted symbol
    ///   its strict row, a basic external its lazy row, children first, each row once. That
    ///   expands every lazy row exactly, cancellation included (`v = x₁ − x₂` with both
    ///   `x₁` and `x₂` moving with the same free symbol has derivative exactly 0), in
    ///   O(size of the rows read), without writing the expansion out. A non-zero `α` is
    ///   orthogonal to a random `d` only on a set of measure zero; the weights are fixed
    ///   pseudo-random numbers, so the answer is the same every run.
    func undeterminedExternals(_ targets: [Symbol]) -> [Bool] {
        let direction = faceDirection()
        return derivatives(of: targets, along: direction).map { derivative in
            let (value, scale) = derivative
            let bound = Tolerance.zero * max(1, scale)
            return abs(value.x) > bound || abs(value.y) > bound
        }
    }

    /// Two pseudo-random directions in the span of the optimal face's cone, as values of the
    /// parametric symbols (0 for basic ones).
    private func faceDirection() -> [SIMD2<Double>] {
        let count = symbolCount
        var costed = [Bool](repeating: false, count: count)
        for level in objective.levels {
            for e in level.entries where !Tolerance.isZero(e.coefficient) { costed[e.symbol.index] = true }
        }
        func isCandidate(_ s: Symbol) -> Bool {
            rowOf[s.index] < 0 && kinds[s.index] != .dummy && !costed[s.index]
        }

        // Rows that bind the face: degenerate restricted rows and dummy rows.
        var binding: [Int] = []
        for slot in rows.indices where rowBasic[slot].isValid {
            let kind = kinds[rowBasic[slot].index]
            guard kind == .dummy || (kind != .external && Tolerance.isZero(rows[slot].constant)) else { continue }
            if rows[slot].entries.contains(where: { isCandidate($0.symbol) && !Tolerance.isZero($0.coefficient) }) {
                binding.append(slot)
            }
        }

        // Components of candidates linked by binding rows (union-find, iterative).
        var parent = [Int32](repeating: -1, count: count)
        func find(_ s: Int) -> Int {
            var root = s
            while parent[root] >= 0 { root = Int(parent[root]) }
            var node = s
            while parent[node] >= 0 {
                let next = Int(parent[node])
                parent[node] = Int32(truncatingIfNeeded: root)
                node = next
            }
            return root
        }
        var anchor: [Int] = []  // one candidate of each binding row
        for slot in binding {
            var first = -1
            for e in rows[slot].entries where isCandidate(e.symbol) && !Tolerance.isZero(e.coefficient) {
                if first < 0 { first = find(e.symbol.index); anchor.append(e.symbol.index); continue }
                let root = find(e.symbol.index)
                if root != first { parent[root] = Int32(truncatingIfNeeded: first) }
            }
        }

        var direction = [SIMD2<Double>](repeating: .zero, count: count)
        for s in 0..<count where isCandidate(Symbol(index: s)) {
            direction[s] = Self.weights(of: s)
        }

        // Components some row holds negatively (or through an external or a dummy row) are
        // not the whole orthant: settle them exactly. Grouped by root in row order.
        var componentOfRoot = [Int32](repeating: -1, count: count)
        var components: [[Int]] = []
        for (i, slot) in binding.enumerated() {
            let root = find(anchor[i])
            if componentOfRoot[root] < 0 {
                componentOfRoot[root] = Int32(truncatingIfNeeded: components.count)
                components.append([])
            }
            components[Int(componentOfRoot[root])].append(slot)
        }
        // Each basis vector of every component gets weights of its own: shared ones could make
        // a variable's motion in one component cancel its motion in another.
        var nextWeightKey = count
        for slots in components where needsCone(slots, isCandidate) {
            settle(component: slots, isCandidate, direction: &direction, weightKeys: &nextWeightKey)
        }
        return direction
    }

    /// Whether the binding rows `slots` could stop a candidate that moves alone.
    private func needsCone(_ slots: [Int], _ isCandidate: (Symbol) -> Bool) -> Bool {
        for slot in slots {
            if kinds[rowBasic[slot].index] == .dummy { return true }
            for e in rows[slot].entries where isCandidate(e.symbol) && !Tolerance.isZero(e.coefficient) {
                if kinds[e.symbol.index] == .external || e.coefficient < 0 { return true }
            }
        }
        return false
    }

    /// Replaces the directions of the candidates in the binding rows `slots` by random
    /// combinations of the span of their cone (``ConeSpan``). An external candidate is split
    /// into a rising and a falling column, both ≥ 0. `weightKeys` is the next unused key of
    /// ``weights(of:)``.
    private func settle(
        component slots: [Int], _ isCandidate: (Symbol) -> Bool, direction: inout [SIMD2<Double>], weightKeys: inout Int
    ) {
        // Columns in first-appearance order over the rows, which are in slot order.
        var symbols: [Int] = []
        var columnOf: [Int: Int] = [:]  // lookup only, never iterated
        for slot in slots {
            for e in rows[slot].entries where isCandidate(e.symbol) && !Tolerance.isZero(e.coefficient) {
                guard columnOf[e.symbol.index] == nil else { continue }
                columnOf[e.symbol.index] = symbols.count
                symbols.append(e.symbol.index)
            }
        }
        // Column layout: symbol k rises in column `first[k]`; an external also falls in the next.
        var first: [Int] = []
        var columns = 0
        for s in symbols {
            first.append(columns)
            columns += kinds[s] == .external ? 2 : 1
        }
        var coneRows: [[(column: Int, coefficient: Double)]] = []
        var equalities: [Bool] = []
        for slot in slots {
            var row: [(column: Int, coefficient: Double)] = []
            for e in rows[slot].entries where isCandidate(e.symbol) && !Tolerance.isZero(e.coefficient) {
                let k = columnOf[e.symbol.index]!
                row.append((first[k], e.coefficient))
                if kinds[e.symbol.index] == .external { row.append((first[k] + 1, -e.coefficient)) }
            }
            let isEquality = kinds[rowBasic[slot].index] == .dummy
            coneRows.append(row)
            equalities.append(isEquality)
            if isEquality {
                coneRows.append(row.map { ($0.column, -$0.coefficient) })
                equalities.append(true)
            }
        }
        let basis = ConeSpan(columns: columns, rows: coneRows, equalities: equalities).basis()
        var combined = [SIMD2<Double>](repeating: .zero, count: columns)
        for vector in basis {
            let w = Self.weights(of: weightKeys)
            weightKeys += 1
            for e in vector { combined[e.column] += w * e.coefficient }
        }
        for (k, s) in symbols.enumerated() {
            let c = first[k]
            direction[s] = kinds[s] == .external ? combined[c] - combined[c + 1] : combined[c]
        }
    }

    /// Derivatives of `targets` along `direction`, with the scale of the terms summed (the
    /// bound under which a derivative is rounding): parametric symbols take the direction,
    /// basic ones their rows, children first with an explicit stack, each row once.
    private func derivatives(of targets: [Symbol], along direction: [SIMD2<Double>]) -> [(SIMD2<Double>, Double)] {
        var derivative = [SIMD2<Double>](repeating: .zero, count: symbolCount)
        var scale = [Double](repeating: 0, count: symbolCount)
        var done = [Bool](repeating: false, count: symbolCount)
        var stack: [Symbol] = []
        var result: [(SIMD2<Double>, Double)] = []
        result.reserveCapacity(targets.count)
        for root in targets {
            stack.append(root)
            while let node = stack.last {
                if done[node.index] { stack.removeLast(); continue }
                let slot = Int(rowOf[node.index])
                guard slot >= 0 else {
                    derivative[node.index] = direction[node.index]
                    scale[node.index] = max(abs(direction[node.index].x), abs(direction[node.index].y))
                    done[node.index] = true
                    stack.removeLast()
                    continue
                }
                var ready = true
                for s in rows[slot].symbols where !done[s.index] && rowOf[s.index] >= 0 {
                    stack.append(s)
                    ready = false
                }
                if !ready { continue }
                stack.removeLast()
                var sum = SIMD2<Double>.zero
                var size = 0.0
                for e in rows[slot].entries {
                    let s = e.symbol.index
                    let child = rowOf[s] >= 0 ? derivative[s] : direction[s]
                    let childScale = rowOf[s] >= 0 ? scale[s] : max(abs(direction[s].x), abs(direction[s].y))
                    sum += e.coefficient * child
                    size += abs(e.coefficient) * childScale
                }
                derivative[node.index] = sum
                scale[node.index] = size
                done[node.index] = true
            }
            result.append((derivative[root.index], scale[root.index]))
        }
        return result
    }

    /// Two fixed pseudo-random weights in [1, 2) for `key` (SplitMix64): generic enough that a
    /// non-zero row meets a direction built from them at right angles only by coincidence,
    /// and the same in every run.
    static func weights(of key: Int) -> SIMD2<Double> {
        func mix(_ seed: UInt64) -> Double {
            var z = seed &+ 0x9E37_79B9_7F4A_7C15
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            return 1 + Double(z >> 11) / Double(1 << 53)
        }
        let k = UInt64(truncatingIfNeeded: key) &* 2
        return SIMD2(mix(k), mix(k &+ 1))
    }
}
