/// A problem found in a scene, as data: rendered to text only at the edge (the CLI, a test).
///
/// One diagnostic may carry notes at other places, for example a duplicate id's note points
/// at the first use of the id. Its text and id come from the catalog (``DiagnosticMessage``),
/// so no diagnostic is made from free text.
public struct Diagnostic: Hashable, Sendable {
    /// Whether the diagnostic stops the scene: an error writes nothing and exits 1, a warning does
    /// neither (unless `--strict` turns a broken constraint into an error).
    public enum Severity: String, Sendable {
        /// `error` stops the scene's output; `warning` is reported and the output is still written.
        case error, warning
    }

    /// A secondary message tied to another place in the scene.
    public struct Note: Hashable, Sendable {
        /// What the note says about the other place, such as where a duplicate id was first used.
        public let message: String
        /// The other place; nil when it lies outside any file (a default, a generated constraint).
        public let location: SourceLocation?

        /// Makes a note from the catalog; `location` may be nil for a note about something no file wrote.
        public init(_ message: NoteMessage, at location: SourceLocation?) {
            self.message = message.text
            self.location = location
        }
    }

    /// Decides whether the scene still produces output.
    public let severity: Severity
    /// The kind of diagnostic, stable across wordings: what tools and tests should match on.
    public let id: DiagnosticID
    /// One line, without place or severity, so that renderers and tests can compare it exactly.
    public let message: String
    /// Where to point the reader; nil for a problem with no place in a file (printed as `scenec:`).
    public let location: SourceLocation?
    /// Other places that explain this one, each printed as a `note:` line after it.
    public let notes: [Note]

    /// Makes a diagnostic of any severity from a catalog message; `error(_:at:notes:)` and
    /// `warning(_:at:notes:)` read better where the severity does not depend on an option.
    public init(_ severity: Severity, _ message: DiagnosticMessage, at location: SourceLocation?, notes: [Note] = []) {
        self.severity = severity
        self.id = message.id
        self.message = message.text
        self.location = location
        self.notes = notes
    }

    /// A diagnostic that stops the scene from producing output.
    public static func error(_ message: DiagnosticMessage, at location: SourceLocation?, notes: [Note] = []) -> Diagnostic {
        Diagnostic(.error, message, at: location, notes: notes)
    }

    /// A diagnostic that is reported while the scene's output is still written.
    public static func warning(_ message: DiagnosticMessage, at location: SourceLocation?, notes: [Note] = []) -> Diagnostic {
        Diagnostic(.warning, message, at: location, notes: notes)
    }

    /// `file:line:col: error: message`, then one `note:` line per note, as compilers print them.
    /// The id is not printed, so the text stays what compilers print; tools read ``id``.
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
    /// Whether any diagnostic stops the scene: the one question callers ask before writing files.
    public var hasErrors: Bool { contains { $0.severity == .error } }

    /// What a compile reports of these: in source order, each once (one mistake inside a
    /// component, or met at every viewport, is reported once), within a file's budget of errors
    /// and warnings (``DiagnosticLog``).
    public var reported: [Diagnostic] {
        DiagnosticLog(inSourceOrder).diagnostics
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
