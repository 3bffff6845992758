import SceneCompiler
import SceneFrontEnd

/// What must hold of the front end on any bytes at all. The fuzz target `fuzz-frontend`
/// (Tests/Fuzz) compiles this file and traps on a violation; `FuzzRegressionTests` runs the
/// inputs it found through it.
enum FrontEndFuzzCheck {
    /// Parses `bytes` as a scene, reading imports through `loadFile`, and lists every property
    /// the result breaks (empty when sound). A trap inside is a crash the fuzzer reports.
    static func violations(_ bytes: [UInt8], loadFile: @escaping (String) -> [UInt8]?) -> [String] {
        let (scene, diagnostics) = SceneFrontEnd.parse(bytes: bytes, path: "fuzz.xml", loadFile: loadFile)
        var problems: [String] = []
        if (scene == nil) != diagnostics.hasErrors {
            problems.append(scene == nil ? "no scene, yet no error says why" : "a scene despite errors")
        }
        return problems + DiagnosticPlaces.violations(diagnostics)
    }
}
