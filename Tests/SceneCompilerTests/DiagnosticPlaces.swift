import SceneCompiler

/// Diagnostics point into the file a person opens, so their lines and columns count from 1;
/// a 0 would send an editor to the wrong place or nowhere.
enum DiagnosticPlaces {
    /// One message per diagnostic or note placed before line 1 or column 1.
    static func violations(_ diagnostics: [Diagnostic]) -> [String] {
        var problems: [String] = []
        for diagnostic in diagnostics {
            let places = [diagnostic.location] + diagnostic.notes.map(\.location)
            for case let place? in places where place.line < 1 || place.column < 1 {
                problems.append("diagnostic at \(place.line):\(place.column): \(diagnostic.message)")
            }
        }
        return problems
    }
}
