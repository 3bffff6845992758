/// Min-heap of symbol ids with a membership flag per symbol.
///
/// Why: the primal simplex needs "the lowest-id symbol whose objective
/// coefficient is negative" (Bland's rule, kiwi's scan order). Scanning an
/// objective row of 20,000 entries per pivot is quadratic; instead every
/// symbol whose objective coefficient changes is pushed here and validated
/// when popped.
struct SymbolHeap {
    private var heap: [Int32] = []
    private var member: [Bool] = []

    /// Makes room for symbol ids below `count`.
    mutating func resize(to count: Int) {
        if member.count < count {
            member.append(contentsOf: repeatElement(false, count: count - member.count))
        } else if member.count > count {
            member.removeLast(member.count - count)
        }
    }

    /// Pushes `symbol` unless it is already queued.
    mutating func push(_ symbol: Symbol) {
        let i = symbol.index
        guard i < member.count, !member[i] else { return }
        member[i] = true
        heap.append(symbol.id)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            if heap[parent] <= heap[child] { break }
            heap.swapAt(parent, child)
            child = parent
        }
    }

    /// Removes and returns the smallest queued symbol.
    mutating func popMin() -> Symbol? {
        while let top = heap.first {
            let last = heap.removeLast()
            if !heap.isEmpty {
                heap[0] = last
                var parent = 0
                while true {
                    let left = 2 * parent + 1
                    if left >= heap.count { break }
                    let right = left + 1
                    let child = right < heap.count && heap[right] < heap[left] ? right : left
                    if heap[parent] <= heap[child] { break }
                    heap.swapAt(parent, child)
                    parent = child
                }
            }
            let index = Int(top)
            // Ids above the current symbol count are leftovers of a rolled-back add.
            guard index < member.count, member[index] else { continue }
            member[index] = false
            return Symbol(top)
        }
        return nil
    }
}
