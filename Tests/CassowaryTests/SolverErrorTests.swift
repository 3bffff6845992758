import XCTest
@testable import Cassowary

/// Each public call's documented failure cases.
final class SolverErrorTests: XCTestCase {
    func testDuplicateConstraint() throws {
        let solver = Solver()
        let c = Variable("x") == 1
        try solver.add(c)
        XCTAssertThrowsError(try solver.add(c)) { error in
            guard case SolverError.duplicateConstraint(let d) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(d === c)
        }
        assertSound(solver)
    }

    func testUnknownConstraintOnRemove() throws {
        let solver = Solver()
        let c = Variable("x") == 1
        XCTAssertThrowsError(try solver.remove(c)) { error in
            guard case SolverError.unknownConstraint(let d) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(d === c)
        }
        try solver.add(c)
        try solver.remove(c)
        XCTAssertThrowsError(try solver.remove(c))
    }

    func testEditVariableErrors() throws {
        let solver = Solver()
        let x = Variable("x")
        XCTAssertThrowsError(try solver.suggestValue(x, 1)) { error in
            guard case SolverError.unknownEditVariable(let v) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(v === x)
        }
        XCTAssertThrowsError(try solver.removeEditVariable(x)) { error in
            guard case SolverError.unknownEditVariable = error else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try solver.addEditVariable(x, priority: .required)) { error in
            guard case SolverError.requiredEditVariable = error else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try solver.addEditVariable(x, priority: 0)) { error in
            guard case SolverError.invalidPriority = error else { return XCTFail("\(error)") }
        }
        try solver.addEditVariable(x, priority: .defaultHigh)
        XCTAssertThrowsError(try solver.addEditVariable(x, priority: .defaultLow)) { error in
            guard case SolverError.duplicateEditVariable = error else { return XCTFail("\(error)") }
        }
        try solver.removeEditVariable(x)
        XCTAssertFalse(solver.hasEditVariable(x))
        XCTAssertEqual(solver.constraintCount, 0)
        assertSound(solver)
    }

    func testErrorDescriptionsNameTheObjects() {
        let c = (Variable("x") == 1).identified("pin")
        XCTAssertTrue(SolverError.duplicateConstraint(c).description.contains("pin"))
        XCTAssertTrue(SolverError.unknownEditVariable(Variable("w")).description.contains("w"))
    }
}
