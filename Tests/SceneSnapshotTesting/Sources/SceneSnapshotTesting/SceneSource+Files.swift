import Foundation
import SceneCompiler

extension SceneSource {
    /// The scene file or Interface Builder document at `url`, read now. Its path is made
    /// absolute, so that its `<import>`s and images are found whatever the test's working
    /// directory is. `scene` chooses one scene of a document that holds several (a storyboard's
    /// `Main.Login`); nil snapshots every scene (the `.layout` and `.recursiveDescription`
    /// strategies name each).
    ///
    /// ```swift
    /// let scene = try SceneSource(contentsOf: URL(fileURLWithPath: #filePath)
    ///     .deletingLastPathComponent().appendingPathComponent("Scenes/card.xml"))
    /// let login = try SceneSource(contentsOf: storyboardURL, scene: "Main.Login")
    /// ```
    public init(contentsOf url: URL, scene: String? = nil, fontDirectories: [String] = [], limits: ResourceLimits = .standard) throws {
        let absolute = url.standardizedFileURL
        let data = try Data(contentsOf: absolute)
        self.init(path: absolute.path, bytes: [UInt8](data), fontDirectories: fontDirectories, limits: limits)
        self.scene = scene
    }

    /// A scene written in the test itself. `path` names it in diagnostics; imports and images
    /// are looked up beside it.
    public init(xml: String, path: String = "scene.xml", fontDirectories: [String] = []) {
        self.init(path: path, bytes: Array(xml.utf8), fontDirectories: fontDirectories)
    }
}
