/// Diagnostics gathered with a budget: each one once, and at most `mostErrors` errors and
/// `mostWarnings` warnings, as compilers stop after a number of errors (clang's
/// `-ferror-limit`, 20 by default).
///
/// A file can hold millions of mistakes (a flat 16 MB file of unknown attributes, components
/// that ask for ten thousand missing parameters at each of ten thousand uses), and every
/// diagnostic kept costs memory and output. The log keeps the first ones found and, at the
/// first error past the budget, one `too-many-errors` error at that error's place; producers
/// ask `isFull` to stop looking. A diagnostic equal to one kept (one mistake inside a
/// component, met at every instance) is not kept twice, checked as it is added.
///
/// ```swift
/// var log = DiagnosticLog()
/// for i in 1...1_000 { log.append(.error(.unknownElement("x\(i)", hint: ""), at: nil)) }
/// // log.diagnostics.count == 101: the first 100, then "too many errors"; log.isFull == true
/// ```
public struct DiagnosticLog: Sendable {
    /// The errors a log keeps before it says "too many errors" and keeps no more.
    public static let mostErrors = 100
    /// The warnings a log keeps before it says "too many warnings" and keeps no more.
    public static let mostWarnings = 100

    /// What was kept, in the order it was added.
    public private(set) var diagnostics: [Diagnostic] = []
    private var seen = Set<Diagnostic>()
    private var errors = 0, warnings = 0

    /// An empty log.
    public init() {}

    /// A log of `diagnostics` in their order, within the budget.
    public init(_ diagnostics: some Sequence<Diagnostic>) {
        for diagnostic in diagnostics { append(diagnostic) }
    }

    /// Whether the log keeps no more errors: a producer that finds this can stop looking.
    public var isFull: Bool { errors > Self.mostErrors }

    /// Whether any error was added.
    public var hasErrors: Bool { errors > 0 }

    /// Keeps `diagnostic` unless an equal one is kept, or its severity's budget is spent; the
    /// first past the budget becomes the one "too many" diagnostic of its severity.
    public mutating func append(_ diagnostic: Diagnostic) {
        let isError = diagnostic.severity == .error
        let (kept, most) = isError ? (errors, Self.mostErrors) : (warnings, Self.mostWarnings)
        guard kept <= most, !seen.contains(diagnostic) else { return }
        if isError { errors += 1 } else { warnings += 1 }
        guard kept < most else {
            diagnostics.append(isError ? .error(.tooManyErrors(most), at: diagnostic.location)
                                       : .warning(.tooManyWarnings(most), at: diagnostic.location))
            return
        }
        seen.insert(diagnostic)
        diagnostics.append(diagnostic)
    }

    /// Adds each of `more` in order.
    public mutating func append(contentsOf more: some Sequence<Diagnostic>) {
        for diagnostic in more { append(diagnostic) }
    }

    /// Adds each of `more` in order.
    public static func += (log: inout DiagnosticLog, more: some Sequence<Diagnostic>) {
        log.append(contentsOf: more)
    }
}

extension DiagnosticLog: Sequence {
    public func makeIterator() -> IndexingIterator<[Diagnostic]> { diagnostics.makeIterator() }
}
