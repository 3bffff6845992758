/// Why a font could not be provided. Every failure to open or find a font ends up here,
/// so a bad file on disk becomes a one-line diagnostic instead of a crash.
public enum FontError: Error, Equatable, CustomStringConvertible {
    /// The file or directory could not be read at all (missing, a directory, no permission).
    case fileUnreadable(path: String, reason: String)
    /// The file was read but FreeType does not recognise it as a scalable font (or it is damaged).
    case notAFont(path: String)
    /// No scanned font declares this family. `available` is sorted so callers can suggest a name
    /// and so the message is the same on every run.
    case familyNotFound(family: String, available: [String])

    /// One line, meant to be shown to the person who wrote the scene.
    public var description: String {
        switch self {
        case let .fileUnreadable(path, reason):
            return "cannot read '\(path)': \(reason)"
        case let .notAFont(path):
            return "'\(path)' is not a font FreeType can read (unknown format, damaged or truncated)"
        case let .familyNotFound(family, available):
            // Long lists stay on one line but are cut, so a machine with many fonts stays readable.
            let shown = available.prefix(12).joined(separator: ", ")
            let more = available.count > 12 ? ", … (\(available.count - 12) more)" : ""
            let list = available.isEmpty ? "none" : shown + more
            return "no font family '\(family)'; available: \(list)"
        }
    }
}
