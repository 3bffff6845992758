import SceneFrontEnd

/// The front end's rendered diagnostics for scene text.
enum SceneFrontEndProbe {
    static func parse(_ text: String) -> (Bool, [String]) {
        let (scene, diagnostics) = SceneFrontEnd.parse(bytes: Array(text.utf8), path: "t.xml")
        return (scene != nil, diagnostics.map(\.rendered))
    }
}
