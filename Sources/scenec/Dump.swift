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

    @OptionGroup var fonts: FontOptions
    @OptionGroup(title: "Limits") var limits: LimitOptions

    func run() throws {
        guard let source = SceneInput.load(file, fonts: fonts, limits: limits) else { throw ExitCode(1) }
        let (text, diagnostics) = Compiler.dump(source)
        Terminal.report(diagnostics)
        guard let text, !diagnostics.hasErrors else { throw ExitCode(1) }
        print(text, terminator: "")
    }
}
