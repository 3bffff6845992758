import ArgumentParser
import SceneCompiler

struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the scene format as an XML Schema, for editors.",
        discussion: """
            Every element and attribute scenec accepts, with the closed sets of words (true/false, \
            stack and text enumerations) for completion. docs/scene.xsd is the same file; the \
            README says how to hook it up in an editor.

            Example: scenec schema > scene.xsd
            """)

    func run() throws {
        Terminal.output(Compiler.sceneXMLSchema, terminator: "")
    }
}
