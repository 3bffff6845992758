@testable import Cassowary

/// Bytes read as a program of calls on the public solver API, run with the tableau's invariant
/// check after every call. The fuzz target `fuzz-solver` (Tests/Fuzz) compiles this file and
/// traps on a problem; `SolverFuzzRegressionTests` replays the programs it found.
///
/// Each operation is an opcode byte and its operands; a program stops where its bytes end, so
/// every byte string is a valid program. Six variables keep conflicts and shared columns
/// frequent. Coefficients come from a short table of small values and constants are whole
/// numbers up to ±254, so a reported problem is a real one rather than rounding noise.
///
/// ```swift
/// // add (1 term: v0 × coefficient #1 = -1, constant 0xFD = -3 × 2, ==, priority #0 = 1000),
/// // then update the variables:
/// SolverFuzzProgram.run([0, 1, 0, 1, 0xFD, 0, 0, 7], trace: { print($0) })  // returns []
/// // prints "add -1.0*v0 + -6.0 == 0 @1000: added", then "update variables"
/// ```
struct SolverFuzzProgram {
    static let variableCount = 6
    static let coefficients: [Double] = [1, -1, 2, -2, 0.5, -0.5, 3, -3, 4, -4, 0.25, 10]
    /// Mostly valid priorities, required the most often; 0 and 1001 reach `invalidPriority`.
    static let priorities = [1000, 1000, 1000, 999, 750, 500, 250, 1, 0, 1001]
    static let editPriorities = [999, 750, 250, 1, 1000, 0]

    private var bytes: ArraySlice<UInt8>
    private let solver = Solver()
    private let variables = (0..<variableCount).map { Variable("v\($0)") }
    /// Every constraint made so far, in or out of the solver, so that removing and re-adding
    /// reach the same objects.
    private var made: [Constraint] = []
    private var problems: [String] = []
    /// Each ``SolverError/numericalTrouble(_:reason:)`` met, in words.
    private var troubles: [String] = []

    private init(_ bytes: [UInt8]) { self.bytes = bytes[...] }

    /// Runs the program; returns what broke (empty when the solver stayed sound), stopping at
    /// the first operation that broke anything. `trace` receives each operation, as done,
    /// with its outcome.
    /// `trouble` receives each time the solver declined with
    /// ``SolverError/numericalTrouble(_:reason:)``, which the program accepts: the solver must
    /// then be as it was, and sound.
    static func run(_ bytes: [UInt8], trace: ((String) -> Void)? = nil, trouble: ((String) -> Void)? = nil) -> [String] {
        var program = SolverFuzzProgram(bytes)
        var step = 0
        while let opcode = program.next(), program.problems.isEmpty {
            let description = program.step(opcode)
            trace?(description)
            program.problems += program.solver.checkInvariants()
            program.problems += program.valueProblems()
            if !program.problems.isEmpty { program.problems.insert("step \(step), \(description):", at: 0) }
            for words in program.troubles { trouble?("step \(step), \(description): \(words)") }
            program.troubles.removeAll()
            step += 1
        }
        return program.problems
    }

    private mutating func next() -> UInt8? { bytes.popFirst() }
    private mutating func operand() -> Int { Int(next() ?? 0) }
    private mutating func variable() -> Variable { variables[operand() % Self.variableCount] }
    private mutating func pick() -> Constraint? { made.isEmpty ? nil : made[operand() % made.count] }

    /// Performs one operation and says what it was.
    private mutating func step(_ opcode: UInt8) -> String {
        let solver = self.solver  // a class: the closures below capture it, not self
        switch opcode % 8 {
        case 0, 1:
            let constraint = newConstraint()
            made.append(constraint)
            return "add \(constraint): \(add(constraint))"
        case 2:
            guard let constraint = pick() else { return "remove nothing" }
            let present = solver.hasConstraint(constraint)
            problems += Self.expect({ try solver.remove(constraint) }, present ? nil : "unknownConstraint") {
                if case .unknownConstraint = $0 { return true } else { return false }
            }
            if solver.hasConstraint(constraint) { problems.append("still present after remove") }
            return "remove \(constraint)"
        case 3:
            guard let constraint = pick() else { return "re-add nothing" }
            return "re-add \(constraint): \(add(constraint))"
        case 4:
            let v = variable()
            let priority = Priority(Self.editPriorities[operand() % Self.editPriorities.count])
            let expected = solver.hasEditVariable(v) ? "duplicateEditVariable" : !priority.isValid ? "invalidPriority" : priority.isRequired ? "requiredEditVariable" : nil
            problems += Self.expect({ try solver.addEditVariable(v, priority: priority) }, expected) {
                switch $0 {
                case .duplicateEditVariable, .invalidPriority, .requiredEditVariable: return true
                default: return false
                }
            }
            return "edit \(v) @\(priority)"
        case 5:
            let v = variable()
            problems += Self.expect({ try solver.removeEditVariable(v) }, solver.hasEditVariable(v) ? nil : "unknownEditVariable") {
                if case .unknownEditVariable = $0 { return true } else { return false }
            }
            return "stop editing \(v)"
        case 6:
            let v = variable()
            let value = Double(Int8(bitPattern: UInt8(truncatingIfNeeded: operand()))) * 4
            problems += Self.expect({ try solver.suggestValue(v, value) }, solver.hasEditVariable(v) ? nil : "unknownEditVariable") {
                if case .unknownEditVariable = $0 { return true } else { return false }
            }
            return "suggest \(v) = \(value)"
        default:
            return "update variables"
        }
    }

    /// Problems with the values after a step: unless the solver declines with
    /// ``SolverError/numericalTrouble(_:reason:)``, every value is finite and every required
    /// constraint in the solver holds to ``Tolerance/residual`` of its largest term, the
    /// accuracy the solver promises.
    private mutating func valueProblems() -> [String] {
        do {
            try solver.updateVariables()
        } catch SolverError.numericalTrouble(let constraint, let reason) {
            troubles.append("\(constraint): \(reason)")
            return []
        } catch {
            return ["updateVariables threw \(error)"]
        }
        var problems: [String] = []
        for v in variables where !solver.value(of: v).isFinite { problems.append("\(v) = \(solver.value(of: v))") }
        for constraint in made where constraint.priority.isRequired && solver.hasConstraint(constraint) {
            var value = constraint.expression.constant, scale = abs(value)
            for term in constraint.expression.terms {
                value += term.coefficient * solver.value(of: term.variable)
                scale = max(scale, abs(term.coefficient * solver.value(of: term.variable)))
            }
            let tolerance = Tolerance.residual * max(1, scale)
            let met = switch constraint.relation {
            case .equal: abs(value) <= tolerance
            case .lessThanOrEqual: value <= tolerance
            case .greaterThanOrEqual: value >= -tolerance
            }
            if !met { problems.append("required constraint violated by \(value): \(constraint)") }
        }
        return problems
    }

    /// `[terms] [constant] [relation] [priority]`, each term `[variable] [coefficient]`; zero
    /// terms make a constant constraint such as `6 == 0`, which only a required one can break.
    private mutating func newConstraint() -> Constraint {
        var terms: [Term] = []
        for _ in 0..<(operand() % 4) {
            let v = variable()
            terms.append(Term(v, Self.coefficients[operand() % Self.coefficients.count]))
        }
        let constant = Double(Int8(bitPattern: UInt8(truncatingIfNeeded: operand()))) * 2
        let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][operand() % 3]
        let priority = Priority(Self.priorities[operand() % Self.priorities.count])
        return Constraint(LinearExpression(terms, constant: constant), relation, priority: priority)
    }

    /// Adds `constraint`, checking that it fails exactly when the documentation says it does,
    /// and that a reported conflict is real: required, infeasible together, feasible without
    /// the new constraint.
    /// Returns the outcome in a word.
    private mutating func add(_ constraint: Constraint) -> String {
        let expected = solver.hasConstraint(constraint) ? "duplicateConstraint" : !constraint.priority.isValid ? "invalidPriority" : nil
        do {
            try solver.add(constraint)
            if let expected { problems.append("added, expected \(expected)") }
            return "added"
        } catch SolverError.numericalTrouble(let c, let reason) {
            if let expected { problems.append("numerical trouble, expected \(expected)") }
            if solver.hasConstraint(constraint) { problems.append("kept after numerical trouble") }
            troubles.append("\(c): \(reason)")
            return "numerical trouble"
        } catch SolverError.unsatisfiableConstraint(_, let conflicting) {
            if let expected { problems.append("unsatisfiable, expected \(expected)") }
            if !constraint.priority.isRequired { problems.append("an optional constraint reported unsatisfiable") }
            if solver.hasConstraint(constraint) { problems.append("kept after it was reported unsatisfiable") }
            problems += Self.conflictProblems(conflicting, last: constraint)
            return "unsatisfiable, \(conflicting.count) in conflict"
        } catch let error as SolverError {
            switch (error, expected) {
            case (.duplicateConstraint, "duplicateConstraint"?), (.invalidPriority, "invalidPriority"?): break
            default: problems.append("\(error), expected \(expected ?? "success")")
            }
            return "\(error)"
        } catch {
            problems.append("undocumented error \(error)")
            return "\(error)"
        }
    }

    /// Runs `call`; a thrown error must be the expected one (`matches`), and an expected one must be thrown.
    private static func expect(_ call: () throws -> Void, _ expected: String?, matches: (SolverError) -> Bool) -> [String] {
        do {
            try call()
            return expected.map { ["succeeded, expected \($0)"] } ?? []
        } catch SolverError.numericalTrouble where expected == nil {
            return []
        } catch let error as SolverError {
            return expected != nil && matches(error) ? [] : ["\(error), expected \(expected ?? "success")"]
        } catch {
            return ["undocumented error \(error)"]
        }
    }

    private static func conflictProblems(_ set: [Constraint], last: Constraint) -> [String] {
        var problems: [String] = []
        if set.last !== last { problems.append("the conflict does not end with the new constraint") }
        if !set.allSatisfy(\.priority.isRequired) { problems.append("an optional constraint blamed") }
        if feasible(set) { problems.append("the reported conflict is feasible: \(set)") }
        if !feasible(set.dropLast()) { problems.append("the conflict is infeasible without the new constraint: \(set)") }
        return problems
    }

    /// True when a fresh solver takes copies of all of `constraints`.
    private static func feasible(_ constraints: some Sequence<Constraint>) -> Bool {
        let fresh = Solver()
        for c in constraints {
            do { try fresh.add(Constraint(c.expression, c.relation, priority: c.priority)) } catch { return false }
        }
        return true
    }
}
