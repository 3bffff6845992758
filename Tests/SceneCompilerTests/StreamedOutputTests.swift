import Foundation
import SceneCompiler
import XCTest

/// A compile that writes its files as it prints them (`Compiler.compile(_:options:create:)`).
final class StreamedOutputTests: XCTestCase {
    /// An `ArtifactFile` in memory, which can be told to fail.
    final class MemoryFile: ArtifactFile {
        var bytes: [UInt8] = []
        var writes = 0
        var closed = false
        let fails: Bool

        init(fails: Bool = false) {
            self.fails = fails
        }

        func write(_ bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes += bytes
            writes += 1
        }

        func close() throws {
            closed = true
            if fails { throw Failure() }
        }

        struct Failure: Error {}
    }

    /// A scene of `views` views placed by frame, large enough to be written in many chunks.
    private func frames(_ views: Int) -> SceneSource {
        var xml = #"<scene name="frames" width="1000" height="\#(views / 10 * 100 + 100)">"#
        for k in 0..<views { xml += ##"<view frame="\##(k % 10 * 100) \##(k / 10 * 100) 90 90" backgroundColor="#336699"/>"## }
        xml += "</scene>"
        return SceneSource(path: "frames.xml", bytes: Array(xml.utf8))
    }

    /// The files written as they are printed are the files a compile emits whole, byte for byte,
    /// for every sample and for a scene large enough to be written in many chunks.
    func testStreamedFilesAreTheBytesOfTheEmittedOnes() throws {
        let samples = try FileManager.default.contentsOfDirectory(atPath: "Samples").filter { $0.hasSuffix(".xml") }.sorted()
        XCTAssertFalse(samples.isEmpty)
        var sources = try samples.map { name in
            SceneSource(path: "Samples/" + name, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: "Samples/" + name))))
        }
        sources.append(frames(20_000))
        for source in sources {
            var files: [String: MemoryFile] = [:]
            var order: [String] = []
            let streamed = try Compiler.compile(source) { name in
                let file = MemoryFile()
                files[name] = file
                order.append(name)
                return file
            }
            let emitted = Compiler.compile(source)
            XCTAssertEqual(streamed.diagnostics, emitted.diagnostics, source.path)
            XCTAssertEqual(order, emitted.artifacts.map(\.fileName), source.path)
            for artifact in emitted.artifacts {
                let file = try XCTUnwrap(files[artifact.fileName])
                XCTAssertTrue(file.closed, artifact.fileName)
                XCTAssertEqual(file.bytes, artifact.bytes, "\(source.path): \(artifact.fileName)")
            }
        }
        var large: [MemoryFile] = []
        _ = try Compiler.compile(frames(20_000)) { _ in
            large.append(MemoryFile())
            return large[large.count - 1]
        }
        XCTAssertTrue(large.allSatisfy { $0.writes > 2 }, "a large file is handed on in chunks: \(large.map(\.writes))")
    }

    /// A file that fails to be written stops the compile with its error.
    func testAFailedFileStopsTheCompile() {
        var created: [String] = []
        XCTAssertThrowsError(try Compiler.compile(frames(10)) { name in
            created.append(name)
            return MemoryFile(fails: true)
        }) { XCTAssertTrue($0 is MemoryFile.Failure) }
        XCTAssertEqual(created, ["frames.svg"], "nothing more is printed once a file fails")
    }
}
