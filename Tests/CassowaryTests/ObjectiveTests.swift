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
        objective.levels[low].add(s, -1000)
        objective.levels[high].add(s, 0.5)
        XCTAssertEqual(objective.sign(of: s), 1, "a positive higher level wins over any lower amount")
        objective.levels[high].add(s, -0.5)
        XCTAssertEqual(objective.sign(of: s), -1)
    }
}
