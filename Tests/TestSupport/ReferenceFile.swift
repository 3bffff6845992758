import Foundation
import XCTest

/// A checked-in text that a test's output must equal byte for byte, kept where
/// swift-snapshot-testing keeps its references: `__Snapshots__/<test file>/<test>.<name>.<ext>`
/// beside the test file. The scenec package's own tests compare against such files without
/// depending on swift-snapshot-testing, so that resolving the package for the CLI's build fetches
/// nothing but swift-argument-parser; the strategies' package, Tests/SceneSnapshotTesting, uses
/// the library itself.
///
/// `SNAPSHOT_TESTING_RECORD` decides when a reference is written, with the library's meanings:
/// `missing` (the default) writes an absent one, `failed` also one that differs, `all` every one,
/// `never` none. A written reference still fails the test, so that a recording is never a pass;
/// `git diff` then shows what changed.
public struct ReferenceFile {
    /// The file's absolute path.
    public let path: String

    /// The reference of test `testName` (as `#function` gives it) in `testFile` (as `#filePath`
    /// gives it), told apart from the test's other references by `name`.
    public init(testFile: String, testName: String, name: String, pathExtension: String) {
        let file = URL(fileURLWithPath: testFile)
        let folder = file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
        path = folder.appendingPathComponent("\(Self.sanitized(testName)).\(name).\(pathExtension)").path
    }

    /// `testSampleDumps()` → `testSampleDumps`: what swift-snapshot-testing names a test's
    /// files, every run of characters other than letters, digits and `_` becoming one `-`, with
    /// none at either end.
    static func sanitized(_ testName: String) -> String {
        var out = ""
        for c in testName {
            if c.isLetter || c.isNumber || c == "_" { out.append(c) } else if out.last != "-" { out.append("-") }
        }
        return String(out.drop { $0 == "-" }.reversed().drop { $0 == "-" }.reversed())
    }

    /// Why `text` is not the reference, or nil when it is, byte for byte; writes the reference
    /// when `mode` (`SNAPSHOT_TESTING_RECORD`'s value unless given) says to, and says so.
    public func mismatch(_ text: String,
                         mode: String = ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"] ?? "missing") -> String? {
        let actual = Data(text.utf8)
        guard let expected = FileManager.default.contents(atPath: path) else {
            if mode == "never" { return "no reference at \(path) (SNAPSHOT_TESTING_RECORD=never)" }
            return record(actual, because: "no reference was found")
        }
        if mode == "all" { return record(actual, because: "SNAPSHOT_TESTING_RECORD=all") }
        if expected == actual { return nil }
        if mode == "failed" { return record(actual, because: "the output differed") }
        return "output differs from \(path):\n" + difference(actual)
    }

    private func record(_ data: Data, because reason: String) -> String {
        do {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: path))
            return "\(reason): recorded \(path); review it with git diff"
        } catch {
            return "\(reason), and recording \(path) failed: \(error)"
        }
    }

    /// `diff -u` of the reference and `actual`, written beside the system's temporary files so
    /// that it can be opened as well; the first 60 lines of the diff.
    private func difference(_ actual: Data) -> String {
        let name = URL(fileURLWithPath: path).lastPathComponent
        let copy = NSTemporaryDirectory() + "scenec-actual-\(getpid())-" + name
        guard FileManager.default.createFile(atPath: copy, contents: actual),
              let diff = try? Subprocess.run("diff", ["-u", path, copy]) else {
            return "(the actual output could not be written to \(copy) for diff)"
        }
        let lines = diff.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let shown = lines.prefix(60).joined(separator: "\n")
        return shown + (lines.count > 60 ? "\n… \(lines.count - 60) more lines of diff" : "")
            + "\nactual output: \(copy); re-record on purpose with SNAPSHOT_TESTING_RECORD=failed"
    }
}

/// Fails the test unless `text` equals its reference file byte for byte (see ``ReferenceFile``).
///
///     assertMatchesReference(SVGPrinter.print(tree), named: "board", pathExtension: "svg")
///
/// compares with `__Snapshots__/SVGPrinterTests/testPrintsNestedGroups.board.svg` beside the
/// test file when called from `testPrintsNestedGroups()` in SVGPrinterTests.swift.
public func assertMatchesReference(_ text: String, named name: String, pathExtension: String = "txt",
                                   file: StaticString = #filePath, testName: String = #function, line: UInt = #line) {
    let reference = ReferenceFile(testFile: "\(file)", testName: testName, name: name, pathExtension: pathExtension)
    if let failure = reference.mismatch(text) {
        XCTFail(failure, file: file, line: line)
    }
}
