import Foundation
import SceneCompiler
import TestSupport
import XCTest

/// Output/ is what Samples/ compile to with the current compiler, file for file.
final class OutputDirectoryTests: XCTestCase {
    static let regenerate = "swift run scenec compile Samples/*.xml Samples/*.storyboard Samples/*.xib -o Output/"

    func testOutputMatchesTheSamples() throws {
        let samples = Repository.samples + Repository.interfaceBuilderSamples
        XCTAssertGreaterThanOrEqual(samples.count, 3)
        var expected: [String: String] = [:]
        for path in samples {
            let result = Compiler.compile(try source(path))
            XCTAssertTrue(result.succeeded, "\(path): " + result.diagnostics.map(\.rendered).joined(separator: "\n"))
            // Samples named *-diagnostic exist to show a warning; every other sample is clean.
            XCTAssertEqual(result.diagnostics.contains { $0.severity == .warning }, path.contains("-diagnostic."),
                           "\(path): " + result.diagnostics.map(\.rendered).joined(separator: "\n"))
            for artifact in result.artifacts { expected[artifact.fileName] = artifact.contents }
        }
        let outputDir = Repository.path("Output")
        let present = Set(((try? FileManager.default.contentsOfDirectory(atPath: outputDir)) ?? []).filter { !$0.hasPrefix(".") })
        for name in expected.keys.sorted() {
            let onDisk = FileManager.default.contents(atPath: outputDir + "/" + name).map { String(decoding: $0, as: UTF8.self) }
            XCTAssertEqual(onDisk, expected[name], "Output/\(name) is stale or missing; regenerate with: \(Self.regenerate)")
        }
        for stray in present.subtracting(expected.keys).sorted() {
            XCTFail("Output/\(stray) comes from no sample; delete it and regenerate with: \(Self.regenerate)")
        }
    }

    func testCompilingTwiceGivesIdenticalBytes() throws {
        for path in Repository.samples + Repository.interfaceBuilderSamples {
            let a = Compiler.compile(try source(path)), b = Compiler.compile(try source(path))
            XCTAssertEqual(a.artifacts, b.artifacts, path)
        }
    }
}

func source(_ path: String) throws -> SceneSource {
    let data = try XCTUnwrap(FileManager.default.contents(atPath: path), "cannot read \(path)")
    return SceneSource(path: path, bytes: [UInt8](data))
}
