import XCTest
@testable import Cassowary

/// The lexicographic objective's level bookkeeping.
final class ObjectiveTests: XCTestCase {
    func testLevelsStayOrderedAndDisappearWithLastUser() {
        var objective = Objective()
        _ = objective.retainLevel(for: 250)
        _ = objective.retainLevel(for: 750)
        _ = objective.retainLevel(for: 500)
        _ = objective.retainLevel(for: 750)
        XCTAssertEqual(objective.priorities, [750, 500, 250])
        objective.releaseLevel(for: 750)
        XCTAssertEqual(objective.priorities, [750, 500, 250])
        objective.releaseLevel(for: 750)
        XCTAssertEqual(objective.priorities, [500, 250])
        XCTAssertNil(objective.level(for: 750))
        XCTAssertEqual(objective.level(for: 250), 1)
    }

    func testSignIsDecidedByHighestLevel() {
        var objective = Objective()
        let high = objective.retainLevel(for: 900)
        let low = objective.retainLevel(for: 100)
        let s = Symbol(0)
        objective.add(s, -1000, level: low)
        objective.add(s, 0.5, level: high)
        XCTAssertEqual(objective.sign(of: s), 1, "a positive higher level wins over any lower amount")
        objective.add(s, -0.5, level: high)
        XCTAssertEqual(objective.sign(of: s), -1)
    }

    /// A journal puts the objective back exactly, entry order included: every level's
    /// entries, constants and coefficients bit for bit, and a level created meanwhile gone.
    func testAJournalRollsBackEveryChangeExactly() {
        var objective = Objective()
        let level = objective.retainLevel(for: 500)
        for i in 0..<40 { objective.add(Symbol(Int32(i)), Double(i) * 0.1 + 1, level: level) }
        var row = Row(constant: 3)
        for i in stride(from: 0, to: 60, by: 3) { row.add(Symbol(Int32(i)), -0.7) }
        let before = snapshot(objective)
        objective.startJournal()
        objective.substitute(Symbol(5), with: row, level: level)
        let created = objective.retainLevel(for: 250)
        objective.add(Symbol(7), 2, level: created)
        objective.add(row, times: 1.5, level: objective.level(for: 500) ?? 0)
        objective.remove(Symbol(12))
        objective.add(Symbol(1), -(0.1 + 1), level: objective.level(for: 500) ?? 0)
        XCTAssertNotEqual(snapshot(objective), before)
        objective.rollBackJournal()
        XCTAssertEqual(snapshot(objective), before)
        XCTAssertNil(objective.level(for: 250))
    }

    /// Each level's constant and its entries in order, as bit patterns.
    private func snapshot(_ objective: Objective) -> [[UInt64]] {
        objective.levels.map { row in
            [row.constant.bitPattern] + row.entries.flatMap { [UInt64(bitPattern: Int64($0.symbol.id)), $0.coefficient.bitPattern] }
        }
    }
}
