import Foundation
import SceneCompiler

extension SceneSource {
    /// The scene file at `url`, read now. Its path is made absolute, so that its `<import>`s and
    /// images are found whatever the test's working directory is.
    ///
    /// ```swift
    /// let scene = try SceneSource(contentsOf: URL(fileURLWithPath: #filePath)
    ///     .deletingLastPathComponent().appendingPathComponent("Scenes/card.xml"))
    /// ```
    public init(contentsOf url: URL, fontDirectories: [String] = [], limits: ResourceLimits = .standard) throws {
        let absolute = url.standardizedFileURL
        let data = try Data(contentsOf: absolute)
        self.init(path: absolute.path, bytes: [UInt8](data), fontDirectories: fontDirectories, limits: limits)
    }

    /// A scene written in the test itself. `path` names it in diagnostics; imports and images
    /// are looked up beside it.
    public init(xml: String, path: String = "scene.xml", fontDirectories: [String] = []) {
        self.init(path: path, bytes: Array(xml.utf8), fontDirectories: fontDirectories)
    }
}
