/// Where each attribute of one element was written, by name: what lets a stage after the front
/// end report a problem at the attribute that caused it (`'frame' is undefined when …` at the
/// `frame`).
///
/// A short list in the order written rather than a dictionary: an element has a handful of
/// attributes, and a scene has up to hundreds of thousands of elements. The commonest element
/// writes one attribute the later stages point at (its `frame`): that one is kept in place, so
/// such a node allocates no list.
public struct AttributePlaces: Hashable, Sendable {
    /// One entry in place, or any other number in a list; never a list of one, so that equal
    /// places are stored alike.
    private enum Storage: Hashable, Sendable {
        case one(Entry)
        case list([Entry])
    }

    private let storage: Storage

    /// One attribute's place.
    public struct Entry: Hashable, Sendable {
        /// The attribute.
        public let name: AttributeName
        /// Where its name starts.
        public let location: SourceLocation

        /// Pairs a name with its place.
        public init(name: AttributeName, location: SourceLocation) {
            self.name = name
            self.location = location
        }
    }

    /// The places given; a name given twice keeps its first place.
    public init(_ entries: [Entry] = []) {
        if entries.count == 1 {
            storage = .one(entries[0])
            return
        }
        // Names are nearly always distinct (a repeated attribute is an XML error; only a component
        // instance can name one twice): the list is then kept as given, not copied.
        if !entries.indices.contains(where: { i in entries[..<i].contains { $0.name == entries[i].name } }) {
            storage = .list(entries)
            return
        }
        var kept: [Entry] = []
        kept.reserveCapacity(entries.count)
        for entry in entries where !kept.contains(where: { $0.name == entry.name }) { kept.append(entry) }
        storage = kept.count == 1 ? .one(kept[0]) : .list(kept)
    }

    /// Each written attribute with its place, in the order written; a name appears once.
    public var entries: [Entry] {
        switch storage {
        case .one(let entry): [entry]
        case .list(let entries): entries
        }
    }

    /// Where `name` was written, or nil when it was not.
    public subscript(name: AttributeName) -> SourceLocation? {
        switch storage {
        case .one(let entry): entry.name == name ? entry.location : nil
        case .list(let entries): entries.first { $0.name == name }?.location
        }
    }
}
