import SceneCompiler
import TestSupport
import XCTest

/// `strict` means the same to every entry point: a constraint that has to be broken is an
/// error, reported alike, and no entry point gives a result; without it the same diagnostic is
/// a warning and each gives its result.
final class StrictnessTests: XCTestCase {
    private let broken = "unable to simultaneously satisfy constraints; breaking 'badge.width == 60'"

    /// The diagnostics of each entry point, and whether it gave a result.
    private func outcomes(strict: Bool) throws -> [(entry: String, diagnostics: [String], result: Bool)] {
        let source = try source(Repository.path("Samples/conflict-diagnostic.xml"))
        let compiled = Compiler.compile(source, options: CompileOptions(strict: strict))
        let dumped = Compiler.dump(source, strict: strict)
        let frames = Compiler.layout(source, strict: strict)
        let touched = Compiler.hitTest(source, strict: strict, at: [Point(x: 40, y: 40)])
        let grid = Compiler.hitTestGrid(source, in: .first, strict: strict, step: 40)
        return [
            ("compile", compiled.diagnostics.map(\.rendered), !compiled.artifacts.isEmpty),
            ("dump", dumped.diagnostics.map(\.rendered), dumped.text != nil),
            ("layout", frames.diagnostics.map(\.rendered), frames.layouts != nil),
            ("hitTest", touched.diagnostics.map(\.rendered), touched.answers != nil),
            ("hitTestGrid", grid.diagnostics.map(\.rendered), grid.grid != nil),
        ]
    }

    func testStrictIsAnErrorEverywhere() throws {
        for (entry, diagnostics, result) in try outcomes(strict: true) {
            XCTAssertEqual(diagnostics.count, 1, entry)
            XCTAssertTrue(diagnostics.first?.contains(": error: " + broken) == true, "\(entry): \(diagnostics)")
            XCTAssertFalse(result, entry)
        }
    }

    func testWithoutStrictItIsAWarningEverywhere() throws {
        for (entry, diagnostics, result) in try outcomes(strict: false) {
            XCTAssertEqual(diagnostics.count, 1, entry)
            XCTAssertTrue(diagnostics.first?.contains(": warning: " + broken) == true, "\(entry): \(diagnostics)")
            XCTAssertTrue(result, entry)
        }
    }
}
