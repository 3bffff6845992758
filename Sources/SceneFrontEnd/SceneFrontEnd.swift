import SceneModel

/// Reads scene files: XML through libxml2, checked against `SceneSchema`, into a `Scene`.
public enum SceneFrontEnd {
    /// Parses one scene file.
    ///
    /// - Parameters:
    ///   - bytes: the file's contents, UTF-8.
    ///   - path: the name diagnostics use for the file.
    /// - Returns: the scene, or nil when any error was found; and every diagnostic, in source order.
    ///   Failure cases: malformed XML, a DOCTYPE, unknown names, bad values, duplicate or
    ///   dangling ids, a missing size.
    ///
    /// ```swift
    /// let (scene, diagnostics) = SceneFrontEnd.parse(bytes: Array(#"<scene width="10" height="10"/>"#.utf8), path: "a.xml")
    /// // scene?.viewports.first?.size == Size(width: 10, height: 10), diagnostics == []
    /// ```
    public static func parse(bytes: [UInt8], path: String) -> (Scene?, [Diagnostic]) {
        let loaded = XMLLoader.load(bytes: bytes, file: path)
        guard !loaded.diagnostics.hasErrors, !loaded.elements.isEmpty else { return (nil, loaded.diagnostics.inSourceOrder) }
        var builder = SceneBuilder(elements: loaded.elements, fallbackName: defaultName(for: path))
        let (scene, diagnostics) = builder.build()
        return (scene, (loaded.diagnostics + diagnostics).inSourceOrder)
    }

    /// A file's base name without extension: the scene name when `<scene name>` is not given.
    static func defaultName(for path: String) -> String {
        let base = path.split(separator: "/").last.map(String.init) ?? path
        let stem = base.split(separator: ".", omittingEmptySubsequences: false).first.map(String.init) ?? base
        switch ValueSyntax.sceneName(stem) {
        case .success(let name): return name
        case .failure: return "scene"
        }
    }
}
