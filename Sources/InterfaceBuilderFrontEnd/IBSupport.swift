/// What the front end does with one element Interface Builder writes, with each of its
/// attributes and, for a view, with each of its children: declared by the reader that reads
/// the element, beside its reading code, so that the list of what scenec models is the code's
/// own. `IBSupportTable` gathers the declarations; `IBUnmodelled` warns about what a modelled
/// view stores that its declarations do not list as read or harmless; the table of
/// docs/InterfaceBuilder.md is printed from them.
struct IBSupport {
    /// What becomes of an element, an attribute or a child.
    enum Status: Hashable {
        /// Read and modelled as UIKit has it.
        case imported
        /// Read, with the difference the note says.
        case differs(String)
        /// Not modelled, and its reader says so in a warning of its own.
        case warned(String)
        /// Not modelled, and `IBUnmodelled` says so (one warning per kind and document) unless
        /// the value is `unless`, UIKit's default, which changes nothing.
        case unmodelled(String, unless: String? = nil)
        /// Not modelled and not said: what is lost is small or said by another warning; the
        /// note says what it is.
        case notRead(String)
        /// Nothing a still drawing or its layout shows (ids, outlets, editing behaviour,
        /// Interface Builder's own notes).
        case noEffect

        /// The status's name in docs/InterfaceBuilder.md.
        var name: String {
            switch self {
            case .imported: "imported"
            case .differs: "differs"
            case .warned, .unmodelled: "warned"
            case .notRead: "not read"
            case .noEffect: "no effect"
            }
        }

        /// What is lost or different, when there is something to say.
        var note: String {
            switch self {
            case .differs(let note), .warned(let note), .unmodelled(let note, _), .notRead(let note): note
            case .imported, .noEffect: ""
            }
        }
    }

    /// The element's name, as Interface Builder writes it (`tableView`).
    let element: String
    let status: Status
    /// Whether it is a view, which also stores what every view does (`IBViewAttributes.viewSupport`).
    let isView: Bool
    let attributes: [String: Status]
    /// A view's children, by element name and `key` (`color textColor`), by `key` alone for any
    /// element (`* tableHeaderView`), or by element name alone for any key or none (`constraints`).
    let children: [String: Status]

    init(_ element: String, _ status: Status, view: Bool = false, attributes: [String: Status] = [:], children: [String: Status] = [:]) {
        self.element = element
        self.status = status
        self.isView = view
        self.attributes = attributes
        self.children = children
    }
}
