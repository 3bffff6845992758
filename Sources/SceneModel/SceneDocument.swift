/// What one source file holds: one scene for a scene file; for an Interface Builder document,
/// one per top-level view of a `.xib` and per view controller of a `.storyboard`, read from one
/// parse of the file. Every later stage works on the scenes one at a time and never asks where
/// they came from.
public struct SceneDocument: Sendable {
    /// The document's own name (its file's name without the extension, or a scene file's scene
    /// name): what its reload stamp and its map are named after.
    public let name: String
    /// At least one, in document order; names are unique within the document.
    public let scenes: [Scene]
    /// Where the scenes lie on the document's canvas and how they lead to each other, for
    /// documents that have a canvas (storyboards); nil otherwise.
    public let map: SceneMap?

    /// A document of `scenes`, which must be at least one with names unique among them.
    public init(name: String, scenes: [Scene], map: SceneMap? = nil) {
        precondition(!scenes.isEmpty, "a document holds at least one scene")
        self.name = name
        self.scenes = scenes
        self.map = map
    }
}
