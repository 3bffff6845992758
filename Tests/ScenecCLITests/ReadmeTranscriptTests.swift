import Foundation
import TestSupport
import XCTest

/// Every transcript in the README is what scenec prints today: each `$ swift run scenec …`
/// line of a `console` block whose files are samples is run, in a copy of `Samples/` so that
/// no file of the repository is written, and what it prints must be the lines below it, up to
/// the next command or the block's end, as a terminal shows them: diagnostics first (stderr),
/// then what was written (stdout).
final class ReadmeTranscriptTests: XCTestCase {
    private struct Transcript {
        var line: Int
        var arguments: [String]
        var expected: [String]
    }

    /// The commands of the README's console blocks that read only samples, with their output.
    private static func transcripts() throws -> [Transcript] {
        let lines = try String(contentsOfFile: Repository.path("README.md"), encoding: .utf8).components(separatedBy: "\n")
        var found: [Transcript] = []
        var inConsole = false
        for (index, line) in lines.enumerated() {
            if line.hasPrefix("```") { inConsole = line == "```console"; continue }
            guard inConsole else { continue }
            if line.hasPrefix("$ ") {
                let command = line.dropFirst(2).components(separatedBy: " #").first ?? ""
                let words = command.split(separator: " ").map(String.init)
                let runsASample = words.starts(with: ["swift", "run", "scenec"])
                    && words.contains { $0.hasPrefix("Samples/") }
                    && !words.contains("preview")
                found.append(Transcript(line: index + 1, arguments: runsASample ? Array(words.dropFirst(3)) : [], expected: []))
            } else if !found.isEmpty {
                found[found.count - 1].expected.append(line)
            }
        }
        return found.filter { !$0.arguments.isEmpty }
    }

    func testEveryTranscriptIsWhatScenecPrints() throws {
        let transcripts = try Self.transcripts()
        XCTAssertGreaterThanOrEqual(transcripts.count, 6, "the README's sample commands were not found")
        let folder = try Repository.temporaryDirectory("readme")
        try FileManager.default.copyItem(atPath: Repository.path("Samples"), toPath: folder + "/Samples")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for transcript in transcripts {
            let result = try Subprocess.run(ScenecCLITests.scenec, transcript.arguments, in: folder)
            let printed = (result.stderr + result.stdout).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            XCTAssertEqual(printed.filter { !$0.isEmpty }, transcript.expected.filter { !$0.isEmpty },
                           "README.md:\(transcript.line): scenec \(transcript.arguments.joined(separator: " "))")
        }
    }
}
