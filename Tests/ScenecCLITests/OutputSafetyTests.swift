import Foundation
import TestSupport
import XCTest

/// How scenec writes into a folder others might reach: temporaries no planted link can
/// redirect, folders another user could change refused, a batch replaced all or nothing,
/// file-size limits and a closed standard output reported, never a partial file.
final class OutputSafetyTests: XCTestCase {
    private var dir = ""

    override func setUpWithError() throws {
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: ScenecCLITests.scenec), "build scenec first: swift build")
        dir = try Repository.temporaryDirectory("output-safety")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: dir)
    }

    private func write(_ name: String, _ text: String) -> String {
        let path = dir + "/" + name
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)), path)
        return path
    }

    private func scene(_ color: String) -> String {
        #"<scene name="s"><viewport name="a" width="40" height="40"/><viewport name="b" width="60" height="40"/><view frame="5 5 20 20" backgroundColor="\#(color)"/></scene>"#
    }

    private func contents(_ folder: String) -> [String: Data] {
        var result: [String: Data] = [:]
        for name in MeasuredScenec.files(in: folder) { result[name] = FileManager.default.contents(atPath: folder + "/" + name) }
        return result
    }

    private func shell(_ script: String) throws -> ProcessOutput {
        try Subprocess.run("/bin/sh", ["-c", script])
    }

    private func mode(_ path: String) -> mode_t {
        var info = stat()
        XCTAssertEqual(stat(path, &info), 0, path)
        return info.st_mode & 0o7777
    }

    // MARK: Planted links

    /// Links planted at every final name point at a file the attacker wants overwritten: the
    /// compile replaces the links themselves and the target keeps its bytes. Files get the
    /// mode `creat` would give (0666 less the umask), temporaries are gone.
    func testPlantedLinksAreReplacedNotFollowed() throws {
        let out = dir + "/out"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let victim = write("victim", "precious\n")
        for name in ["s.a.svg", "s.a.html", "s.b.svg", "s.b.html"] {
            try FileManager.default.createSymbolicLink(atPath: out + "/" + name, withDestinationPath: victim)
        }
        let r = try Subprocess.run(ScenecCLITests.scenec, ["compile", write("s.xml", scene("systemRed")), "-o", out])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(try String(contentsOfFile: victim, encoding: .utf8), "precious\n")
        XCTAssertEqual(MeasuredScenec.files(in: out), ["s.a.html", "s.a.svg", "s.b.html", "s.b.svg"])
        let mask = umask(0)
        umask(mask)
        for name in MeasuredScenec.files(in: out) {
            XCTAssertNil(try? FileManager.default.destinationOfSymbolicLink(atPath: out + "/" + name), name)
            XCTAssertEqual(mode(out + "/" + name), 0o666 & ~mask, name)
        }
    }

    // MARK: A folder swapped for a link

    /// While `preview --watch` runs, the output folder is renamed away and a symbolic link to
    /// another folder put at its name, as whoever can write the folder's parent could do. The
    /// next compile writes into the folder scenec opened and checked (now under its new name),
    /// and nothing into the link's target: not its page over the file there, not a temporary.
    /// The old build checked the folder by path once and then wrote by path, through the link.
    func testAFolderSwappedForALinkDuringAWatchGetsTheFilesAndTheLinkTargetNone() throws {
        let out = dir + "/out", moved = dir + "/moved", elsewhere = dir + "/elsewhere"
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        let precious = elsewhere + "/w.html"
        XCTAssertTrue(FileManager.default.createFile(atPath: precious, contents: Data("precious\n".utf8)))
        let sceneFile = write("w.xml", #"<scene name="w" width="40" height="40"><view frame="5 5 20 20" backgroundColor="systemRed"/></scene>"#)
        let preview = try WatchingPreview(sceneFile, out: out)
        defer { preview.stop() }
        let lines = preview.lines
        XCTAssertTrue(lines.wait(for: "watching \(sceneFile); Ctrl-C stops"), lines.text)
        let firstPage = try XCTUnwrap(FileManager.default.contents(atPath: out + "/w.html"))

        XCTAssertEqual(rename(out, moved), 0)
        try FileManager.default.createSymbolicLink(atPath: out, withDestinationPath: elsewhere)
        _ = write("w.xml", #"<scene name="w" width="40" height="40"><view frame="5 5 20 20" backgroundColor="systemBlue"/></scene>"#)
        XCTAssertTrue(lines.wait(for: "updated 1 page", timeout: 10), lines.text)

        XCTAssertEqual(MeasuredScenec.files(in: elsewhere), ["w.html"], "no page, stamp or temporary in the link's target")
        XCTAssertEqual(try String(contentsOfFile: precious, encoding: .utf8), "precious\n")
        XCTAssertEqual(MeasuredScenec.files(in: moved), ["w.html", "w.reload.js"], "no temporary left")
        XCTAssertNotEqual(FileManager.default.contents(atPath: moved + "/w.html"), firstPage, "the new page went to the folder scenec checked")
    }

    /// An output path that is itself a symbolic link to a folder is refused before any work:
    /// whoever can change the link could send the files elsewhere. The folder it leads to can
    /// be given instead.
    func testAnOutputPathThatIsALinkIsRefused() throws {
        let target = dir + "/real", link = dir + "/link"
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let sceneFile = write("s.xml", scene("systemRed"))
        for given in [link, link + "/"] {
            let r = try Subprocess.run(ScenecCLITests.scenec, ["compile", sceneFile, "-o", given])
            XCTAssertEqual(r.status, 2)
            XCTAssertEqual(r.stderr, "scenec: error: the output folder '\(given)' is a symbolic link, which scenec does not follow (whoever can change the link could send the files elsewhere); give the folder it leads to\n")
            XCTAssertEqual(MeasuredScenec.files(in: target), [])
        }
        // A link among the parents is followed: it is the user's own path.
        let r = try Subprocess.run(ScenecCLITests.scenec, ["compile", sceneFile, "-o", link + "/inside"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(MeasuredScenec.files(in: target + "/inside"), ["s.a.html", "s.a.svg", "s.b.html", "s.b.svg"])
    }

    /// A link among the output path's parents is followed only where no other user could have
    /// put it or can swap it: in a folder every user may write to (not sticky), whoever swaps
    /// the link chooses the folder scenec writes into.
    func testALinkAmongTheParentsIsFollowedOnlyWhereNoOtherUserCouldHavePutIt() throws {
        let shared = dir + "/shared", target = dir + "/real"
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: shared + "/link", withDestinationPath: target)
        XCTAssertEqual(chmod(shared, 0o777), 0)
        let sceneFile = write("s.xml", scene("systemRed"))
        let refused = try Subprocess.run(ScenecCLITests.scenec, ["compile", sceneFile, "-o", shared + "/link/out"])
        XCTAssertEqual(refused.status, 2)
        XCTAssertEqual(refused.stderr, "scenec: error: cannot use the output folder '\(shared)/link/out': '\(shared)/link' is a symbolic link that another user made or could replace (it is in a folder others may write to), so scenec does not follow it; give a path without it\n")
        XCTAssertEqual(MeasuredScenec.files(in: target), [])
        // Sticky, others cannot replace the link: it is followed.
        XCTAssertEqual(chmod(shared, 0o1777), 0)
        let followed = try Subprocess.run(ScenecCLITests.scenec, ["compile", sceneFile, "-o", shared + "/link/out"])
        XCTAssertEqual(followed.status, 0, followed.stderr)
        XCTAssertEqual(MeasuredScenec.files(in: target + "/out").count, 4)
    }

    /// A parent the user may search but not list (mode 0711, another user's) is on the path
    /// of many output folders; the folder is opened through it (`O_PATH`), as a path was.
    /// Run as root, the test runs scenec as `nobody` under such a parent; otherwise it is skipped.
    func testAParentThatCanBeSearchedButNotListedIsNoObstacle() throws {
        try XCTSkipUnless(geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"), "needs root and setpriv to run as another user")
        let parent = dir + "/searchable", own = parent + "/nobody"
        try FileManager.default.createDirectory(atPath: own, withIntermediateDirectories: true)
        XCTAssertEqual(chmod(dir, 0o755), 0)
        XCTAssertEqual(chmod(parent, 0o711), 0)
        XCTAssertEqual(chown(own, 65534, 65534), 0)
        let sceneFile = write("s.xml", scene("systemRed"))
        XCTAssertEqual(chmod(sceneFile, 0o644), 0)
        let r = try Subprocess.run("/usr/bin/setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups", ScenecCLITests.scenec, "compile", sceneFile, "-o", own + "/out"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(MeasuredScenec.files(in: own + "/out"), ["s.a.html", "s.a.svg", "s.b.html", "s.b.svg"])
    }

    // MARK: Folders others can change

    /// A folder every user may write to is refused before any work, unless sticky.
    func testWorldWritableFolderIsRefusedUnlessSticky() throws {
        let out = dir + "/shared"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        chmod(out, 0o777)
        let sceneFile = write("s.xml", scene("systemRed"))
        let refused = try Subprocess.run(ScenecCLITests.scenec, ["compile", sceneFile, "-o", out])
        XCTAssertEqual(refused.status, 2)
        XCTAssertEqual(refused.stderr, "scenec: error: the output folder '\(out)' is writable by every user and not sticky, so anyone could replace its files; remove that permission (chmod o-w) or write elsewhere\n")
        XCTAssertEqual(MeasuredScenec.files(in: out), [])
        chmod(out, 0o1777)
        let sticky = try Subprocess.run(ScenecCLITests.scenec, ["compile", sceneFile, "-o", out])
        XCTAssertEqual(sticky.status, 0, sticky.stderr)
        XCTAssertEqual(MeasuredScenec.files(in: out).count, 4)
    }

    /// A folder that belongs to another user is refused. Run as root, the test gives a folder
    /// to `nobody`; otherwise `/` already belongs to root.
    func testFolderOfAnotherUserIsRefused() throws {
        var out = "/"
        if geteuid() == 0 {
            out = dir + "/theirs"
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
            XCTAssertEqual(chown(out, 65534, 65534), 0)
        }
        var info = stat()
        XCTAssertEqual(stat(out, &info), 0)
        XCTAssertNotEqual(info.st_uid, geteuid())
        let r = try Subprocess.run(ScenecCLITests.scenec, ["compile", write("s.xml", scene("systemRed")), "-o", out])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, "scenec: error: the output folder '\(out)' belongs to another user (uid \(info.st_uid)); write into a folder of your own\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: out + "/s.a.svg"))
    }

    /// `preview` without `-o` writes into the user's own folder, mode 0700, and refuses that
    /// name when someone else made it first.
    func testPreviewDefaultFolderIsTheUsersOwn() throws {
        let sceneFile = write("s.xml", scene("systemRed"))
        let r = try shell("TMPDIR='\(dir)' exec '\(ScenecCLITests.scenec)' preview '\(sceneFile)'")
        XCTAssertEqual(r.status, 0, r.stderr)
        let folder = dir + "/scenec-preview-\(geteuid())"
        XCTAssertEqual(mode(folder), 0o700)
        XCTAssertEqual(MeasuredScenec.files(in: folder), ["s.a.html", "s.b.html"])
        XCTAssertTrue(r.stdout.contains("file://\(folder)/s.a.html"), r.stdout)
        if geteuid() == 0 {
            XCTAssertEqual(chown(folder, 65534, 65534), 0)
            let planted = try shell("TMPDIR='\(dir)' exec '\(ScenecCLITests.scenec)' preview '\(sceneFile)'")
            XCTAssertEqual(planted.status, 2)
            XCTAssertTrue(planted.stderr.contains("belongs to another user"), planted.stderr)
        }
    }

    /// An empty `-o` is a usage error, not the working directory.
    func testEmptyOutputPathIsAUsageError() throws {
        let r = try Subprocess.run(ScenecCLITests.scenec, ["compile", write("s.xml", scene("systemRed")), "-o", ""])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.contains("the output folder (-o) is an empty path"), r.stderr)
    }

    // MARK: All or nothing

    /// The last of four renames fails (a folder sits at its name): the three before it are
    /// undone, so the folder holds the earlier compile's files byte for byte, and the message
    /// says nothing changed.
    func testAFailedLaterRenameRollsBackTheEarlierOnes() throws {
        let out = dir + "/out"
        let sceneFile = write("s.xml", scene("systemRed"))
        XCTAssertEqual(try Subprocess.run(ScenecCLITests.scenec, ["compile", sceneFile, "-o", out]).status, 0)
        try FileManager.default.removeItem(atPath: out + "/s.b.html")
        try FileManager.default.createDirectory(atPath: out + "/s.b.html/inside", withIntermediateDirectories: true)
        let before = contents(out)
        _ = write("s.xml", scene("systemBlue"))
        let r = try Subprocess.run(ScenecCLITests.scenec, ["compile", sceneFile, "-o", out])
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stderr, "scenec: error: cannot write '\(out)/s.b.html': Is a directory; no file was changed\n")
        XCTAssertEqual(contents(out), before)
        XCTAssertEqual(MeasuredScenec.files(in: out), ["s.a.html", "s.a.svg", "s.b.html", "s.b.svg"], "no temporary or backup left")
    }

    /// A file-size limit (`ulimit -f`) makes a write fail: with SIGXFSZ ignored the write
    /// returns EFBIG, which is reported, and no partial file or temporary is left.
    func testFileSizeLimitIsReportedAndLeavesNothing() throws {
        let out = dir + "/out"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let sceneFile = write("s.xml", scene("systemRed"))
        // 1 block of 512 or 1024 bytes: every file is larger.
        let r = try shell("ulimit -f 1; exec '\(ScenecCLITests.scenec)' compile '\(sceneFile)' -o '\(out)'")
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertEqual(r.stderr, "scenec: error: cannot write '\(out)/s.a.svg': File too large\n")
        XCTAssertEqual(MeasuredScenec.files(in: out), [])
    }

    // MARK: Standard output

    /// With standard output closed, the batch still writes every scene's files, says once on
    /// standard error that its results are lost, and fails.
    func testClosedStandardOutputIsReportedAndTheBatchGoesOn() throws {
        let out = dir + "/out"
        let first = write("s.xml", scene("systemRed"))
        let second = write("t.xml", #"<scene name="t" width="40" height="40"/>"#)
        let r = try shell("exec '\(ScenecCLITests.scenec)' compile '\(first)' '\(second)' -o '\(out)' >&-")
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stderr, "scenec: error: cannot write to standard output: Bad file descriptor; the remaining results are not shown\n")
        XCTAssertEqual(MeasuredScenec.files(in: out), ["s.a.html", "s.a.svg", "s.b.html", "s.b.svg", "t.html", "t.svg"])
    }

    /// A pipe whose reader has gone: EPIPE instead of a silent SIGPIPE death.
    func testClosedPipeIsReportedAndTheBatchGoesOn() throws {
        let out = dir + "/out"
        let first = write("s.xml", scene("systemRed"))
        let second = write("t.xml", #"<scene name="t" width="40" height="40"/>"#)
        // The reader (`true`) is gone long before the first scene is compiled; fd 3 carries
        // scenec's status past the pipe.
        let r = try shell("status=$( { { '\(ScenecCLITests.scenec)' compile '\(first)' '\(second)' -o '\(out)'; echo $? >&3; } | true; } 3>&1 ); exit $status")
        XCTAssertEqual(r.status, 1, r.stdout + r.stderr)
        XCTAssertTrue(r.stderr.hasPrefix("scenec: error: cannot write to standard output: Broken pipe"), r.stderr)
        XCTAssertEqual(MeasuredScenec.files(in: out), ["s.a.html", "s.a.svg", "s.b.html", "s.b.svg", "t.html", "t.svg"])
    }

    // MARK: Names

    /// A file name longer than the folder's file system takes is an error at the viewport that
    /// names it, before layout, and nothing is written.
    func testFileNameTooLongIsFoundBeforeTheWork() throws {
        let out = dir + "/out"
        let sceneName = String(repeating: "s", count: 100), viewportName = String(repeating: "v", count: 200)
        let sceneFile = write("long.xml", """
            <scene name="\(sceneName)">
              <viewport name="\(viewportName)" width="40" height="40"/>
            </scene>
            """)
        let r = try Subprocess.run(ScenecCLITests.scenec, ["compile", sceneFile, "-o", out])
        XCTAssertEqual(r.status, 1)
        let longest = pathconf(dir, Int32(_PC_NAME_MAX))  // the folder is made only when a file is written
        XCTAssertEqual(r.stderr, "\(sceneFile):2:3: error: the output file name '\(sceneName).\(viewportName).svg' is 305 bytes; the output folder's file system takes at most \(longest); give the viewport a shorter name\n")
        XCTAssertEqual(MeasuredScenec.files(in: out), [])
    }
}
