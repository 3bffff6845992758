/// A problem found in a scene, as data: rendered to text only at the edge (the CLI, a test).
///
/// One diagnostic may carry notes at other places, for example a duplicate id's note points
/// at the first use of the id.
public struct Diagnostic: Hashable, Sendable {
    public enum Severity: String, Sendable {
        case error, warning
    }

    /// A secondary message tied to another place in the scene.
    public struct Note: Hashable, Sendable {
        public var message: String
        public var location: SourceLocation?

        public init(_ message: String, at location: SourceLocation?) {
            self.message = message
            self.location = location
        }
    }

    public var severity: Severity
    public var message: String
    public var location: SourceLocation?
    public var notes: [Note]

    public init(_ severity: Severity, _ message: String, at location: SourceLocation?, notes: [Note] = []) {
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
    }

    public static func error(_ message: String, at location: SourceLocation?, notes: [Note] = []) -> Diagnostic {
        Diagnostic(.error, message, at: location, notes: notes)
    }

    public static func warning(_ message: String, at location: SourceLocation?, notes: [Note] = []) -> Diagnostic {
        Diagnostic(.warning, message, at: location, notes: notes)
    }

    /// `file:line:col: error: message`, then one `note:` line per note, as compilers print them.
    public var rendered: String {
        var lines = [Self.line(location, severity.rawValue, message)]
        for note in notes { lines.append(Self.line(note.location, "note", note.message)) }
        return lines.joined(separator: "\n")
    }

    private static func line(_ location: SourceLocation?, _ kind: String, _ message: String) -> String {
        guard let l = location else { return "scenec: \(kind): \(message)" }
        return "\(l.file):\(l.line):\(l.column): \(kind): \(message)"
    }
}

extension Array where Element == Diagnostic {
    public var hasErrors: Bool { contains { $0.severity == .error } }

    /// Each diagnostic once, keeping the first of equal ones: one mistake inside a component, or
    /// met at every viewport, is reported once.
    public var uniqued: [Diagnostic] {
        var seen = Set<Diagnostic>()
        return filter { seen.insert($0).inserted }
    }

    /// Sorted by place, so output order never depends on which pass found what first.
    public var inSourceOrder: [Diagnostic] {
        enumerated().sorted { a, b in
            let (la, lb) = (a.element.location, b.element.location)
            if la != lb {
                guard let la else { return true }
                guard let lb else { return false }
                return la < lb
            }
            return a.offset < b.offset
        }.map(\.element)
    }
}
