import ArgumentParser
import SceneCompiler

struct Dump: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the laid-out view and layer tree, like UIKit's recursiveDescription.",
        discussion: """
            Shows each view's and layer's frame, bounds (when they differ from the frame's size or \
            origin), transform, paint position and source line:column, for every viewport.
            """)

    @Argument(help: "A scene file.")
    var file: String

    @OptionGroup var strictness: StrictOption
    @OptionGroup var fonts: FontOptions
    @OptionGroup(title: "Viewports") var viewports: ViewportOptions
    @OptionGroup(title: "Limits") var limits: LimitOptions

    @Flag(help: "Print only each view's and layer's frame, as the .layout snapshot strategy does.")
    var frames = false

    @Flag(help: "With --frames: print them as JSON, each viewport's object naming the scenec that made it (\"producer\": its version and commit).")
    var json = false

    func validate() throws {
        if json && !frames { throw ValidationError("--json goes with --frames") }
    }

    func run() throws {
        guard let source = SceneInput.load(file, fonts: fonts, limits: limits, scene: viewports.scene) else { throw ExitCode(1) }
        if frames {
            let (layouts, diagnostics) = Compiler.layout(source, viewports: viewports.choice(), strict: strictness.strict)
            Terminal.report(diagnostics)
            guard let layouts else { throw ExitCode(1) }
            Terminal.output(SceneLayout.joined(layouts, json: json, producer: json ? Release.producer : nil), terminator: "")
            return
        }
        let (text, diagnostics) = Compiler.dump(source, viewports: viewports.choice(), strict: strictness.strict)
        Terminal.report(diagnostics)
        guard let text, !diagnostics.hasErrors else { throw ExitCode(1) }
        Terminal.output(text, terminator: "")
    }
}
