#if canImport(Glibc)
import Glibc
#endif
import SceneCompiler

/// Where the CLI speaks: results on standard output, diagnostics on standard error, and, when
/// standard error is a terminal, one status line (`[3/26] Samples/card.xml`) that every other
/// line is printed above.
enum Terminal {
    /// Whether a status line can be drawn and erased: never into a file or a pipe, where it
    /// would only be noise in a log.
    static let showsStatus = isatty(STDERR_FILENO) == 1
    nonisolated(unsafe) private static var status: String?

    /// Why standard output stopped taking lines (closed, a pipe whose reader left, a full
    /// disk), once it has; the command then ends with status 1 after finishing its work.
    nonisolated(unsafe) private(set) static var outputLost: String?

    static func error(_ line: String) {
        above { _ = write(line + "\n", to: STDERR_FILENO) }
    }

    /// A line of results (`wrote Output/card.svg`) on standard output. If standard output
    /// cannot take it, says so once on standard error: the work goes on (a batch still writes
    /// every scene's files), but the command fails at the end, since its caller has lost lines.
    static func output(_ line: String, terminator: String = "\n") {
        guard outputLost == nil else { return }
        above {
            if let failure = write(line + terminator, to: STDOUT_FILENO) {
                outputLost = failure
                _ = write("scenec: error: cannot write to standard output: \(failure); the remaining results are not shown\n", to: STDERR_FILENO)
            }
        }
    }

    /// Writes all of `text` with plain system calls (Foundation's `FileHandle.write` traps when
    /// the descriptor is closed); the reason when it cannot.
    private static func write(_ text: String, to fd: Int32) -> String? {
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + written, $0.count - written) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return String(cString: strerror(errno)) }
            written += n
        }
        return nil
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
        if showsStatus && status != nil { _ = write("\r\u{1B}[K", to: STDERR_FILENO) }
    }

    private static func draw() {
        if showsStatus, let status { _ = write(status, to: STDERR_FILENO) }
    }
}
