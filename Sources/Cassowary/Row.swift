/// A sparse linear row `constant + Σ coefficient·symbol` (kiwi's `Row`).
///
/// In the tableau a row stands for `basic = constant + Σ …`. Entries are kept
/// in insertion order (swap-remove on deletion), which is deterministic; rows
/// longer than ``indexThreshold`` get a ``SymbolIndexTable`` so lookups stay
/// O(1). `Entry.columnSlot` is maintained by the engine for rows inside the
/// tableau (position of this row in the column of the entry's symbol) and is
/// meaningless (-1) for detached rows and objective rows.
struct Row {
    /// One term of a row. Kept as one array of structs: one uniqueness check
    /// and one cache line per term instead of three parallel arrays.
    struct Entry {
        var symbol: Symbol
        var columnSlot: Int32
        var coefficient: Double
    }

    private(set) var entries: [Entry] = []
    var constant: Double
    private var table: SymbolIndexTable?

    /// Read-only view of the symbols, in entry order.
    var symbols: SymbolView { SymbolView(entries: entries) }
    /// Read-only view of the coefficients, in entry order.
    var coefficients: CoefficientView { CoefficientView(entries: entries) }

    struct SymbolView: RandomAccessCollection {
        let entries: [Entry]
        var startIndex: Int { 0 }
        var endIndex: Int { entries.count }
        subscript(i: Int) -> Symbol { entries[i].symbol }
    }

    struct CoefficientView: RandomAccessCollection {
        let entries: [Entry]
        var startIndex: Int { 0 }
        var endIndex: Int { entries.count }
        subscript(i: Int) -> Double { entries[i].coefficient }
    }

    /// Rows longer than this get a hash index.
    static let indexThreshold = 24
    /// Rows shrinking below this drop their hash index.
    static let indexDropThreshold = 8

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// The largest coefficient's magnitude, at least 1 (O(count)): the scale pivot thresholds
    /// are judged against.
    var largestMagnitude: Double {
        var largest = 1.0
        for entry in entries { largest = Swift.max(largest, abs(entry.coefficient)) }
        return largest
    }

    var count: Int { entries.count }
    var isEmpty: Bool { entries.isEmpty }

    /// Position of `symbol` in `entries`, or nil.
    @inline(__always)
    func position(of symbol: Symbol) -> Int? {
        if let table { return table.find(symbol.id) }
        for i in 0..<entries.count where entries[i].symbol == symbol { return i }
        return nil
    }

    /// Coefficient of `symbol` (zero when absent).
    func coefficient(for symbol: Symbol) -> Double {
        guard let p = position(of: symbol) else { return 0 }
        return entries[p].coefficient
    }

    /// Overwrites the coefficient at `position`.
    @inline(__always)
    mutating func setCoefficient(at position: Int, _ value: Double) {
        entries[position].coefficient = value
    }

    /// Overwrites the column slot at `position` (engine bookkeeping).
    @inline(__always)
    mutating func setColumnSlot(at position: Int, _ slot: Int32) {
        entries[position].columnSlot = slot
    }

    /// Appends an entry for a symbol known to be absent.
    mutating func appendEntry(_ symbol: Symbol, _ coefficient: Double, columnSlot: Int32 = -1) {
        entries.append(Entry(symbol: symbol, columnSlot: columnSlot, coefficient: coefficient))
        if table != nil {
            table?.set(symbol.id, entries.count - 1)
        } else if entries.count > Row.indexThreshold {
            buildTable()
        }
    }

    /// Swap-removes the entry at `position`.
    mutating func removeEntry(at position: Int) {
        let last = entries.count - 1
        if table != nil {
            table?.remove(entries[position].symbol.id)
            if position != last { table?.set(entries[last].symbol.id, position) }
        }
        if position != last { entries[position] = entries[last] }
        entries.removeLast()
        if table != nil && entries.count < Row.indexDropThreshold { table = nil }
    }

    private mutating func buildTable() {
        var t = SymbolIndexTable(capacity: entries.count * 2)
        for i in entries.indices { t.set(entries[i].symbol.id, i) }
        table = t
    }

    // MARK: Detached-row algebra (kiwi Row methods); tableau rows use the engine's versions.

    /// `self += coefficient·symbol`, dropping the entry when it cancels (kiwi `insert(Symbol,double)`).
    mutating func add(_ symbol: Symbol, _ coefficient: Double) {
        if let p = position(of: symbol) {
            let value = entries[p].coefficient + coefficient
            if Tolerance.isCancelled(value, entries[p].coefficient, coefficient) {
                removeEntry(at: p)
            } else {
                entries[p].coefficient = value
            }
        } else if !Tolerance.isZero(coefficient) {
            appendEntry(symbol, coefficient)
        }
    }

    /// `self += factor·other` (kiwi `insert(Row,double)`).
    mutating func add(_ other: Row, times factor: Double) {
        constant += other.constant * factor
        for e in other.entries {
            add(e.symbol, e.coefficient * factor)
        }
    }

    /// Removes `symbol` if present.
    mutating func remove(_ symbol: Symbol) {
        if let p = position(of: symbol) { removeEntry(at: p) }
    }

    /// Multiplies constant and coefficients by `factor` (non-zero).
    mutating func scale(by factor: Double) {
        constant *= factor
        for i in entries.indices { entries[i].coefficient *= factor }
    }

    /// Negates constant and coefficients.
    mutating func reverseSign() {
        constant = -constant
        for i in entries.indices { entries[i].coefficient = -entries[i].coefficient }
    }

    /// Rewrites `0 = self` as `symbol = …` and drops `symbol` (kiwi `solveFor(Symbol)`).
    /// Returns false when `symbol` is absent.
    @discardableResult
    mutating func solve(for symbol: Symbol) -> Bool {
        guard let p = position(of: symbol) else { return false }
        let factor = -1.0 / entries[p].coefficient
        removeEntry(at: p)
        scale(by: factor)
        // Dividing by a large coefficient can bring an entry under the zero tolerance.
        var q = entries.count - 1
        while q >= 0 {
            if Tolerance.isZero(entries[q].coefficient) { removeEntry(at: q) }
            q -= 1
        }
        return true
    }

    /// Rewrites `lhs = self` as `rhs = …` (kiwi `solveFor(Symbol,Symbol)`).
    @discardableResult
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) -> Bool {
        add(lhs, -1.0)
        return solve(for: rhs)
    }

    // MARK: Recorded edits, undone exactly

    /// One change to a row, with what undoes it exactly, entry order included: a log of these
    /// costs as much as the changes themselves, where a copy of the row costs its length.
    enum Edit {
        /// An entry's coefficient was overwritten; `old` was there.
        case coefficient(position: Int32, old: Double)
        /// An entry was appended.
        case appended
        /// The entry at `position` was swap-removed; it was `entry`.
        case removed(position: Int32, entry: Entry)
        /// The constant was overwritten; `old` was there.
        case constant(old: Double)
    }

    /// ``add(_:_:)``, recording each change in `edits`.
    mutating func add(_ symbol: Symbol, _ coefficient: Double, recording edits: inout [Edit]) {
        if let p = position(of: symbol) {
            let old = entries[p].coefficient
            let value = old + coefficient
            if Tolerance.isCancelled(value, old, coefficient) {
                removeEntry(at: p, recording: &edits)
            } else {
                edits.append(.coefficient(position: Int32(truncatingIfNeeded: p), old: old))
                entries[p].coefficient = value
            }
        } else if !Tolerance.isZero(coefficient) {
            edits.append(.appended)
            appendEntry(symbol, coefficient)
        }
    }

    /// ``add(_:times:)``, recording each change in `edits`.
    mutating func add(_ other: Row, times factor: Double, recording edits: inout [Edit]) {
        edits.append(.constant(old: constant))
        constant += other.constant * factor
        for e in other.entries {
            add(e.symbol, e.coefficient * factor, recording: &edits)
        }
    }

    /// ``removeEntry(at:)``, recording the change in `edits`.
    mutating func removeEntry(at position: Int, recording edits: inout [Edit]) {
        edits.append(.removed(position: Int32(truncatingIfNeeded: position), entry: entries[position]))
        removeEntry(at: position)
    }

    /// Undoes `edit`, the last change recorded and not yet undone: the row is then as it was
    /// before it, bit for bit and in the same entry order.
    mutating func undo(_ edit: Edit) {
        switch edit {
        case .coefficient(let position, let old):
            entries[Int(position)].coefficient = old
        case .appended:
            removeEntry(at: entries.count - 1)
        case .removed(let position, let entry):
            let p = Int(position)
            if p < entries.count {
                // The swap-remove moved the last entry into `p`: move it back to the end.
                let moved = entries[p]
                appendEntry(moved.symbol, moved.coefficient, columnSlot: moved.columnSlot)
                entries[p] = entry
                table?.set(entry.symbol.id, p)
            } else {
                appendEntry(entry.symbol, entry.coefficient, columnSlot: entry.columnSlot)
            }
        case .constant(let old):
            constant = old
        }
    }

    /// Replaces `symbol` by `row` (kiwi `substitute`).
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        guard let p = position(of: symbol) else { return }
        let factor = entries[p].coefficient
        removeEntry(at: p)
        add(row, times: factor)
    }
}
