/// The formats scenec prints.
public enum OutputFormat: String, CaseIterable, Sendable {
    /// A drawing for docs.
    case svg
    /// A page that also answers touches (pointer events) as UIKit would.
    case html
}
