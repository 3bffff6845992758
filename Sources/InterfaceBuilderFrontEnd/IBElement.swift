import SceneModel
import XMLReading

/// Reading an Interface Builder document's records: an element's attributes by name and its
/// children by element name and `key`, as the document's schema nests them
/// (`<rect key="frame" …/>` inside a `<view>`).
struct IBElement {
    let records: [XMLElementRecord]
    let index: Int

    var record: XMLElementRecord { records[index] }
    var name: String { records[index].name }
    var location: SourceLocation { records[index].location }

    /// The attribute's value, or nil when the element has none of that name.
    subscript(_ attribute: String) -> String? {
        records[index].attributes.first { $0.name == attribute }?.value
    }

    /// The attribute itself, for its place.
    func attribute(_ name: String) -> XMLElementRecord.Attribute? {
        records[index].attributes.first { $0.name == name }
    }

    /// Child elements, in document order.
    var children: [IBElement] { records[index].children.map { IBElement(records: records, index: $0) } }

    /// The first child with this element name and, when given, this `key`.
    func child(_ name: String, key: String? = nil) -> IBElement? {
        for c in records[index].children where records[c].name == name {
            let element = IBElement(records: records, index: c)
            if key == nil || element["key"] == key { return element }
        }
        return nil
    }

    /// `YES`/`NO` as Interface Builder writes booleans; nil when absent.
    func bool(_ attribute: String) -> Bool? {
        self[attribute].map { $0 == "YES" }
    }
}
