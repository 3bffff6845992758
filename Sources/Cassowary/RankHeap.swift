/// Max-heap of symbols by rank, ties to the higher id (any fixed rule keeps
/// the expansion deterministic).
///
/// Why: ``SolverEngine/expandExternalReferences(_:)`` must substitute lazy
/// rows from the highest rank down, and the set of pending symbols grows as
/// rows are substituted.
struct RankHeap {
    private var items: [(rank: Int64, symbol: Symbol)] = []

    private static func above(_ a: (rank: Int64, symbol: Symbol), _ b: (rank: Int64, symbol: Symbol)) -> Bool {
        a.rank != b.rank ? a.rank > b.rank : b.symbol < a.symbol
    }

    mutating func push(_ symbol: Symbol, rank: Int64) {
        items.append((rank, symbol))
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.above(items[child], items[parent]) else { break }
            items.swapAt(parent, child)
            child = parent
        }
    }

    mutating func popMax() -> Symbol? {
        guard let top = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1
                if left >= items.count { break }
                let right = left + 1
                let child = right < items.count && Self.above(items[right], items[left]) ? right : left
                guard Self.above(items[child], items[parent]) else { break }
                items.swapAt(parent, child)
                parent = child
            }
        }
        return top.symbol
    }
}
