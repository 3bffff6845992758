import Foundation
import TestSupport
import XCTest

/// No data lost: a compile ended by SIGTERM, SIGINT or SIGUSR1 leaves no partial and no
/// temporary file, and files an earlier compile wrote stay byte for byte as they were, after an
/// interrupted recompile and after a failed one alike.
final class InterruptedCompileTests: XCTestCase {
    private var dir = ""

    override func setUpWithError() throws {
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: ScenecCLITests.scenec), "build scenec first: swift build")
        dir = try Repository.temporaryDirectory("interrupt")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: dir)
    }

    /// A flat scene named "big" of `views` bordered, rounded views: no constraints, so its
    /// time goes into parsing, layering and printing, and its files are large (40,000 views
    /// give 16 MB of SVG and 17 MB of HTML), which makes the write phase long enough to hit.
    /// In the debug build 40,000 views take about 8–10 s on the shared machine, the write
    /// starting about 0.1 s before the end.
    private func bigScene(_ views: Int, color: String = "systemBlue") -> String {
        var text = #"<scene name="big" width="1000" height="1000">"# + "\n"
        for i in 0..<views {
            text += #"<view frame="\#(i % 100 * 10) \#(i / 100 % 500 * 2) 9 2" backgroundColor="\#(color)" borderWidth="1" borderColor="systemRed" cornerRadius="1"/>"# + "\n"
        }
        return text + "</scene>\n"
    }

    private func write(_ name: String, _ text: String) -> String {
        let path = dir + "/" + name
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)), path)
        return path
    }

    /// Starts `scenec compile scene -o out` without waiting for it.
    private func start(_ scene: String, _ out: String) throws -> Process {
        try start([scene], out, options: [])
    }

    /// Starts `scenec compile OPTIONS SCENES -o out` without waiting for it.
    private func start(_ scenes: [String], _ out: String, options: [String]) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ScenecCLITests.scenec)
        process.arguments = ["compile"] + options + scenes + ["-o", out]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Waits for the process, killing it after `timeout` seconds so a hang fails the test.
    private func finish(_ process: Process, timeout: Double = 120) {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning {
            XCTFail("scenec still running after \(timeout) s")
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
    }

    /// Asserts the process ended because of `signal`, the way the handler ends it (it re-raises
    /// the signal with the default action), or at least did not succeed.
    private func assertEndedBy(_ process: Process, _ signal: Int32, file: StaticString = #filePath, line: UInt = #line) {
        if process.terminationReason == .uncaughtSignal {
            XCTAssertEqual(process.terminationStatus, signal, "ended by another signal", file: file, line: line)
        } else {
            XCTAssertNotEqual(process.terminationStatus, 0, "an interrupted compile must not report success", file: file, line: line)
        }
    }

    private func contents(_ dir: String) -> [String: Data] {
        var result: [String: Data] = [:]
        for name in MeasuredScenec.files(in: dir) { result[name] = FileManager.default.contents(atPath: dir + "/" + name) }
        return result
    }

    // MARK: While busy

    /// SIGTERM a second into a large compile: it ends by the signal and writes nothing.
    func testSIGTERMLeavesNoFile() throws {
        try assertSignalWhileBusyLeavesNothing(SIGTERM)
    }

    /// The same for SIGINT (Ctrl-C in a terminal).
    func testSIGINTLeavesNoFile() throws {
        try assertSignalWhileBusyLeavesNothing(SIGINT)
    }

    private func assertSignalWhileBusyLeavesNothing(_ signal: Int32, file: StaticString = #filePath, line: UInt = #line) throws {
        let scene = write("big.xml", bigScene(40_000))
        let out = dir + "/out"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let process = try start(scene, out)
        usleep(1_000_000)
        XCTAssertTrue(process.isRunning, "the compile should take longer than a second", file: file, line: line)
        kill(process.processIdentifier, signal)
        finish(process)
        assertEndedBy(process, signal, file: file, line: line)
        XCTAssertEqual(MeasuredScenec.files(in: out), [], "no output and no temporary file", file: file, line: line)
    }

    // MARK: While writing

    /// The signal lands in the write phase: the output directory is watched and the signal
    /// sent the moment anything appears in it, which is while the first file is being written.
    /// Whatever was on its way to disk must be gone: no partial file, no temporary of any name
    /// (not only scenec's own `.scenec-XXXXXX`: `FileManager.createFile` writes atomically through
    /// a temporary of its own, `.dat.nosync…`, beside the target).
    func testSIGTERMWhileWritingLeavesNoPartialOrTemporaryFile() throws {
        try assertSignalWhileWritingLeavesNothing(SIGTERM)
    }

    func testSIGINTWhileWritingLeavesNoPartialOrTemporaryFile() throws {
        try assertSignalWhileWritingLeavesNothing(SIGINT)
    }

    /// SIGUSR1 ends a process by default too, and is handled like SIGTERM.
    func testSIGUSR1WhileWritingLeavesNoPartialOrTemporaryFile() throws {
        try assertSignalWhileWritingLeavesNothing(SIGUSR1)
    }

    private func assertSignalWhileWritingLeavesNothing(_ signal: Int32, file: StaticString = #filePath, line: UInt = #line) throws {
        let scene = write("big.xml", bigScene(40_000))
        let out = dir + "/out"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let process = try start(scene, out)
        var seen: [String] = []
        let deadline = Date().addingTimeInterval(120)
        while process.isRunning && Date() < deadline {
            seen = MeasuredScenec.files(in: out)
            if !seen.isEmpty { kill(process.processIdentifier, signal); break }
            usleep(500)
        }
        finish(process)
        XCTAssertFalse(seen.isEmpty, "the signal should have been sent during the write", file: file, line: line)
        // What appears first is a temporary whose name no one can guess (six random
        // characters), not one made of the process id and the target's name.
        for name in seen where !name.hasSuffix(".svg") && !name.hasSuffix(".html") {
            XCTAssertNotNil(name.wholeMatch(of: /\.scenec-[A-Za-z0-9]{6}/), "a predictable temporary name: \(name)", file: file, line: line)
        }
        print("InterruptedCompile: signal \(signal) sent on seeing \(seen); exit reason \(process.terminationReason.rawValue), status \(process.terminationStatus)")
        let left = MeasuredScenec.files(in: out)
        if process.terminationReason == .exit && process.terminationStatus == 0 {
            // The signal came too late to matter: then both files are whole.
            XCTAssertEqual(left, ["big.html", "big.svg"], file: file, line: line)
        } else {
            XCTAssertEqual(left, [], "an interrupted write must leave nothing behind", file: file, line: line)
        }
    }

    // MARK: Earlier files

    /// Files of an earlier successful compile survive an interrupted recompile and a failed one
    /// byte for byte, and nothing is added beside them.
    func testEarlierFilesSurviveAnInterruptedAndAFailedRecompile() throws {
        let out = dir + "/out"
        let small = write("small.xml", #"<scene name="big" width="100" height="100"><view frame="10 10 20 20" backgroundColor="systemGreen"/></scene>"#)
        let first = try Subprocess.run(ScenecCLITests.scenec, ["compile", small, "-o", out])
        XCTAssertEqual(first.status, 0, first.stderr)
        let before = contents(out)
        XCTAssertEqual(before.keys.sorted(), ["big.html", "big.svg"])

        // Interrupted while busy.
        let large = write("big.xml", bigScene(40_000))
        let process = try start(large, out)
        usleep(1_000_000)
        XCTAssertTrue(process.isRunning)
        kill(process.processIdentifier, SIGTERM)
        finish(process)
        assertEndedBy(process, SIGTERM)
        XCTAssertEqual(contents(out), before, "an interrupted recompile changed the earlier files")

        // Failed: the same scene name, now with an error.
        let broken = write("small.xml", #"<scene name="big" width="100" height="100"><view frame="10 10 20"/></scene>"#)
        let failed = try Subprocess.run(ScenecCLITests.scenec, ["compile", broken, "-o", out])
        XCTAssertEqual(failed.status, 1)
        XCTAssertTrue(failed.stderr.hasPrefix("\(broken):1:50: error: invalid 'frame'"), failed.stderr)
        XCTAssertEqual(contents(out), before, "a failed recompile changed the earlier files")
    }

    /// Signals at spread moments of a run on a directory that holds an earlier compile's files:
    /// once during layout, then at growing delays after the first new entry appears in the
    /// directory, which sweeps the write phase (the first file, the second, the renames). Each
    /// time the directory must hold either the earlier pair or the new pair, whole (the run
    /// finished first), never a mix, a partial file or a temporary.
    func testSignalsAtSpreadDelaysNeverLeaveAMixOrAPartialFile() throws {
        let newScene = write("new.xml", bigScene(15_000, color: "systemTeal"))
        let reference = dir + "/reference"
        let started = Date()
        let whole = try Subprocess.run(ScenecCLITests.scenec, ["compile", newScene, "-o", reference])
        let length = Date().timeIntervalSince(started)
        XCTAssertEqual(whole.status, 0, whole.stderr)
        let newPair = contents(reference)
        XCTAssertEqual(newPair.keys.sorted(), ["big.html", "big.svg"])

        enum Moment { case intoTheRun(Double), afterTheFirstWrite(Double) }
        // With 15,000 views the write phase lasts about 60 ms in the debug build; the last
        // delay lands after it, when the run has usually finished.
        let moments: [Moment] = [.intoTheRun(0.5)] + [0, 0.005, 0.02, 0.04, 0.1].map { Moment.afterTheFirstWrite($0) }
        let oldScene = write("old.xml", bigScene(10))
        for (index, moment) in moments.enumerated() {
            let out = dir + "/out\(index)"
            XCTAssertEqual(try Subprocess.run(ScenecCLITests.scenec, ["compile", oldScene, "-o", out]).status, 0)
            let oldPair = contents(out)
            XCTAssertEqual(oldPair.keys.sorted(), ["big.html", "big.svg"])
            let process = try start(newScene, out)
            switch moment {
            case .intoTheRun(let fraction):
                usleep(useconds_t(length * fraction * 1_000_000))
            case .afterTheFirstWrite(let delay):
                while process.isRunning && Set(MeasuredScenec.files(in: out)) == Set(oldPair.keys) { usleep(500) }
                usleep(useconds_t(delay * 1_000_000))
            }
            let seen = MeasuredScenec.files(in: out)
            kill(process.processIdentifier, index % 2 == 0 ? SIGTERM : SIGINT)
            finish(process)
            let now = contents(out)
            print("InterruptedCompile: signal at \(moment) on seeing \(seen): exit reason \(process.terminationReason.rawValue), status \(process.terminationStatus), files \(now.keys.sorted())")
            XCTAssertTrue(now == oldPair || now == newPair,
                          "signal at \(moment) left \(now.keys.sorted()): neither the earlier nor the new pair, whole")
        }
    }

    // MARK: Several scenes on several threads

    /// `-j 2`, four large scenes: signals at spread moments, from layout to the last renames,
    /// while two workers write temporaries at once. Each time the folder must hold only whole
    /// scenes, every file byte for byte as a whole run writes it (both files of a scene or
    /// neither), and no temporary of either worker.
    func testSignalsDuringAParallelBatchLeaveOnlyWholeScenes() throws {
        let scenes = (1...4).map { k in
            write("big\(k).xml", bigScene(8_000, color: "systemTeal").replacingOccurrences(of: #"name="big""#, with: #"name="big\#(k)""#))
        }
        let reference = dir + "/reference"
        let started = Date()
        let whole = try Subprocess.run(ScenecCLITests.scenec, ["compile", "-j", "2"] + scenes + ["-o", reference])
        let length = Date().timeIntervalSince(started)
        XCTAssertEqual(whole.status, 0, whole.stderr)
        let all = contents(reference)
        XCTAssertEqual(all.count, 8)
        let fractions = [0.2, 0.4, 0.6, 0.75, 0.9]
        for (index, fraction) in fractions.enumerated() {
            let out = dir + "/out\(index)"
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
            let process = try start(scenes, out, options: ["-j", "2"])
            usleep(useconds_t(length * fraction * 1_000_000))
            let signal = index % 2 == 0 ? SIGTERM : SIGINT
            kill(process.processIdentifier, signal)
            finish(process)
            let left = contents(out)
            print("InterruptedCompile: -j 2, signal at \(fraction) of the run: exit reason \(process.terminationReason.rawValue), status \(process.terminationStatus), files \(left.keys.sorted())")
            if process.terminationReason == .uncaughtSignal { XCTAssertEqual(process.terminationStatus, signal) }
            for (name, bytes) in left {
                XCTAssertEqual(bytes, all[name], "\(name): not a file of the whole run, or not whole")
            }
            let scenesLeft = Set(left.keys.map { String($0.prefix { $0 != "." }) })
            // Committed in the order given: the first m scenes, whole, and none after them.
            XCTAssertEqual(scenesLeft.sorted(), (0..<scenesLeft.count).map { "big\($0 + 1)" }, "not the first scenes of the batch")
            for scene in scenesLeft {
                XCTAssertNotNil(left[scene + ".svg"], "\(scene): its HTML without its SVG")
                XCTAssertNotNil(left[scene + ".html"], "\(scene): its SVG without its HTML")
            }
        }
    }
}
