import SceneCompiler

/// What must hold of the whole pipeline, XML to SVG and HTML, on any bytes at all. The fuzz
/// target `fuzz-pipeline` (Tests/Fuzz) compiles this file and traps on a violation;
/// `FuzzRegressionTests` runs the inputs it found through it.
enum PipelineFuzzCheck {
    /// The options an input compiles with. They come from its length, not its bytes, so that
    /// every seed stays a plain scene file while the fuzzer still reaches `--strict` and
    /// `--full-content` by growing or shrinking an input.
    static func options(for bytes: [UInt8]) -> CompileOptions {
        CompileOptions(formats: [.svg, .html], strict: bytes.count % 2 == 1, fullContent: bytes.count % 4 >= 2)
    }

    /// Compiles `bytes`, reading imports through `loadFile`, and lists every property the result
    /// breaks (empty when sound). A trap inside is a crash the fuzzer reports.
    static func violations(_ bytes: [UInt8], loadFile: @escaping @Sendable (String) -> [UInt8]?) -> [String] {
        let result = Compiler.compile(SceneSource(path: "fuzz.xml", bytes: bytes, loadFile: loadFile), options: options(for: bytes))
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
