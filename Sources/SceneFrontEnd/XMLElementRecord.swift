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
    /// In source order. The loader's records share one array of every attribute in the file,
    /// each holding its own part: no allocation per element.
    var attributes: ArraySlice<Attribute>
    var parent: Int?
    var children: [Int]
    /// The text directly inside the element, when any is not blank (only `<constraint>` has text).
    var text: String?
    /// Where the element's content starts: just after its start tag.
    var textLocation: SourceLocation
    /// The id prefix of the component instance the element was expanded into (`card1.`), empty
    /// outside components: names written inside a component resolve within its instance first.
    var scope: String = ""
}
