import SceneModel

/// One element of a parsed scene file, with libxml2 left behind: plain Swift data.
struct XMLElementRecord {
    struct Attribute {
        var name: String
        var value: String
        var location: SourceLocation
    }

    var name: String
    /// Set when the element or one of its attributes is in a namespace; scenes use none.
    var namespaceURI: String?
    var location: SourceLocation
    var attributes: [Attribute]
    var parent: Int?
    var children: [Int]
    /// The first non-blank text directly inside the element, if any (scenes have none yet).
    var strayText: String?
}
