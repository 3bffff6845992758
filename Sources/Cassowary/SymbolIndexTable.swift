/// Open-addressing map from symbol id to a position inside a ``Row``.
///
/// Why: long rows (the objective, a chain's closing row) must find a
/// symbol in O(1); a sorted vector (kiwi's `AssocVector`) costs O(n) per
/// insert. The hash is a fixed multiplicative hash with no per-process seed,
/// so behaviour is deterministic. Linear probing with backward-shift deletion
/// (no tombstones).
struct SymbolIndexTable {
    private var keys: [Int32]
    private var values: [Int32]
    private var shift: UInt64
    private(set) var count: Int = 0

    private static let emptyKey: Int32 = -1

    /// Creates a table sized for `capacity` entries at load factor ≤ 1/2.
    init(capacity: Int) {
        var bits: UInt64 = 4
        while (1 << bits) < capacity * 2 { bits += 1 }
        keys = Array(repeating: SymbolIndexTable.emptyKey, count: 1 << Int(bits))
        values = Array(repeating: 0, count: 1 << Int(bits))
        shift = 64 - bits
    }

    private var mask: Int { keys.count - 1 }

    @inline(__always)
    private func home(_ key: Int32) -> Int {
        Int(truncatingIfNeeded: (UInt64(UInt32(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// Position stored for `key`, or nil.
    func find(_ key: Int32) -> Int? {
        var i = home(key)
        while true {
            let k = keys[i]
            if k == key { return Int(values[i]) }
            if k == SymbolIndexTable.emptyKey { return nil }
            i = (i + 1) & mask
        }
    }

    /// Inserts or updates `key → value`.
    mutating func set(_ key: Int32, _ value: Int) {
        if (count + 1) * 2 > keys.count { grow() }
        var i = home(key)
        while true {
            let k = keys[i]
            if k == key { values[i] = Int32(truncatingIfNeeded: value); return }
            if k == SymbolIndexTable.emptyKey {
                keys[i] = key
                values[i] = Int32(truncatingIfNeeded: value)
                count += 1
                return
            }
            i = (i + 1) & mask
        }
    }

    /// Removes `key` if present, shifting later probes back so lookups stay correct.
    mutating func remove(_ key: Int32) {
        var i = home(key)
        while true {
            let k = keys[i]
            if k == SymbolIndexTable.emptyKey { return }
            if k == key { break }
            i = (i + 1) & mask
        }
        var hole = i
        var j = i
        while true {
            j = (j + 1) & mask
            let k = keys[j]
            if k == SymbolIndexTable.emptyKey { break }
            let h = home(k)
            let reachable = hole <= j ? (hole < h && h <= j) : (h > hole || h <= j)
            if !reachable {
                keys[hole] = k
                values[hole] = values[j]
                hole = j
            }
        }
        keys[hole] = SymbolIndexTable.emptyKey
        count -= 1
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldValues = values
        self = SymbolIndexTable(capacity: oldKeys.count)
        for i in oldKeys.indices where oldKeys[i] != SymbolIndexTable.emptyKey {
            set(oldKeys[i], Int(oldValues[i]))
        }
    }
}
