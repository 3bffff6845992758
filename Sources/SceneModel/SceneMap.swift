import Geometry

/// Where a document's scenes lie on its canvas and the transitions between them: a
/// storyboard's scenes at the places Interface Builder's canvas shows them, with their segues
/// as links. Plain data, printed as a map page beside the scenes' own files.
public struct SceneMap: Sendable, Hashable {
    /// One place on the canvas.
    public struct Entry: Sendable, Hashable {
        /// A scene's name (one of the document's scenes), or nil for a place with no laid-out
        /// view (a navigation or tab bar controller), drawn as a labelled box.
        public var scene: String?
        /// What the canvas calls it (the scene's name, or the controller's class and title).
        public var title: String
        /// In canvas points.
        public var frame: Rect
        /// Where the document says it (for links that start at it).
        public var id: String

        public init(scene: String?, title: String, id: String, frame: Rect) {
            self.scene = scene
            self.title = title
            self.frame = frame
            self.id = id
        }
    }

    /// A transition from one entry to another (a segue or a relationship).
    public struct Link: Sendable, Hashable {
        /// Indices into `entries`.
        public var from: Int, to: Int
        /// `show`, `presentation`, `embed`, `unwind`, `relationship`…, as the document names it.
        public var kind: String

        public init(from: Int, to: Int, kind: String) {
            self.from = from
            self.to = to
            self.kind = kind
        }
    }

    /// In document order.
    public var entries: [Entry]
    /// In document order.
    public var links: [Link]
    /// The entry the document starts at (a storyboard's initial view controller), if any.
    public var initial: Int?

    public init(entries: [Entry], links: [Link], initial: Int?) {
        self.entries = entries
        self.links = links
        self.initial = initial
    }
}
