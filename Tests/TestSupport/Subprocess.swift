import Foundation

/// Runs a program to completion and captures what it printed.
public struct ProcessOutput {
    public let status: Int32
    public let stdout: String
    public let stderr: String
}

public enum Subprocess {
    /// Runs `executable` (a path, or a name looked up on PATH) with `arguments`.
    /// A process still running after `timeout` seconds is killed and reported with status -1:
    /// a hang fails the test that caused it instead of stalling the suite. `directory` is its
    /// working directory (the test's own when nil).
    public static func run(_ executable: String, _ arguments: [String], stdin: Data? = nil, timeout: Double = 120,
                           in directory: String? = nil) throws -> ProcessOutput {
        let process = Process()
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        if executable.contains("/") {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [executable] + arguments
        }
        // Files rather than pipes: a chatty child can never block on a full pipe.
        let dir = try Repository.temporaryDirectory("run")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let (outPath, errPath, inPath) = (dir + "/out", dir + "/err", dir + "/in")
        try Data().write(to: URL(fileURLWithPath: outPath))
        try Data().write(to: URL(fileURLWithPath: errPath))
        try (stdin ?? Data()).write(to: URL(fileURLWithPath: inPath))
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        let err = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        let input = try FileHandle(forReadingFrom: URL(fileURLWithPath: inPath))
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        let timedOut = process.isRunning
        if timedOut { process.terminate(); process.waitUntilExit() }
        try? out.close(); try? err.close(); try? input.close()
        let outData = FileManager.default.contents(atPath: outPath) ?? Data()
        let errData = FileManager.default.contents(atPath: errPath) ?? Data()
        return ProcessOutput(status: timedOut ? -1 : process.terminationStatus,
                             stdout: String(decoding: outData, as: UTF8.self),
                             stderr: String(decoding: errData, as: UTF8.self))
    }

    /// The path of a program on PATH, or nil.
    public static func which(_ name: String) -> String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let path = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }
}
