import Foundation
import TestSupport
import XCTest

/// The comparison behind the snapshot tests of this package: where a reference lives, that any
/// byte of difference fails, and when each recording mode writes.
final class ReferenceFileTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = try Repository.temporaryDirectory("reference")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func reference() -> ReferenceFile {
        ReferenceFile(testFile: folder + "/PrinterTests.swift", testName: "testPrints_board(at:)", name: "wide", pathExtension: "svg")
    }

    private func contents(_ file: ReferenceFile) -> String? {
        FileManager.default.contents(atPath: file.path).map { String(decoding: $0, as: UTF8.self) }
    }

    func testTheFileLiesWhereSwiftSnapshotTestingPutsIt() {
        XCTAssertEqual(reference().path, folder + "/__Snapshots__/PrinterTests/testPrints_board-at.wide.svg")
    }

    func testEqualBytesPassAndAnyOtherByteFailsWithALineDiff() throws {
        let file = reference()
        try FileManager.default.createDirectory(atPath: (file.path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data("<g>\ncaf\u{e9}\n</g>".utf8).write(to: URL(fileURLWithPath: file.path))
        XCTAssertNil(file.mismatch("<g>\ncaf\u{e9}\n</g>", mode: "never"))
        // Equal as Swift strings (canonically equivalent), different as bytes: still a failure.
        XCTAssertEqual("caf\u{e9}", "cafe\u{301}")
        let message = try XCTUnwrap(file.mismatch("<g>\ncafe\u{301}\n</g>", mode: "missing"))
        XCTAssertTrue(message.contains("\n-caf\u{e9}\n+cafe\u{301}\n"), message)
        XCTAssertNotNil(file.mismatch("<g>\ncaf\u{e9}\n</g>\n", mode: "never"), "a final line break more")
        XCTAssertEqual(contents(file), "<g>\ncaf\u{e9}\n</g>", "only a recording mode writes")
    }

    func testEachModeRecordsWhatItNamesAndARecordingNeverPasses() throws {
        let file = reference()
        XCTAssertNotNil(file.mismatch("new", mode: "never"))
        XCTAssertNil(contents(file), "never: a missing reference fails and stays missing")
        XCTAssertNotNil(file.mismatch("new", mode: "missing"))
        XCTAssertEqual(contents(file), "new", "missing: an absent reference is written")
        XCTAssertNotNil(file.mismatch("newer", mode: "missing"))
        XCTAssertEqual(contents(file), "new", "missing: a differing one is not")
        XCTAssertNotNil(file.mismatch("newer", mode: "failed"))
        XCTAssertEqual(contents(file), "newer", "failed: a differing one is written")
        XCTAssertNotNil(file.mismatch("newer", mode: "all"), "all: even an equal one is written, and fails")
        XCTAssertNil(file.mismatch("newer", mode: "failed"))
    }
}
