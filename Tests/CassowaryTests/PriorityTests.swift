import XCTest
@testable import Cassowary

/// Apple Auto Layout priority semantics: required = 1000, optional 1...999,
/// and a higher priority is satisfied before *any* lower one (hierarchical),
/// unlike kiwi's weighted sum of strengths.
final class PriorityTests: XCTestCase {
    func testNamedPriorities() {
        XCTAssertEqual(Priority.required.rawValue, 1000)
        XCTAssertEqual(Priority.defaultHigh.rawValue, 750)
        XCTAssertEqual(Priority.defaultLow.rawValue, 250)
        XCTAssertTrue(Priority.required.isRequired)
        XCTAssertFalse(Priority(999).isRequired)
        XCTAssertFalse(Priority(0).isValid)
        XCTAssertFalse(Priority(1001).isValid)
        XCTAssertLessThan(Priority.defaultLow, Priority.defaultHigh)
    }

    /// Three violated 250s never outweigh one 500. A weighted sum with weights
    /// equal to the priorities (kiwi's approach) would choose x = 10, because
    /// 3·250·|x−10| > 500·|x|; Auto Layout's rule gives x = 0.
    func testThreeLowNeverOutweighOneHigher() throws {
        let solver = Solver()
        let x = Variable("x")
        try addChecked(solver, (x == 0).priority(500))
        for _ in 0..<3 { try addChecked(solver, (x == 10).priority(250)) }
        XCTAssertEqual(solver.value(of: x), 0, accuracy: accuracy)
        let weighted = { (v: Double) in 500 * abs(v) + 3 * 250 * abs(v - 10) }
        XCTAssertLessThan(weighted(10), weighted(0), "the weighted rule would have picked 10")
    }

    /// Same with many low constraints spread over different variables.
    func testManyLowerViolationsStillLose() throws {
        let solver = Solver()
        let x = Variable("x")
        try addChecked(solver, (x <= 0).priority(501))
        for i in 0..<50 {
            let y = Variable("y\(i)")
            try addChecked(solver, y == x)
            try addChecked(solver, (y >= 100).priority(500))
        }
        XCTAssertEqual(solver.value(of: x), 0, accuracy: accuracy)
    }

    /// Within what a higher level leaves free, the lower level still optimises.
    func testLowerLevelUsesRemainingFreedom() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try addChecked(solver, x + y == 100)
        try addChecked(solver, (x >= 30).priority(800))
        try addChecked(solver, (x <= 60).priority(800))
        try addChecked(solver, (x == 0).priority(300))
        XCTAssertEqual(solver.value(of: x), 30, accuracy: accuracy)
        try addChecked(solver, (y == 0).priority(400))
        XCTAssertEqual(solver.value(of: x), 60, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: y), 40, accuracy: accuracy)
    }

    /// Priorities 999 and 1: extremes of the optional range.
    func testExtremeOptionalPriorities() throws {
        let solver = Solver()
        let x = Variable("x")
        let weak = (x == 1).priority(1)
        try addChecked(solver, weak)
        XCTAssertEqual(solver.value(of: x), 1, accuracy: accuracy)
        let strong = (x == 2).priority(999)
        try addChecked(solver, strong)
        XCTAssertEqual(solver.value(of: x), 2, accuracy: accuracy)
        try addChecked(solver, x <= 1.5)
        XCTAssertEqual(solver.value(of: x), 1.5, accuracy: accuracy)
        try removeChecked(solver, strong)
        XCTAssertEqual(solver.value(of: x), 1, accuracy: accuracy)
    }

    func testInvalidPriorityIsRejected() {
        let solver = Solver()
        let x = Variable("x")
        XCTAssertThrowsError(try solver.add((x == 1).priority(0))) { error in
            guard case SolverError.invalidPriority(let p) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(p.rawValue, 0)
        }
        XCTAssertThrowsError(try solver.add((x == 1).priority(1001)))
    }

    /// Edit variables take part in the hierarchy at their own priority.
    func testEditPriorityAgainstConstraints() throws {
        let solver = Solver()
        let x = Variable("x")
        try addChecked(solver, (x <= 50).priority(600))
        try solver.addEditVariable(x, priority: 500)
        try suggestChecked(solver, x, 80)
        XCTAssertEqual(solver.value(of: x), 50, accuracy: accuracy)
        try solver.removeEditVariable(x)
        try solver.addEditVariable(x, priority: 700)
        try suggestChecked(solver, x, 80)
        XCTAssertEqual(solver.value(of: x), 80, accuracy: accuracy)
    }
}
