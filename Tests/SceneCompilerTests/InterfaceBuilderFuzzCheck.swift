import SceneCompiler

/// What must hold of an Interface Builder document's compile, on any bytes at all: the
/// pipeline's properties (`PipelineFuzzCheck`) with the bytes read as a `.xib` or a
/// `.storyboard`. The fuzz target `fuzz-interfacebuilder` (Tests/Fuzz) compiles this file and
/// traps on a violation; `FuzzRegressionTests` runs the inputs it found through it.
enum InterfaceBuilderFuzzCheck {
    /// The path and options an input compiles with, from its length (not its bytes, so that
    /// every seed stays a plain document): a storyboard when it is odd, the stored frames
    /// (`--frames stored`) when it is 2 or 3 modulo 4, `--strict-frames` when it is 4 to 7
    /// modulo 8, and the built app's layout (`--frames device`) when, not stored, it is 8 to 15
    /// modulo 16.
    static func source(for bytes: [UInt8]) -> SceneSource {
        var source = SceneSource(path: bytes.count % 2 == 1 ? "fuzz.storyboard" : "fuzz.xib", bytes: bytes,
                                 loadFile: { _ in nil })
        source.frames = bytes.count % 4 >= 2 ? .stored : bytes.count % 16 >= 8 ? .device : .canvas
        source.strictFrames = bytes.count % 8 >= 4
        return source
    }

    /// Compiles `bytes` as a document to SVG and HTML, and lists every property the result
    /// breaks (empty when sound). A trap inside is a crash the fuzzer reports.
    static func violations(_ bytes: [UInt8]) -> [String] {
        let result = Compiler.compile(source(for: bytes), options: CompileOptions(formats: [.svg, .html]))
        var problems = DiagnosticPlaces.violations(result.diagnostics)
        if result.succeeded == result.artifacts.isEmpty {
            problems.append(result.succeeded ? "no output and no error" : "output despite errors")
        }
        for artifact in result.artifacts {
            let isHTML = artifact.fileName.hasSuffix(".html")
            problems += MarkupProperties.violations(artifact.contents, allowedScript: isHTML ? MarkupProperties.scrollScript : nil)
                .map { "\(artifact.fileName): \($0)" }
        }
        return problems
    }
}
