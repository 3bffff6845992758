import TestSupport
import XCTest
@testable import Cassowary

/// `Row` and `SymbolIndexTable`: the sparse row algebra the engine builds on.
final class RowTests: XCTestCase {
    /// Random inserts/removals crossing the hash-index thresholds, checked
    /// against a plain array model.
    func testRowMatchesDenseModelAcrossIndexThresholds() {
        var rng = SeededRandom(seed: 42)
        var row = Row()
        var model = [Double](repeating: 0, count: 200)
        for step in 0..<20_000 {
            let s = rng.int(0...(step % 3 == 0 ? 199 : 40))
            let c = rng.chance(0.3) ? -model[s] : rng.whole(-5...5)
            row.add(Symbol(index: s), c)
            model[s] += c
            if Tolerance.isZero(model[s]) { model[s] = 0 }
            if step % 997 == 0 {
                for i in model.indices {
                    XCTAssertEqual(row.coefficient(for: Symbol(index: i)), model[i], accuracy: 1e-9)
                }
                XCTAssertEqual(row.count, model.filter { $0 != 0 }.count)
            }
        }
    }

    func testSolveForAndSubstitute() {
        // 0 = 10 + 2x - y  →  x = -5 + 0.5y
        var row = Row(constant: 10)
        let x = Symbol(0), y = Symbol(1), z = Symbol(2)
        row.add(x, 2)
        row.add(y, -1)
        XCTAssertTrue(row.solve(for: x))
        XCTAssertEqual(row.constant, -5)
        XCTAssertEqual(row.coefficient(for: y), 0.5)
        XCTAssertEqual(row.coefficient(for: x), 0)
        // y = 4 + z  ⇒  x = -3 + 0.5z
        var yRow = Row(constant: 4)
        yRow.add(z, 1)
        row.substitute(y, with: yRow)
        XCTAssertEqual(row.constant, -3)
        XCTAssertEqual(row.coefficient(for: z), 0.5)
        XCTAssertEqual(row.coefficient(for: y), 0)
        XCTAssertFalse(row.solve(for: y), "absent symbol cannot be solved for")
    }

    func testCancellationDropsEntries() {
        var row = Row()
        row.add(Symbol(3), 1)
        row.add(Symbol(3), -1 + 1e-12)
        XCTAssertTrue(row.isEmpty)
    }

    /// What rounding leaves of an exact cancellation is zero even above the absolute 1e-8 once
    /// the summands are large (fuzz finding `drift-through-cancellation-residue`), while a
    /// small sum of small numbers stays.
    func testCancellationIsJudgedAgainstTheSummands() {
        var row = Row()
        row.add(Symbol(3), 400)
        row.add(Symbol(3), -400 + 2e-8)
        XCTAssertTrue(row.isEmpty, "2e-8 left of 400 - 400 is rounding")
        row.add(Symbol(4), 3e-8)
        row.add(Symbol(4), 2e-8)
        XCTAssertEqual(row.coefficient(for: Symbol(4)), 5e-8, accuracy: 1e-20)
    }

    func testIndexTableRemoveKeepsProbeChains() {
        var table = SymbolIndexTable(capacity: 8)
        for k in 0..<200 { table.set(Int32(k), k * 2) }
        for k in stride(from: 0, to: 200, by: 3) { table.remove(Int32(k)) }
        for k in 0..<200 {
            if k % 3 == 0 {
                XCTAssertNil(table.find(Int32(k)))
            } else {
                XCTAssertEqual(table.find(Int32(k)), k * 2)
            }
        }
    }

    func testSymbolHeapPopsInIdOrderWithoutDuplicates() {
        var heap = SymbolHeap()
        heap.resize(to: 10)
        for id in [5, 3, 9, 3, 0, 5] { heap.push(Symbol(index: id)) }
        var popped: [Int32] = []
        while let s = heap.popMin() { popped.append(s.id) }
        XCTAssertEqual(popped, [0, 3, 5, 9])
    }
}
