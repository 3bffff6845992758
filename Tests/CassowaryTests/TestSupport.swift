import XCTest
@testable import Cassowary

/// Fails the test when the solver's tableau invariants are broken.
func assertSound(_ solver: Solver, _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
    let problems = solver.checkInvariants()
    XCTAssertTrue(problems.isEmpty, "invariants broken \(message): \(problems.prefix(5))", file: file, line: line)
    XCTAssertNoThrow(try solver.updateVariables(), "values the solver cannot vouch for \(message)", file: file, line: line)
}

/// Adds a constraint and checks the invariants afterwards.
func addChecked(_ solver: Solver, _ constraint: Constraint, file: StaticString = #filePath, line: UInt = #line) throws {
    try solver.add(constraint)
    assertSound(solver, "after add \(constraint)", file: file, line: line)
}

/// Removes a constraint and checks the invariants afterwards.
func removeChecked(_ solver: Solver, _ constraint: Constraint, file: StaticString = #filePath, line: UInt = #line) throws {
    try solver.remove(constraint)
    assertSound(solver, "after remove \(constraint)", file: file, line: line)
}

/// Suggests a value and checks the invariants afterwards.
func suggestChecked(_ solver: Solver, _ variable: Variable, _ value: Double, file: StaticString = #filePath, line: UInt = #line) throws {
    try solver.suggestValue(variable, value)
    assertSound(solver, "after suggest \(variable)=\(value)", file: file, line: line)
}

let accuracy = 1e-6

/// True when a fresh solver accepts all of `constraints` (copies, so the
/// originals may stay in another solver).
func feasibleInFreshSolver(_ constraints: [Constraint]) -> Bool {
    let fresh = Solver()
    for c in constraints {
        do { try fresh.add(Constraint(c.expression, c.relation, priority: c.priority)) } catch { return false }
    }
    return true
}

/// Asserts that a reported conflict is real (infeasible, feasible without its
/// last member, required only) and returns whether it is irreducible.
@discardableResult
func assertRealConflict(_ set: [Constraint], _ context: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
    XCTAssertTrue(set.allSatisfy { $0.priority.isRequired }, "\(context): optional constraint blamed", file: file, line: line)
    XCTAssertTrue(feasibleInFreshSolver(Array(set.dropLast())), "\(context): conflict minus the new constraint is infeasible", file: file, line: line)
    XCTAssertFalse(feasibleInFreshSolver(set), "\(context): reported conflict is feasible", file: file, line: line)
    return set.indices.allSatisfy { i in
        var rest = set
        rest.remove(at: i)
        return feasibleInFreshSolver(rest)
    }
}
