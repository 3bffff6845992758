import Foundation
@_spi(CommandLine) @testable import SceneCompiler
import XCTest

/// `CompileOptions.leavesMemoryForExit`: a compile that leaves its memory for the process's exit.
final class ExitMemoryTests: XCTestCase {
    private final class Marker {}

    /// What is kept is never freed, though nothing else refers to it.
    func testAKeptValueOutlivesEveryReference() {
        weak var marker: Marker?
        do {
            let kept = Marker()
            marker = kept
            ExitMemory.keep([kept])
        }
        XCTAssertNotNil(marker)
        do {
            let dropped = Marker()
            marker = dropped
        }
        XCTAssertNil(marker, "a value that is not kept is freed")
    }

    /// Leaving memory for the exit changes nothing a compile gives: every sample's files and
    /// diagnostics, the several viewports' scenes among them, are the same either way.
    func testACompileThatLeavesItsMemoryGivesTheSameFiles() throws {
        let samples = try FileManager.default.contentsOfDirectory(atPath: "Samples").filter { $0.hasSuffix(".xml") }.sorted()
        XCTAssertFalse(samples.isEmpty)
        for name in samples {
            let source = SceneSource(path: "Samples/" + name, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: "Samples/" + name))))
            let freed = Compiler.compile(source)
            var leaving = CompileOptions()
            leaving.leavesMemoryForExit = true
            let left = Compiler.compile(source, options: leaving)
            XCTAssertEqual(left.diagnostics, freed.diagnostics, name)
            XCTAssertEqual(left.artifacts.map(\.fileName), freed.artifacts.map(\.fileName), name)
            XCTAssertEqual(left.artifacts.map(\.bytes), freed.artifacts.map(\.bytes), name)
        }
    }
}
