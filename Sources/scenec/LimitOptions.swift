import ArgumentParser
import SceneCompiler

/// The resource limits, for every command that reads a scene (`ResourceLimits` has the why
/// of each default).
struct LimitOptions: ParsableArguments {
    @Option(name: .customLong("max-file-size"), help: ArgumentHelp("Largest scene or component file, in bytes.", valueName: "bytes"))
    var fileSize = ResourceLimits.standard.fileSize

    @Option(name: .customLong("max-depth"), help: ArgumentHelp(
        "Deepest nesting of views and layers, components expanded (at most \(ResourceLimits.deepestAllowed), which keeps the markup within what SVG and HTML renderers take).",
        valueName: "levels"))
    var depth = ResourceLimits.standard.depth

    @Option(name: .customLong("max-views"), help: ArgumentHelp("Most views and layers in a scene, components expanded; also the most laid out over all viewports together (views × viewports).", valueName: "n"))
    var views = ResourceLimits.standard.views

    @Option(name: .customLong("max-constraints"), help: ArgumentHelp("Most constraints a scene writes, components expanded.", valueName: "n"))
    var constraints = ResourceLimits.standard.constraints

    @Option(name: .customLong("max-text"), help: ArgumentHelp("Most characters of label and button text in a scene.", valueName: "characters"))
    var textCharacters = ResourceLimits.standard.textCharacters

    @Option(name: .customLong("max-expression-length"), help: ArgumentHelp("Longest frame expression or constraint, in characters.", valueName: "characters"))
    var expressionLength = ResourceLimits.standard.expressionLength

    @Option(name: .customLong("max-magnitude"), help: ArgumentHelp("Largest magnitude of a number a scene writes.", valueName: "number"))
    var magnitude = ResourceLimits.standard.magnitude

    @Option(name: .customLong("max-pivots"), help: ArgumentHelp(
        "The solver's work on one layout before it is given up: simplex pivots, each counted once more for every 50 tableau entries it rewrites.", valueName: "n"))
    var solverPivots = ResourceLimits.standard.solverPivots

    @Option(name: .customLong("max-viewports"), help: ArgumentHelp("Most <viewport> elements in a scene.", valueName: "n"))
    var viewports = ResourceLimits.standard.viewports

    @Option(name: .customLong("max-image-bytes"), help: ArgumentHelp(
        "Most bytes of image files in a scene, each file counted once.", valueName: "bytes"))
    var imageBytes = ResourceLimits.standard.imageBytes

    @Option(name: .customLong("max-path-commands"), help: ArgumentHelp("Most commands in one shape layer's path.", valueName: "n"))
    var pathCommands = ResourceLimits.standard.pathCommands

    func validate() throws {
        let largest = ResourceLimits.largest
        for (name, value, most) in [("max-file-size", fileSize, largest.fileSize), ("max-views", views, largest.views),
                                    ("max-constraints", constraints, largest.constraints), ("max-text", textCharacters, largest.textCharacters),
                                    ("max-expression-length", expressionLength, largest.expressionLength),
                                    ("max-pivots", solverPivots, largest.solverPivots), ("max-viewports", viewports, largest.viewports),
                                    ("max-image-bytes", imageBytes, largest.imageBytes),
                                    ("max-path-commands", pathCommands, largest.pathCommands)] where !(1...most).contains(value) {
            throw ValidationError("--\(name) must be from 1 to \(most)")
        }
        guard (1...ResourceLimits.deepestAllowed).contains(depth) else {
            throw ValidationError("--max-depth must be from 1 to \(ResourceLimits.deepestAllowed)")
        }
        guard magnitude.isFinite, magnitude > 0, magnitude <= largest.magnitude else {
            throw ValidationError("--max-magnitude must be a positive number of at most \(Int(largest.magnitude))")
        }
    }

    var limits: ResourceLimits {
        ResourceLimits(fileSize: fileSize, depth: depth, views: views, constraints: constraints, textCharacters: textCharacters,
                       expressionLength: expressionLength, magnitude: magnitude, solverPivots: solverPivots,
                       viewports: viewports, imageBytes: imageBytes, pathCommands: pathCommands)
    }
}
