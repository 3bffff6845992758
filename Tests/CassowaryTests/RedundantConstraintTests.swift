import XCTest
@testable import Cassowary

/// A required equality added while an equal one is already there is redundant (kiwi's
/// all-dummy row); removing either copy must leave the other in force.
final class RedundantConstraintTests: XCTestCase {
    func testRemovingTheFirstCopyKeepsTheSecondInForce() throws {
        let solver = Solver(), v = Variable("v")
        let first = v == 152, second = v == 152
        try addChecked(solver, first)
        try solver.addEditVariable(v, priority: 999)
        try addChecked(solver, second)
        try removeChecked(solver, first)
        XCTAssertEqual(solver.value(of: v), 152, accuracy: accuracy)
        try suggestChecked(solver, v, 40)
        XCTAssertEqual(solver.value(of: v), 152, accuracy: accuracy)
        try removeChecked(solver, second)
        XCTAssertEqual(solver.value(of: v), 40, accuracy: accuracy)
    }

    func testRemovingCopiesInAnyOrderKeepsTheLastInForce() throws {
        for order in [[0, 1, 2], [2, 1, 0], [1, 0, 2]] {
            let solver = Solver(), v = Variable("v"), w = Variable("w")
            let copies = [v == 2 * w + 10, v - 2 * w == 10, 2 * v == 4 * w + 20]
            try solver.addEditVariable(v, priority: 999)
            try solver.addEditVariable(w, priority: 500)
            try suggestChecked(solver, v, 100)
            for c in copies { try addChecked(solver, c) }
            for index in order.dropLast() {
                try removeChecked(solver, copies[index])
                XCTAssertEqual(solver.value(of: v) - 2 * solver.value(of: w), 10, accuracy: accuracy, "\(order)")
            }
        }
    }
}
