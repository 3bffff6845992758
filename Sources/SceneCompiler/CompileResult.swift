import SceneModel

/// What one compile produced: files to write, or the diagnostics that explain why there are none.
public struct CompileResult: Sendable {
    /// The scene's name (`name`, or the file name), nil when the file did not parse far enough
    /// to have one.
    public var sceneName: String?
    /// Empty when any diagnostic is an error: a scene with errors produces nothing.
    public var artifacts: [Artifact]
    /// In source order, each once.
    public var diagnostics: [Diagnostic]

    /// False when any diagnostic is an error; `artifacts` is then empty.
    public var succeeded: Bool { !diagnostics.hasErrors }
}
