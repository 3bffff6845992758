import Foundation
import SceneCompiler

/// Where diagnostics are printed: standard error, one rendered diagnostic per line group.
enum Terminal {
    static func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    static func report(_ diagnostics: [Diagnostic]) {
        for d in diagnostics { error(d.rendered) }
    }
}
