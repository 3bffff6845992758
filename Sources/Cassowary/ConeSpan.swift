/// The linear span of a polyhedral cone `{x ≥ 0 : each row r has Σ a_rj·x_j ≥ 0}`, as a basis.
///
/// Why it exists: at a degenerate optimum the directions in which the optimal face can be
/// left are exactly such a cone (the zero-cost parametric symbols, each ≥ 0, and the
/// degenerate rows, each ≥ 0). A view variable moves on the face iff it changes along some
/// direction of that cone, that is iff it is not orthogonal to the cone's span. The span is
/// the null space of the cone's *implicit equalities*, the inequalities that hold with
/// equality at every point of the cone, so finding it takes two steps:
///
/// 1. Find which quantities (coordinates and rows) can be made positive inside the cone. A
///    coordinate whose column no row holds negatively is positive on its own unit vector.
///    Every other one is settled by a small primal simplex that maximises it: unbounded
///    means it can be positive (and every quantity positive along the unbounded ray is
///    marked at once), an optimum of 0 means it is an implicit equality. All constants
///    are 0, so every pivot is degenerate; Bland's rule (lowest index enters and leaves)
///    keeps the simplex from cycling.
/// 2. The null space of the implicit equalities, by Gauss–Jordan elimination.
///
/// The work is dense in the component's size, and cubic at worst; the engine hands it only
/// one connected component of degenerate rows at a time, which in a layout is a few
/// symbols.
struct ConeSpan {
    /// Columns (coordinates), each ≥ 0.
    let columns: Int
    /// Rows as dense coefficient vectors over the columns; each row's value must stay ≥ 0.
    let rows: [[Double]]
    /// Rows that are known equalities (their value is held at 0): never positive.
    let equalities: [Bool]

    /// A coefficient this close to 0 is 0, as in the engine (``Tolerance/zero``).
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
