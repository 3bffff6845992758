import SceneModel
import XMLReading

/// Element records in the scene vocabulary, written as an Interface Builder document is
/// translated: the same records a scene file's reader gives, so that the scene builder checks
/// and models them exactly as it does a scene file's. Each record and attribute keeps the place
/// in the document it came from, so every diagnostic points into the document.
struct SceneRecords {
    private(set) var records: [XMLElementRecord] = []
    private var attributes: [XMLElementRecord.Attribute] = []
    private var ranges: [Range<Int>] = []

    /// Adds an element under `parent` (nil for the root) and returns its index.
    @discardableResult
    mutating func add(_ name: String, at location: SourceLocation, under parent: Int?, _ attributes: [XMLElementRecord.Attribute],
                      text: String? = nil) -> Int {
        let index = records.count
        let start = self.attributes.count
        self.attributes += attributes
        ranges.append(start..<self.attributes.count)
        records.append(XMLElementRecord(name: name, namespaceURI: nil, location: location, attributes: [], parent: parent,
                                        children: [], text: text, textLocation: location))
        if let parent { records[parent].children.append(index) }
        return index
    }

    /// The records, each with its attributes, in document order (parents before children, as added).
    func finished() -> [XMLElementRecord] {
        var out = records
        for index in out.indices { out[index].attributes = attributes[ranges[index]] }
        return out
    }
}
