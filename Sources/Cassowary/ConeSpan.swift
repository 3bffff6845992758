/// The linear span of a polyhedral cone `{x ≥ 0 : each row r has Σ a_rj·x_j ≥ 0}`, as a basis.
///
/// Why it exists: at a degenerate optimum the directions in which the optimal face can be
/// left are exactly such a cone (the zero-cost parametric symbols, each ≥ 0, and the
/// degenerate rows, each ≥ 0). A view variable moves on the face iff it changes along some
/// direction of that cone, that is iff it is not orthogonal to the cone's span. The span is
/// the null space of the cone's *implicit equalities*, the inequalities that hold with
/// equality at every point of the cone.
///
/// Three rules settle most cones in time linear in their entries, each keeping the span:
/// - a row with no negative entry holds for every `x ≥ 0`: it is dropped;
/// - a row with negative entries and no positive one forces those coordinates to 0;
/// - a column no row holds negatively can grow alone; every row it holds positively can then
///   be mended by growing it, so those rows cannot narrow the span and are dropped.
/// What is left after them (rows with entries of both signs, each column held negatively
/// somewhere) is solved dense, in two steps:
/// 1. Find which quantities (coordinates and rows) can be made positive inside the cone: a
///    small primal simplex maximises each one not yet known. Unbounded means it can be
///    positive (and every quantity positive along the unbounded ray is marked at once), an
///    optimum of 0 means it is an implicit equality. All constants are 0, so every pivot is
///    degenerate; Bland's rule (lowest index enters and leaves) keeps it from cycling.
/// 2. The null space of the implicit equalities, by Gauss–Jordan elimination.
/// That part is cubic in its size at worst. Layout rows rarely reach it: in the generated
/// scenes and systems of the tests the rules alone settled nearly every cone.
struct ConeSpan {
    /// Columns (coordinates), each ≥ 0.
    let columns: Int
    /// Sparse rows: (column, coefficient) pairs, each column at most once; each row's value
    /// must stay ≥ 0.
    let rows: [[(column: Int, coefficient: Double)]]
    /// Rows that are known equalities (their value is held at 0, and their negation is among
    /// the rows too): never positive.
    let equalities: [Bool]

    /// A coefficient this close to 0 is 0, as in the engine (``Tolerance/zero``).
    private static let eps = Tolerance.zero

    /// A basis of the span, each vector sparse over the columns.
    func basis() -> [[(column: Int, coefficient: Double)]] {
        let reduced = propagate()
        var basis: [[(column: Int, coefficient: Double)]] = []
        for c in 0..<columns where reduced.free[c] { basis.append([(c, 1)]) }
        guard !reduced.rows.isEmpty else { return basis }
        // The rest, dense over the columns the rows still hold.
        var local = [Int](repeating: -1, count: columns)
        var global: [Int] = []
        for r in reduced.rows {
            for e in rows[r] where reduced.live[e.column] && local[e.column] < 0 {
                local[e.column] = global.count
                global.append(e.column)
            }
        }
        let dense = DenseCone(columns: global.count, rows: reduced.rows.map { r in
            var row = [Double](repeating: 0, count: global.count)
            for e in rows[r] where reduced.live[e.column] { row[local[e.column]] = e.coefficient }
            return row
        }, equalities: reduced.rows.map { equalities[$0] })
        for vector in dense.basis() {
            basis.append(vector.indices.compactMap { vector[$0] == 0 ? nil : (global[$0], vector[$0]) })
        }
        return basis
    }

    /// Applies the three rules until none applies. `free`: columns that grow alone (a unit
    /// vector each in the span); `live`: columns neither free nor forced to 0; `rows`: the
    /// rows left, in order.
    private func propagate() -> (free: [Bool], live: [Bool], rows: [Int]) {
        var entriesOf = [[(row: Int, coefficient: Double)]](repeating: [], count: columns)
        var positives = [Int](repeating: 0, count: rows.count)
        var negatives = [Int](repeating: 0, count: rows.count)
        var heldNegatively = [Int](repeating: 0, count: columns)
        for (r, row) in rows.enumerated() {
            for e in row where abs(e.coefficient) > Self.eps {
                entriesOf[e.column].append((r, e.coefficient))
                if e.coefficient > 0 { positives[r] += 1 } else { negatives[r] += 1; heldNegatively[e.column] += 1 }
            }
        }
        var rowLive = [Bool](repeating: true, count: rows.count)
        var live = [Bool](repeating: true, count: columns)
        var free = [Bool](repeating: false, count: columns)
        // Work items: a row (index ≥ 0) or a column (`-1 - column`) to look at again.
        var work: [Int] = Array(rows.indices) + (0..<columns).map { -1 - $0 }
        var next = 0
        func dropRow(_ r: Int) {
            rowLive[r] = false
            for e in rows[r] where abs(e.coefficient) > Self.eps && live[e.column] && e.coefficient < 0 {
                heldNegatively[e.column] -= 1
                if heldNegatively[e.column] == 0 { work.append(-1 - e.column) }
            }
        }
        while next < work.count {
            let item = work[next]
            next += 1
            if item >= 0 {
                let r = item
                guard rowLive[r] else { continue }
                if negatives[r] == 0 {
                    dropRow(r)
                } else if positives[r] == 0 {
                    // Σ (negative)·x ≥ 0 with x ≥ 0: each of these x is 0.
                    rowLive[r] = false
                    for e in rows[r] where abs(e.coefficient) > Self.eps && live[e.column] {
                        live[e.column] = false
                        for cell in entriesOf[e.column] where rowLive[cell.row] {
                            if cell.coefficient > 0 { positives[cell.row] -= 1 } else { negatives[cell.row] -= 1 }
                            work.append(cell.row)
                        }
                    }
                }
            } else {
                let c = -1 - item
                guard live[c], heldNegatively[c] == 0 else { continue }
                live[c] = false
                free[c] = true
                for cell in entriesOf[c] where rowLive[cell.row] && cell.coefficient > 0 { dropRow(cell.row) }
            }
        }
        return (free, live, rows.indices.filter { rowLive[$0] })
    }
}

/// The dense part of ``ConeSpan``: a cone whose rows all hold entries of both signs.
private struct DenseCone {
    let columns: Int
    let rows: [[Double]]
    let equalities: [Bool]

    private static let eps = Tolerance.zero

    /// A basis of the span, each vector over the columns.
    func basis() -> [[Double]] {
        let positive = positiveQuantities()
        var equations: [[Double]] = []
        for c in 0..<columns where !positive[c] {
            var unit = [Double](repeating: 0, count: columns)
            unit[c] = 1
            equations.append(unit)
        }
        for r in rows.indices where !positive[columns + r] { equations.append(rows[r]) }
        return Self.nullSpace(of: equations, columns: columns)
    }

    /// For each quantity (columns first, then rows), whether some point of the cone makes it
    /// positive.
    private func positiveQuantities() -> [Bool] {
        var positive = [Bool](repeating: false, count: columns + rows.count)
        var settled = positive
        for r in rows.indices where equalities[r] { settled[columns + r] = true }
        for c in 0..<columns where rows.allSatisfy({ $0[c] >= -Self.eps }) {
            var ray = [Double](repeating: 0, count: columns)
            ray[c] = 1
            mark(ray: ray, positive: &positive, settled: &settled)
        }
        for q in positive.indices where !settled[q] {
            if let ray = unboundedRay(maximising: q) {
                mark(ray: ray, positive: &positive, settled: &settled)
            }
            settled[q] = true
        }
        return positive
    }

    /// Marks every quantity that `ray` (a point of the cone, over the columns) makes positive.
    private func mark(ray: [Double], positive: inout [Bool], settled: inout [Bool]) {
        for c in 0..<columns where ray[c] > Self.eps {
            positive[c] = true
            settled[c] = true
        }
        for r in rows.indices {
            var value = 0.0
            for c in 0..<columns { value += rows[r][c] * ray[c] }
            if value > Self.eps && !equalities[r] {
                positive[columns + r] = true
                settled[columns + r] = true
            }
        }
    }

    /// A point of the cone where quantity `q` is positive, or nil when `q` is 0 on the whole
    /// cone. A primal simplex on the dictionary `row_r = Σ a_rj·x_j`, all constants 0.
    private func unboundedRay(maximising q: Int) -> [Double]? {
        let m = rows.count
        // Names: columns are 0..<columns, rows are columns + r. `basic[r]` names the basic
        // symbol of dictionary row r, `nonbasic[j]` the symbol of dictionary column j.
        var basic = (0..<m).map { columns + $0 }
        var nonbasic = Array(0..<columns)
        var table = rows
        var objective = q < columns
            ? (0..<columns).map { $0 == q ? 1.0 : 0.0 }
            : rows[q - columns]
        while true {
            var entering = -1
            for j in 0..<columns where objective[j] > Self.eps {
                if entering < 0 || nonbasic[j] < nonbasic[entering] { entering = j }
            }
            guard entering >= 0 else { return nil }
            var leaving = -1
            for r in 0..<m where table[r][entering] < -Self.eps {
                if leaving < 0 || basic[r] < basic[leaving] { leaving = r }
            }
            guard leaving >= 0 else {
                // Unbounded: the entering symbol rises alone; read every column's value.
                var values = [Double](repeating: 0, count: columns + m)
                values[nonbasic[entering]] = 1
                for r in 0..<m { values[basic[r]] = table[r][entering] }
                return Array(values[0..<columns])
            }
            // Pivot: the entering symbol becomes basic in row `leaving`.
            let element = table[leaving][entering]
            var pivotRow = table[leaving].map { -$0 / element }
            pivotRow[entering] = 1 / element
            table[leaving] = pivotRow
            swap(&basic[leaving], &nonbasic[entering])
            for r in 0..<m where r != leaving {
                let factor = table[r][entering]
                guard factor != 0 else { continue }
                for j in 0..<columns {
                    table[r][j] = j == entering ? factor * pivotRow[j] : table[r][j] + factor * pivotRow[j]
                }
            }
            let factor = objective[entering]
            for j in 0..<columns {
                objective[j] = j == entering ? factor * pivotRow[j] : objective[j] + factor * pivotRow[j]
            }
        }
    }

    /// A basis of `{x : e·x = 0 for every e in equations}`, by Gauss–Jordan elimination with
    /// partial pivoting.
    static func nullSpace(of equations: [[Double]], columns: Int) -> [[Double]] {
        var matrix = equations
        var pivotColumns: [Int] = []
        var rank = 0
        for c in 0..<columns where rank < matrix.count {
            var best = rank
            for r in rank..<matrix.count where abs(matrix[r][c]) > abs(matrix[best][c]) { best = r }
            guard abs(matrix[best][c]) > eps else { continue }
            matrix.swapAt(rank, best)
            let pivot = matrix[rank][c]
            for j in 0..<columns { matrix[rank][j] /= pivot }
            for r in matrix.indices where r != rank {
                let factor = matrix[r][c]
                guard factor != 0 else { continue }
                for j in 0..<columns { matrix[r][j] -= factor * matrix[rank][j] }
            }
            pivotColumns.append(c)
            rank += 1
        }
        var isPivot = [Bool](repeating: false, count: columns)
        for c in pivotColumns { isPivot[c] = true }
        var basis: [[Double]] = []
        for free in 0..<columns where !isPivot[free] {
            var vector = [Double](repeating: 0, count: columns)
            vector[free] = 1
            for (r, c) in pivotColumns.enumerated() { vector[c] = -matrix[r][free] }
            basis.append(vector)
        }
        return basis
    }
}
