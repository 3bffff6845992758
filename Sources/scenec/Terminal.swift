import Foundation
import SceneCompiler

/// Where the CLI speaks: results on standard output, diagnostics on standard error, and, when
/// standard error is a terminal, one status line (`[3/26] Samples/card.xml`) that every other
/// line is printed above.
enum Terminal {
    /// Whether a status line can be drawn and erased: never into a file or a pipe, where it
    /// would only be noise in a log.
    static let showsStatus = isatty(STDERR_FILENO) == 1
    nonisolated(unsafe) private static var status: String?

    static func error(_ line: String) {
        above { FileHandle.standardError.write(Data((line + "\n").utf8)) }
    }

    /// A line of results (`wrote Output/card.svg`) on standard output.
    static func output(_ line: String) {
        above { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }
    }

    static func report(_ diagnostics: [Diagnostic]) {
        for d in diagnostics { error(d.rendered) }
    }

    /// Shows `line` as the status line, or removes it when nil; nothing when not a terminal.
    static func setStatus(_ line: String?) {
        guard showsStatus else { return }
        erase()
        status = line
        draw()
    }

    private static func above(_ print: () -> Void) {
        erase()
        print()
        draw()
    }

    private static func erase() {
        if showsStatus && status != nil { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }

    private static func draw() {
        if showsStatus, let status { FileHandle.standardError.write(Data(status.utf8)) }
    }
}
