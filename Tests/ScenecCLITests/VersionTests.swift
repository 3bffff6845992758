import Foundation
import TestSupport
import XCTest

/// `scenec --version`, the producer key of `dump --frames --json`, the build tool that stamps
/// the commit, and the binary installed alone, away from its build folder.
final class VersionTests: XCTestCase {
    private static let scenec = ScenecCLITests.scenec
    /// The build tool the VersionStamp plugin runs, built beside the tests.
    private static let stampTool = Bundle.main.bundleURL.appendingPathComponent("version-stamp-tool").path

    private var dir = ""

    override func setUpWithError() throws {
        dir = try Repository.temporaryDirectory("version")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: dir)
    }

    /// The commit git says the repository is at, or "unknown" in a tree without git metadata:
    /// an oracle independent of the stamp tool's own reading of git's files.
    private func repositoryCommit() throws -> String {
        guard FileManager.default.fileExists(atPath: Repository.path(".git")) else { return "unknown" }
        let git = try XCTUnwrap(Subprocess.which("git"), "a clone has git metadata, and git to read it")
        let head = try Subprocess.run(git, ["-C", Repository.root, "rev-parse", "HEAD"])
        XCTAssertEqual(head.status, 0, head.stderr)
        return head.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func testVersionNamesTheReleaseAndTheCommitBuiltFrom() throws {
        let r = try Subprocess.run(Self.scenec, ["--version"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let pattern = #"^scenec [0-9]+\.[0-9]+\.[0-9]+ \(commit ([0-9a-f]{40}|unknown)\)\n$"#
        XCTAssertNotNil(r.stdout.range(of: pattern, options: .regularExpression), r.stdout)
        XCTAssertTrue(r.stdout.contains("(commit \(try repositoryCommit()))"), r.stdout)
    }

    func testDumpJSONNamesTheScenecThatMadeIt() throws {
        let version = try Subprocess.run(Self.scenec, ["--version"]).stdout
        let r = try Subprocess.run(Self.scenec, ["dump", "--frames", "--json", Repository.path("Samples/card.xml")])
        XCTAssertEqual(r.status, 0, r.stderr)
        let layouts = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(layouts.count, 3)
        for layout in layouts {
            let producer = try XCTUnwrap(layout["producer"] as? [String: String])
            XCTAssertEqual(producer["name"], "scenec")
            let release = try XCTUnwrap(producer["version"])
            let commit = try XCTUnwrap(producer["commit"])
            XCTAssertEqual("scenec \(release) (commit \(commit))\n", version)
        }
    }

    /// `swift build -c release` and a copy of the binary anywhere: it reads no file beside
    /// itself and nothing of the build folder, so it compiles from any working directory.
    func testTheBinaryCopiedAloneCompilesFromAnotherFolder() throws {
        let bin = dir + "/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.scenec, toPath: bin + "/scenec")
        let work = dir + "/work"
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        let r = try Subprocess.run(bin + "/scenec", ["compile", Repository.path("Samples/signboard-fixed.xml"), "-o", "out"],
                                   in: work)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout, "wrote out/signboard-fixed.svg\nwrote out/signboard-fixed.html\n")
        for name in ["signboard-fixed.svg", "signboard-fixed.html"] {
            XCTAssertEqual(FileManager.default.contents(atPath: work + "/out/" + name),
                           FileManager.default.contents(atPath: Repository.path("Output/" + name)), name)
        }
    }

    // MARK: The stamp tool on git's file layouts

    private let commitA = String(repeating: "a1", count: 20)
    private let commitB = String(repeating: "b2", count: 20)

    private func write(_ relative: String, _ text: String) throws {
        let path = dir + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// What the tool stamps for the tree at `root` (relative to the test's folder).
    private func stamp(_ root: String) throws -> String {
        let output = dir + "/stamp.swift"
        let r = try Subprocess.run(Self.stampTool, [dir + "/" + root, output])
        XCTAssertEqual(r.status, 0, r.stderr)
        let text = try String(contentsOfFile: output, encoding: .utf8)
        let line = try XCTUnwrap(text.split(separator: "\n").first { $0.hasPrefix("let buildCommit = ") })
        return String(line.dropFirst("let buildCommit = ".count)).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
    }

    func testTheStampFollowsHEADThroughLooseAndPackedRefs() throws {
        try write("repo/.git/HEAD", "ref: refs/heads/main\n")
        try write("repo/.git/refs/heads/main", commitA + "\n")
        XCTAssertEqual(try stamp("repo"), commitA, "a loose ref")
        try FileManager.default.removeItem(atPath: dir + "/repo/.git/refs/heads/main")
        try write("repo/.git/packed-refs", "# pack-refs with: peeled fully-peeled sorted\n\(commitB) refs/heads/other\n\(commitA) refs/heads/main\n")
        XCTAssertEqual(try stamp("repo"), commitA, "a packed ref")
        try write("repo/.git/HEAD", commitB + "\n")
        XCTAssertEqual(try stamp("repo"), commitB, "a detached HEAD")
    }

    func testTheStampReadsAWorktreeThroughItsCommonFolder() throws {
        try write("main/.git/refs/heads/topic", commitB + "\n")
        try write("main/.git/worktrees/topic/HEAD", "ref: refs/heads/topic\n")
        try write("main/.git/worktrees/topic/commondir", "../..\n")
        try write("topic/.git", "gitdir: \(dir)/main/.git/worktrees/topic\n")
        XCTAssertEqual(try stamp("topic"), commitB)
    }

    func testATreeWithoutGitOrWithAStrangeHEADIsUnknown() throws {
        try FileManager.default.createDirectory(atPath: dir + "/plain", withIntermediateDirectories: true)
        XCTAssertEqual(try stamp("plain"), "unknown")
        try write("odd/.git/HEAD", "ref: refs/heads/missing\n")
        XCTAssertEqual(try stamp("odd"), "unknown")
        try write("odd/.git/HEAD", "not a commit\n")
        XCTAssertEqual(try stamp("odd"), "unknown")
    }
}
