import ArgumentParser
#if canImport(Glibc)
import Glibc
#endif
import SceneCompiler

/// The command-line face of the compiler. Exit status: 0 success, 1 the scene has errors,
/// 2 the command line is wrong.
@main
struct Scenec: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scenec",
        abstract: "Compile UIKit-style scene files (views, layers, borders, transforms) into SVG and HTML.",
        discussion: """
            A scene file describes a screen as UIKit builds it: <view> elements nested as subviews, \
            <layer> elements added with addSublayer, and UIKit property names (frame, bounds, center, \
            transform, backgroundColor, clipsToBounds, layer.borderWidth…). scenec lays it out and \
            paints it in Core Animation's order. See docs/SceneFormat.md.

            Exit status: 0 on success, 1 when a scene has errors (nothing is written for it), \
            2 for a wrong command line.
            """,
        version: Release.description,
        subcommands: [Compile.self, Preview.self, Dump.self, HitTest.self, Schema.self])

    static func main() {
        // A reader that leaves a pipe makes writes fail with EPIPE, which `Terminal` reports,
        // instead of ending the process silently in the middle of a batch.
        signal(SIGPIPE, SIG_IGN)
        HeapPolicy.apply()
        do {
            var command = try parseAsRoot()
            try command.run()
            // Results the caller never got are a failure, even when every file was written.
            if Terminal.outputLost != nil { Glibc.exit(1) }
        } catch let code as ExitCode {
            Glibc.exit(code.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                Glibc.exit(0)
            }
            Terminal.error(fullMessage(for: error))
            Glibc.exit(2)
        }
    }
}
