import ArgumentParser
import SceneCompiler

/// Which viewports a command lays the scene out at (every one by default).
struct ViewportOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Only the scene with this name, of a file that holds several (an Interface Builder document: Main.Login for a storyboard's 'Login' controller).",
        valueName: "name"))
    var scene: String?

    @Option(help: ArgumentHelp("Only the <viewport> with this name.", valueName: "name"))
    var viewport: String?

    @Option(help: ArgumentHelp(
        "Only one viewport of this size, in points (for example 320x568), with the first viewport's safe area.",
        valueName: "WIDTHxHEIGHT"))
    var size: String?

    func validate() throws {
        if viewport != nil && size != nil { throw ValidationError("give --viewport or --size, not both") }
        if let size, Self.parse(size) == nil {
            throw ValidationError("--size takes WIDTHxHEIGHT in points, each above 0 and at most 10000000, for example 320x568; got '\(size)'")
        }
    }

    /// The choice, `fallback` when neither option is given.
    func choice(default fallback: ViewportChoice = .all) -> ViewportChoice {
        if let viewport { return .named(viewport) }
        if let size, let (width, height) = Self.parse(size) { return .size(width: width, height: height) }
        return fallback
    }

    private static func parse(_ text: String) -> (Double, Double)? {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
              w.isFinite, h.isFinite, w > 0, h > 0, w <= 1e7, h <= 1e7 else { return nil }
        return (w, h)
    }
}
