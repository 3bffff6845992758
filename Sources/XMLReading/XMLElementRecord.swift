import Indirection
import SceneModel

/// One element of a parsed scene file, with libxml2 left behind: plain Swift data.
///
/// A scene of 100,000 views is 100,000 records, written once and read once each: what few
/// elements have (a namespace, text, a component's scope) is kept off the record, so that a
/// record is about 100 bytes rather than 150.
package struct XMLElementRecord {
    package struct Attribute {
        package var name: String
        package var value: String
        package var location: SourceLocation

        package init(name: String, value: String, location: SourceLocation) {
            self.name = name
            self.value = value
            self.location = location
        }
    }

    /// The parts most elements leave empty.
    private struct Rare: Hashable, Sendable {
        var namespaceURI: String?
        var text: String?
        var scope = ""
    }

    package var name: String
    package var location: SourceLocation
    /// In source order. The loader's records share one array of every attribute in the file,
    /// each holding its own part: no allocation per element.
    package var attributes: ArraySlice<Attribute>
    package var children: [Int]
    /// Where the element's content starts: just after its start tag.
    package var textLocation: SourceLocation
    /// The parent's index, -1 for the root: four bytes where an `Int?` takes sixteen.
    private var parentIndex: Int32
    private var rare: OutOfLine<Rare>?

    package init(name: String, namespaceURI: String?, location: SourceLocation, attributes: ArraySlice<Attribute>, parent: Int?,
         children: [Int], text: String?, textLocation: SourceLocation) {
        self.name = name
        self.location = location
        self.attributes = attributes
        self.children = children
        self.textLocation = textLocation
        self.parentIndex = parent.map { Int32($0) } ?? -1
        self.rare = OutOfLine.unlessStandard(Rare(namespaceURI: namespaceURI, text: text), Rare())
    }

    /// The parent element's index; nil for the root. A document has at most
    /// `XMLLoader.maximumElements` records, about 20 million with every limit at its largest,
    /// far below `Int32.max`.
    package var parent: Int? {
        get { parentIndex < 0 ? nil : Int(parentIndex) }
        set { parentIndex = newValue.map { Int32($0) } ?? -1 }
    }

    /// Set when the element or one of its attributes is in a namespace; scenes use none.
    package var namespaceURI: String? {
        get { rare?.value.namespaceURI }
        set { update { $0.namespaceURI = newValue } }
    }

    /// The text directly inside the element, when any is not blank (only `<constraint>` has text).
    package var text: String? {
        get { rare?.value.text }
        set { update { $0.text = newValue } }
    }

    /// The id prefix of the component instance the element was expanded into (`card1.`), empty
    /// outside components: names written inside a component resolve within its instance first.
    package var scope: String {
        get { rare?.value.scope ?? "" }
        set { update { $0.scope = newValue } }
    }

    private mutating func update(_ change: (inout Rare) -> Void) {
        var value = rare?.value ?? Rare()
        change(&value)
        rare = OutOfLine.unlessStandard(value, Rare())
    }
}
