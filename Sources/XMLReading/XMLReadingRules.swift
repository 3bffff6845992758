import SceneModel

/// What a kind of document may hold, checked while libxml2 parses and before any tree is built,
/// so that a hostile file stops at the element that crosses a bound: its size, how deep
/// elements nest, and how many there are. Each front end states its own (a scene file's follow
/// from `ResourceLimits`; an Interface Builder document nests a view two elements below its
/// superview), and the reader knows nothing else about the document's vocabulary.
package struct XMLReadingRules: Sendable {
    /// The largest file, in bytes.
    package var fileSize: Int
    /// The deepest an element may be; the root element is 1 deep.
    package var deepestElement: Int
    /// The error at the first element deeper than `deepestElement`.
    package var tooDeep: DiagnosticMessage
    /// When the open element `level` elements below the root is one that `nests` (a view, in a
    /// chain of views as a hostile file nests them), the error is `message`, given at that
    /// element rather than at the deepest: it names the limit the author can act on.
    package var nesting: Nesting?
    /// Elements with this name are counted apart from all others (a scene's constraints).
    package var countedApart: String
    /// At most this many of them, and the error past it.
    package var apartLimit: Int
    package var apartMessage: DiagnosticMessage
    /// At most this many other elements, and the error past it.
    package var othersLimit: Int
    package var othersMessage: DiagnosticMessage

    /// Where a chain of nesting elements is first too deep, and what to say there.
    package struct Nesting: Sendable {
        package var level: Int
        package var nests: @Sendable (String) -> Bool
        package var message: DiagnosticMessage

        package init(level: Int, nests: @escaping @Sendable (String) -> Bool, message: DiagnosticMessage) {
            self.level = level
            self.nests = nests
            self.message = message
        }
    }

    package init(fileSize: Int, deepestElement: Int, tooDeep: DiagnosticMessage, nesting: Nesting?, countedApart: String,
                 apartLimit: Int, apartMessage: DiagnosticMessage, othersLimit: Int, othersMessage: DiagnosticMessage) {
        self.fileSize = fileSize
        self.deepestElement = deepestElement
        self.tooDeep = tooDeep
        self.nesting = nesting
        self.countedApart = countedApart
        self.apartLimit = apartLimit
        self.apartMessage = apartMessage
        self.othersLimit = othersLimit
        self.othersMessage = othersMessage
    }

    /// The most elements a document can have.
    package var maximumElements: Int { apartLimit + othersLimit }
}
