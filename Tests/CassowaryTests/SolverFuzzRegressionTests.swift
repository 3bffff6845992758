import Foundation
import XCTest

/// Every program the `fuzz-solver` target ever broke (Tests/Fuzz/Regressions/solver) and its
/// hand-written seeds (Tests/Fuzz/Corpus/solver), replayed through `SolverFuzzProgram`.
final class SolverFuzzRegressionTests: XCTestCase {
    /// Tests/Fuzz, found from this file's place so the test runs from any directory.
    private static let fuzzDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz")

    /// Each program runs soundly, and none ends in ``SolverError/numericalTrouble(_:reason:)``:
    /// they are all inside the solver's domain (small coefficients and constants), so the
    /// solver owes each a right answer, and the checks after every step say it gave one.
    func testRegressionsAndSeedsRunSoundly() throws {
        var count = 0
        var troubles: [String] = []
        for folder in ["Regressions/solver", "Corpus/solver"] {
            let dir = Self.fuzzDirectory.appendingPathComponent(folder)
            let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0 != "README.md" && !$0.hasPrefix(".") }.sorted()
            for name in names {
                let bytes = [UInt8](try Data(contentsOf: dir.appendingPathComponent(name)))
                XCTAssertEqual(SolverFuzzProgram.run(bytes, trouble: { troubles.append("\(folder)/\(name): \($0)") }), [], "\(folder)/\(name)")
                count += 1
            }
        }
        XCTAssertGreaterThan(count, 0)
        XCTAssertEqual(troubles, [])
    }

    /// The example in `SolverFuzzProgram`'s documentation, as written there.
    func testTheDocumentedExample() {
        var steps: [String] = []
        XCTAssertEqual(SolverFuzzProgram.run([0, 1, 0, 1, 0xFD, 0, 0, 7], trace: { steps.append($0) }), [])
        XCTAssertEqual(steps, ["add -1.0*v0 + -6.0 == 0 @1000: added", "update variables"])
    }

    /// The program must reach what it is there to check: a conflict between required
    /// constraints is reported, and rightly.
    func testAConflictIsReachedAndReportedSoundly() {
        // v0 - 10 == 0, then v0 - 6 == 0, both required, then the values.
        var steps: [String] = []
        XCTAssertEqual(SolverFuzzProgram.run([0, 1, 0, 0, 0xFB, 0, 0, 0, 1, 0, 0, 0xFD, 0, 0, 7], trace: { steps.append($0) }), [])
        XCTAssertEqual(steps.count, 3)
        XCTAssertTrue(steps.first?.hasSuffix(": added") == true, "\(steps)")
        XCTAssertTrue(steps.dropFirst().first?.hasSuffix(": unsatisfiable, 2 in conflict") == true, "\(steps)")
    }

    /// `ill-conditioned-after-readding`: after many removals and re-additions the tableau held
    /// entries of 1e8 made of rounding residues, and the last add was accepted though it
    /// conflicts. The solver now notices such entries, rebuilds the tableau from its
    /// constraints, and answers the add from the fresh one: a conflict.
    func testAnIllConditionedTableauIsRebuiltAndTheConflictFound() throws {
        let url = Self.fuzzDirectory.appendingPathComponent("Regressions/solver/ill-conditioned-after-readding")
        var steps: [String] = []
        XCTAssertEqual(SolverFuzzProgram.run([UInt8](try Data(contentsOf: url)), trace: { steps.append($0) }), [])
        let last = steps.last(where: { $0.hasPrefix("add 10.0*v0 + 0.5*v1 + -4.0*v2 + 222.0 <= 0 @1000") })
        XCTAssertTrue(last?.contains("unsatisfiable") == true, last ?? "no such step")
    }
}
