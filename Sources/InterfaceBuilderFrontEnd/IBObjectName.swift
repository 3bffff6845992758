/// How messages name an Interface Builder object: its class, the `userLabel` Xcode's document
/// outline shows when the document gives one, and its object id, the one name Xcode's
/// "Find" and the document's XML share (`label 'Title' (id Y3t-lM-2yv)`,
/// `imageView (id a-b)`). The class is the element's, or its `customClass`.
///
/// Carried to the scene as the view's `displayName`, so every later stage names the view this
/// way without knowing where it came from.
enum IBObjectName {
    /// The longest label or id a message quotes, in characters: longer ones are cut with `…`,
    /// so that a hostile label cannot make every message it appears in megabytes long.
    static let longest = 80

    /// The name of the object `element` is.
    static func of(_ element: IBElement) -> String {
        let kind = element["customClass"].map(cut) ?? element.name
        let label = element["userLabel"].map { " '\(cut($0))'" } ?? ""
        let id = element["id"].map { " (id \(cut($0)))" } ?? ""
        return kind + label + id
    }

    private static func cut(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard scalars.count > longest else { return text }
        return String(String.UnicodeScalarView(scalars.prefix(longest))) + "…"
    }
}
