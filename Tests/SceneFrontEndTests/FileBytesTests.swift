import Foundation
import SceneModel
import XCTest

/// How scene files, imports and images are read: whole, with the size bounded first.
final class FileBytesTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "scenec-filebytes-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func write(_ name: String, _ bytes: [UInt8]) -> String {
        let path = folder + "/" + name
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(bytes)), "could not write \(path)")
        return path
    }

    func testARegularFileIsReadWholeAtAnySizeUpToTheMaximum() {
        for size in [0, 1, 4_095, 4_096, 65_537, 300_000] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31) }
            let path = write("f\(size)", bytes)
            XCTAssertEqual(try FileBytes.read(path, maximumSize: size).get(), bytes, "\(size) bytes")
            XCTAssertEqual(try FileBytes.read(path, maximumSize: .max).get(), bytes, "\(size) bytes, no maximum")
        }
    }

    func testALargerFileIsRefusedWithItsSize() {
        let path = write("big", [UInt8](repeating: 7, count: 1_001))
        XCTAssertEqual(FileBytes.read(path, maximumSize: 1_000), .failure(.tooLarge(1_001)))
    }

    func testALinkIsFollowed() throws {
        let target = write("target", Array("<scene/>".utf8))
        try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: target)
        XCTAssertEqual(try FileBytes.read(folder + "/link", maximumSize: 100).get(), Array("<scene/>".utf8))
        XCTAssertEqual(FileBytes.size(of: folder + "/link"), 8)
        XCTAssertEqual(FileBytes.regularFileSize(of: folder + "/link"), 8)
    }

    func testMissingFilesAndFoldersAreUnreadable() {
        XCTAssertEqual(FileBytes.read(folder + "/missing", maximumSize: 100), .failure(.unreadable))
        XCTAssertEqual(FileBytes.read(folder, maximumSize: 100), .failure(.unreadable))
        XCTAssertNil(FileBytes.size(of: folder + "/missing"))
        XCTAssertNil(FileBytes.regularFileSize(of: folder))
    }

    /// A device is never read: it could be endless, or (a terminal) wait for input.
    func testADeviceIsRefusedUnread() {
        XCTAssertEqual(FileBytes.read("/dev/zero", maximumSize: 100_000), .failure(.notRegularFile))
        XCTAssertEqual(FileBytes.read("/dev/null", maximumSize: 10), .failure(.notRegularFile))
        XCTAssertNil(FileBytes.regularFileSize(of: "/dev/zero"))
    }

    /// A FIFO no one writes to is refused at once: opening it blocked until a writer came, and
    /// reading it until the writer wrote or left. The read runs on another thread so that the
    /// old behaviour fails the test rather than hanging it.
    func testAFIFOIsRefusedWithoutWaitingForAWriter() {
        let path = folder + "/pipe.xml"
        XCTAssertEqual(mkfifo(path, 0o600), 0)
        let done = expectation(description: "read returned")
        let result = LockedResult()
        Thread.detachNewThread {
            result.value = FileBytes.read(path, maximumSize: 100)
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(result.value, .failure(.notRegularFile))
        // A stuck reader, under the old code, is released so the test process can end.
        if result.value == nil, let writer = FileHandle(forWritingAtPath: path) { writer.closeFile() }
    }
}

/// The one result a reader thread hands back.
private final class LockedResult: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Result<[UInt8], FileBytes.Failure>?
    var value: Result<[UInt8], FileBytes.Failure>? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
