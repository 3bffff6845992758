import Foundation
import TestSupport
import XCTest

/// `compile -j N` prints and writes exactly what `-j 1` does: the same standard output and
/// standard error, line for line and in the order the scenes were given, the same exit status
/// and the same files, byte for byte, whatever N.
final class ParallelCompileTests: XCTestCase {
    private var dir = ""

    override func setUpWithError() throws {
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: ScenecCLITests.scenec), "build scenec first: swift build")
        dir = try Repository.temporaryDirectory("parallel")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: dir)
    }

    private func write(_ name: String, _ text: String) throws -> String {
        let path = dir + "/" + name
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)), path)
        return path
    }

    /// Every file in `folder` (temporaries included: none may be left) with its bytes.
    private func contents(_ folder: String) -> [String: Data] {
        var result: [String: Data] = [:]
        for name in MeasuredScenec.files(in: folder) { result[name] = FileManager.default.contents(atPath: folder + "/" + name) }
        return result
    }

    /// One run of `compile -j jobs FILES -o OUT`, into a fresh folder at the same path each
    /// time, so that even the paths printed are comparable.
    private func run(_ files: [String], jobs: Int) throws -> (output: ProcessOutput, files: [String: Data]) {
        let out = dir + "/out"
        try? FileManager.default.removeItem(atPath: out)
        let output = try Subprocess.run(ScenecCLITests.scenec, ["compile", "-j", String(jobs)] + files + ["-o", out], timeout: 300)
        return (output, contents(out))
    }

    /// The samples, with scenes that fail, warn, cannot be read and clash in between: the
    /// batch whose every line and file must not depend on -j.
    private func mixedBatch() throws -> [String] {
        let samples = Repository.samples
        XCTAssertGreaterThan(samples.count, 20)
        let warns = try write("warns.xml", #"<scene width="10" height="10"><view frame="0 0 4 4" transform="scale(2)"/></scene>"#)
        let fails = try write("fails.xml", "<scene width=\"10\" height=\"10\">\n  <view frame=\"0 0 1\"/>\n  <veiw/>\n</scene>\n")
        // Named like Samples/card.xml, which comes before it: it must write nothing, and its
        // own warning is not printed, only the clash.
        let clashes = try write("other/card.xml", """
            <scene name="card"><viewport name="compact" width="10" height="10"/>
            <view frame="0 0 4 4" transform="scale(2)"/></scene>
            """)
        let missing = dir + "/missing.xml"
        let card = samples.firstIndex { $0.hasSuffix("/card.xml") }!
        var batch = samples
        batch.insert(contentsOf: [warns, fails], at: 3)
        batch.insert(contentsOf: [clashes, missing], at: card + 4)
        // The same file twice: it may replace its own files.
        batch.append(samples[0])
        batch.append(fails)
        return batch
    }

    func testEverySampleWithErrorsWarningsAndAClashIsTheSameAtEveryJobCount() throws {
        let batch = try mixedBatch()
        let (serial, serialFiles) = try run(batch, jobs: 1)
        XCTAssertEqual(serial.status, 1, serial.stderr)
        XCTAssertTrue(serial.stderr.contains("\(dir)/other/card.xml: error: 'card.compact.svg' would overwrite the output of '\(Repository.path("Samples/card.xml"))'"), serial.stderr)
        XCTAssertFalse(serial.stderr.contains("\(dir)/other/card.xml:2:"), "the clashing scene's warning is not printed")
        XCTAssertTrue(serial.stderr.contains("\(dir)/fails.xml:2:9: error: invalid 'frame'"), serial.stderr)
        XCTAssertTrue(serial.stderr.contains("warns.xml:1:37: warning:"), serial.stderr)
        XCTAssertTrue(serial.stdout.hasSuffix("with errors\n"), serial.stdout)
        XCTAssertGreaterThan(serialFiles.count, 40)
        XCTAssertFalse(serialFiles.keys.contains { $0.hasPrefix(".") }, "a temporary was left: \(serialFiles.keys.sorted())")
        for jobs in [2, 8] {
            let (parallel, parallelFiles) = try run(batch, jobs: jobs)
            XCTAssertEqual(parallel.status, serial.status, "-j \(jobs)")
            XCTAssertEqual(parallel.stdout, serial.stdout, "-j \(jobs)")
            XCTAssertEqual(parallel.stderr, serial.stderr, "-j \(jobs)")
            XCTAssertEqual(parallelFiles.keys.sorted(), serialFiles.keys.sorted(), "-j \(jobs)")
            XCTAssertTrue(parallelFiles == serialFiles, "-j \(jobs) wrote other bytes")
        }
    }

    /// The clash is the first of the scene's names, in the order made, that an earlier scene
    /// wrote, and the scene that made it is named: the same at every -j.
    func testAClashNamesTheFirstClashingFileAndItsScene() throws {
        let first = try write("a/one.xml", #"<scene name="one"><viewport name="wide" width="400" height="100"/></scene>"#)
        let second = try write("b/one.xml", #"<scene name="one"><viewport name="narrow" width="100" height="100"/><viewport name="wide" width="400" height="100"/></scene>"#)
        for jobs in [1, 2] {
            let (r, files) = try run([first, second], jobs: jobs)
            XCTAssertEqual(r.status, 1)
            XCTAssertEqual(r.stderr, "\(second): error: 'one.wide.svg' would overwrite the output of '\(first)'; give one of the scenes another name\n", "-j \(jobs)")
            XCTAssertEqual(files.keys.sorted(), ["one.wide.html", "one.wide.svg"], "-j \(jobs): the clashing scene writes nothing")
        }
    }

    /// The depfile lists each scene's reads in the order the scenes were given, whichever worker
    /// read them: the same bytes at every N.
    func testTheDepfileIsTheSameAtEveryJobCount() throws {
        let depfile = dir + "/deps/all.d"
        try FileManager.default.createDirectory(atPath: dir + "/deps", withIntermediateDirectories: true)
        var written: [Data] = []
        for jobs in [1, 2, 8] {
            try? FileManager.default.removeItem(atPath: depfile)
            let r = try Subprocess.run(ScenecCLITests.scenec, ["compile", "-j", String(jobs)] + Repository.samples
                                       + ["-o", dir + "/out", "--depfile", depfile], timeout: 300)
            XCTAssertEqual(r.status, 0, r.stderr)
            written.append(try XCTUnwrap(FileManager.default.contents(atPath: depfile), "-j \(jobs)"))
        }
        let text = String(decoding: written[0], as: UTF8.self)
        XCTAssertTrue(text.contains("Samples/Components/CustomView.xml"), "a component is listed")
        XCTAssertEqual(text.split(separator: "\n").filter { $0.contains(".svg") && $0.contains(":") }.count,
                       Repository.samples.count, "one rule per scene")
        XCTAssertEqual(written[1], written[0], "-j 2")
        XCTAssertEqual(written[2], written[0], "-j 8")
    }

    func testABadJobCountIsAUsageError() throws {
        let scene = try write("s.xml", #"<scene width="10" height="10"/>"#)
        for bad in [["-j", "0"], ["--jobs", "0"], ["-j", "-3"], ["-j", "two"], ["--jobs", ""]] {
            let r = try Subprocess.run(ScenecCLITests.scenec, ["compile", scene, "-o", dir + "/out"] + bad)
            XCTAssertEqual(r.status, 2, "\(bad): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains("Error:"), "\(bad): \(r.stderr)")
            XCTAssertEqual(r.stdout, "")
            XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/out"), "\(bad) wrote something")
        }
        let help = try Subprocess.run(ScenecCLITests.scenec, ["compile", "--help"])
        XCTAssertTrue(help.stdout.contains("-j, --jobs <N>"), help.stdout)
    }

    /// A slow first scene holds back the commits of every scene after it; the workers then stop
    /// a few scenes ahead instead of leaving every later scene's temporaries on disk. Polled,
    /// not timed: a poll can only miss a peak, never see one that is not there.
    func testFinishedScenesWaitingForASlowOneAreFew() throws {
        var slow = #"<scene name="slow" width="1000" height="1000">"# + "\n"
        for i in 0..<20_000 {
            slow += #"<view frame="\#(i % 100 * 10) \#(i / 100 % 500 * 2) 9 2" backgroundColor="systemBlue" borderWidth="1"/>"# + "\n"
        }
        var batch = [try write("slow.xml", slow + "</scene>\n")]
        for i in 0..<120 { batch.append(try write("fast\(i).xml", #"<scene name="fast\#(i)" width="10" height="10"/>"#)) }
        let out = dir + "/out"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let jobs = 2
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ScenecCLITests.scenec)
        process.arguments = ["compile", "-j", String(jobs)] + batch + ["-o", out]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        var most = 0
        while process.isRunning {
            most = max(most, MeasuredScenec.files(in: out).filter { $0.hasPrefix(".scenec-") }.count)
            usleep(2_000)
        }
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertEqual(MeasuredScenec.files(in: out).count, 2 * batch.count)
        // Two files a scene, at most 4 × jobs scenes claimed ahead of the one being committed.
        XCTAssertLessThanOrEqual(most, 2 * (4 * jobs + 1), "temporaries waiting at once")
        print("ParallelCompile: at most \(most) temporaries seen at once")
    }
}
