import TestSupport
import XCTest
@testable import Cassowary

/// Same calls, same bits: the engine never iterates hashed collections, so
/// two runs of one sequence must agree exactly (not just within tolerance).
final class DeterminismTests: XCTestCase {
    private func run(seed: UInt64) throws -> [UInt64] {
        var rng = SeededRandom(seed: seed)
        let solver = Solver()
        let vars = (0..<60).map { Variable("v\($0)") }
        for i in 0..<60 {
            try solver.add(vars[i] >= 0)
            try solver.add(vars[i] <= 1000)
            if i > 0 { try solver.add(vars[i] >= vars[i - 1] + rng.whole(0...10)) }
            try solver.add((vars[i] == rng.whole(0...1000)).priority(Priority(rng.pick([250, 500, 750]))))
        }
        try solver.addEditVariable(vars[30], priority: 999)
        for _ in 0..<20 { try solver.suggestValue(vars[30], rng.whole(0...1000)) }
        return vars.map { solver.value(of: $0).bitPattern }
    }

    func testRepeatedRunsAreBitIdentical() throws {
        let first = try run(seed: 99)
        // Perturb global hashing state between runs (dictionaries of other sizes).
        let keepAlive = (0..<1000).map { Variable("n\($0)") }
        var noise: [ObjectIdentifier: Int] = [:]
        for (i, v) in keepAlive.enumerated() { noise[ObjectIdentifier(v)] = i }
        let second = try run(seed: 99)
        XCTAssertEqual(first, second)
        XCTAssertEqual(noise.count, 1000)
    }
}
