import ArgumentParser
import SceneCompiler

/// What only Interface Builder documents are read with: `--frames` and `--strict-frames` (which
/// frames the views take, and whether a view its constraints move from the frame the document
/// stores stops the scene) and `--assets` (where image names are looked up). The same in every
/// command that lays a scene out.
struct DocumentOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Which frames an Interface Builder document's views take: 'canvas' (what its constraints give as Xcode's canvas lays it out, placeholder constraints kept), 'device' (what they give in the built app, placeholder constraints removed) or 'stored' (the frames the document stores, to see it exactly as designed; no constraint is added). Scene files are laid out as written whatever the choice.", valueName: "canvas|device|stored"))
    var frames: String = FrameChoice.canvas.rawValue

    @Flag(help: "Treat a misplaced view (more than ½ pt from the frame an Interface Builder document stores for it, as Xcode's canvas reports it) as an error: the scene writes, prints and answers nothing, and scenec exits 1.")
    var strictFrames = false

    @Option(name: .customLong("assets"), help: ArgumentHelp("A folder an Interface Builder document's image names are looked up in: an asset catalog (NAME.xcassets) or a folder holding some; repeatable, searched in order. Without it, images draw as placeholders of the size the document gives.", valueName: "DIR"))
    var assetFolders: [String] = []

    func validate() throws {
        guard FrameChoice(rawValue: frames) != nil else {
            throw ValidationError("unknown --frames '\(frames)'; choose: \(FrameChoice.allCases.map(\.rawValue).joined(separator: ", "))")
        }
    }

    /// The frames chosen (checked by `validate`).
    var choice: FrameChoice { FrameChoice(rawValue: frames) ?? .canvas }

    /// `source` with these choices.
    func apply(to source: inout SceneSource) {
        source.frames = choice
        source.strictFrames = strictFrames
        source.assetFolders = assetFolders
    }
}
