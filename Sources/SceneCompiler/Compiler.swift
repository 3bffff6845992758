import Layering
import Layout
import RenderTree
import SceneFrontEnd
import SceneModel
import SVGBackEnd

/// A scene file to compile: its path (for diagnostics and the default scene name) and its bytes.
public struct SceneSource: Sendable {
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}

/// The formats scenec prints.
public enum OutputFormat: String, CaseIterable, Sendable {
    case svg
}

public struct CompileOptions: Sendable {
    public var formats: [OutputFormat]

    public init(formats: [OutputFormat] = [.svg]) {
        self.formats = formats
    }
}

/// One output file, not yet written.
public struct Artifact: Hashable, Sendable {
    /// A file name without directories: `NAME.svg`, or `NAME.VIEWPORT.svg` for named viewports.
    public var fileName: String
    public var contents: String
}

public struct CompileResult: Sendable {
    public var sceneName: String?
    /// Empty when any diagnostic is an error: a scene with errors produces nothing.
    public var artifacts: [Artifact]
    /// In source order, each once.
    public var diagnostics: [Diagnostic]

    public var succeeded: Bool { !diagnostics.hasErrors }
}

/// The whole pipeline behind one call: front end, layout, layering, back ends.
public enum Compiler {
    /// Compiles one scene into one artifact per viewport and format.
    ///
    /// ```swift
    /// let source = SceneSource(path: "a.xml", bytes: Array(#"<scene name="a" width="20" height="10"/>"#.utf8))
    /// let result = Compiler.compile(source)
    /// // result.artifacts.map(\.fileName) == ["a.svg"]
    /// ```
    public static func compile(_ source: SceneSource, options: CompileOptions = CompileOptions()) -> CompileResult {
        let (parsed, frontEndDiagnostics) = SceneFrontEnd.parse(bytes: source.bytes, path: source.path)
        guard let scene = parsed else {
            return CompileResult(sceneName: nil, artifacts: [], diagnostics: frontEndDiagnostics)
        }
        var diagnostics = frontEndDiagnostics
        var artifacts: [Artifact] = []
        for viewport in scene.viewports {
            let layout = LayoutPass.run(scene, viewport: viewport)
            diagnostics.append(contentsOf: layout.diagnostics)
            let tree = LayeringPass.run(scene, layout: layout)
            for format in options.formats {
                switch format {
                case .svg: artifacts.append(Artifact(fileName: fileName(scene, viewport, "svg"), contents: SVGPrinter.print(tree)))
                }
            }
        }
        let unique = uniqued(diagnostics).inSourceOrder
        return CompileResult(sceneName: scene.name, artifacts: unique.hasErrors ? [] : artifacts, diagnostics: unique)
    }

    /// The scene, laid out at each viewport, as a `recursiveDescription`-style tree.
    public static func dump(_ source: SceneSource) -> (text: String?, diagnostics: [Diagnostic]) {
        let (parsed, frontEndDiagnostics) = SceneFrontEnd.parse(bytes: source.bytes, path: source.path)
        guard let scene = parsed else { return (nil, frontEndDiagnostics) }
        var diagnostics = frontEndDiagnostics
        var text = ""
        for viewport in scene.viewports {
            let layout = LayoutPass.run(scene, viewport: viewport)
            diagnostics.append(contentsOf: layout.diagnostics)
            text += TreeDump.describe(scene, layout: layout, tree: LayeringPass.run(scene, layout: layout))
        }
        return (text, uniqued(diagnostics).inSourceOrder)
    }

    static func fileName(_ scene: Scene, _ viewport: Viewport, _ ext: String) -> String {
        [scene.name, viewport.name, ext].compactMap { $0 }.joined(separator: ".")
    }

    /// Layout runs once per viewport; a warning it repeats for each is said once.
    private static func uniqued(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return diagnostics.filter { seen.insert($0).inserted }
    }
}
