/// What a diagnostic says, and of which kind it is: made only by the catalog
/// (`DiagnosticCatalog.swift`), so that every wording scenec prints lives in one file and
/// carries a stable ``DiagnosticID``.
///
/// The text is one line, lowercase, without a final period, with offending names in quotes, and
/// without place or severity: ``Diagnostic/rendered`` adds those.
public struct DiagnosticMessage: Hashable, Sendable {
    /// The kind of message, stable across releases and wordings.
    public let id: DiagnosticID
    /// The message as printed after `error:` or `warning:`.
    public let text: String

    /// Internal so that no caller outside the model can write a message the catalog does not hold.
    init(_ id: DiagnosticID, _ text: String) {
        self.id = id
        self.text = MessageText.bounded(text)
    }
}

/// What a note says about another place: made only by the catalog, like ``DiagnosticMessage``.
/// A note has no id of its own; it belongs to its diagnostic's.
public struct NoteMessage: Hashable, Sendable {
    /// The note as printed after `note:`.
    public let text: String

    init(_ text: String) { self.text = MessageText.bounded(text) }
}
