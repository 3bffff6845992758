import Foundation
import TestSupport
import XCTest

/// One run of the built `scenec` under `/usr/bin/time`: what it printed, how it ended, and the
/// wall time and peak resident memory the kernel accounted to it (children included).
struct MeasuredRun {
    var status: Int32
    var stdout: String
    var stderr: String
    var seconds: Double
    /// Peak resident set size in kilobytes, GNU time's `%M`.
    var kilobytes: Int

    var megabytes: Double { Double(kilobytes) / 1024 }
}

enum MeasuredScenec {
    /// The `scenec` built beside this test bundle (the debug build under `swift test`).
    static var scenec: String { ScenecCLITests.scenec }

    /// GNU time, which the `time` apt package installs (`.ci/install-deps` adds it when missing).
    static let time = "/usr/bin/time"

    /// Runs `scenec args` under `/usr/bin/time -f "%e %M"`; a run still going after `timeout`
    /// seconds is killed and comes back with status -1, so a hang fails instead of stalling.
    static func run(_ args: [String], timeout: Double = 120) throws -> MeasuredRun {
        let dir = try Repository.temporaryDirectory("time")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let report = dir + "/time"
        let r = try Subprocess.run(time, ["-f", "%e %M", "-o", report, scenec] + args, timeout: timeout)
        // GNU time writes "Command exited with non-zero status N" first when the status is not
        // zero, and the format line last.
        let text = (try? String(contentsOfFile: report, encoding: .utf8)) ?? ""
        let figures = text.split(separator: "\n").last?.split(separator: " ") ?? []
        let seconds = figures.first.flatMap { Double($0) } ?? .infinity
        let kilobytes = figures.dropFirst().first.flatMap { Int($0) } ?? .max
        return MeasuredRun(status: r.status, stdout: r.stdout, stderr: r.stderr, seconds: seconds, kilobytes: kilobytes)
    }

    /// The names in a directory, hidden ones included (temporaries start with a dot), sorted;
    /// empty when the directory does not exist.
    static func files(in dir: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted()
    }
}
