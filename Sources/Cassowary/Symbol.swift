/// Kind of a tableau symbol (kiwi's `Symbol::Type`).
enum SymbolKind: UInt8 {
    /// A user ``Variable``; unrestricted in sign.
    case external
    /// Slack of an inequality (≥ 0); also the artificial variable.
    case slack
    /// Error variable of an optional constraint (≥ 0), weighted in the objective.
    case error
    /// Marker of a required equality; always zero, never pivoted in.
    case dummy

    /// Restricted symbols must stay non-negative in the basic solution.
    var isRestricted: Bool { self == .slack || self == .error }
}

/// A tableau symbol: a dense id into the engine's per-symbol arrays.
///
/// Why dense ids: every per-symbol lookup (kind, row, column, owner) is an
/// array index, and iteration order never depends on hashing, which keeps
/// results bit-identical across processes.
struct Symbol: Hashable, Comparable {
    var id: Int32

    init(_ id: Int32) { self.id = id }
    init(index: Int) { self.id = Int32(truncatingIfNeeded: index) }

    static let invalid = Symbol(-1)

    var index: Int { Int(id) }
    var isValid: Bool { id >= 0 }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
}
