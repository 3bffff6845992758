@testable import Cassowary

/// The independent oracle for ``Solver/undeterminedVariables(among:)``: pull each variable
/// both ways by an edit at the lowest priority, 1, and see whether it moves. The edit wins
/// only where no constraint of priority 2 or more cares, so a move means the optimal face is
/// not flat in that variable. Exact for systems without priority-1 constraints of their own
/// (those would tie with the pull). An edit variable cannot take a second edit, so it is
/// pulled by an optional constraint `variable == target` at priority 1 instead, added and
/// removed for each pull.
func probeUndetermined(_ solver: Solver, _ variables: [Variable], distance: Double = 10) throws -> [Bool] {
    try solver.updateVariables()
    var answers: [Bool] = []
    for variable in variables {
        let value = solver.value(of: variable)
        var moves = false
        if solver.hasEditVariable(variable) {
            for target in [value + distance, value - distance] where !moves {
                let pull = (variable == target).priority(1)
                try solver.add(pull)
                moves = abs(solver.value(of: variable) - value) > 1e-6
                try solver.remove(pull)
            }
        } else {
            try solver.addEditVariable(variable, priority: 1)
            for target in [value + distance, value - distance] where !moves {
                try solver.suggestValue(variable, target)
                moves = abs(solver.value(of: variable) - value) > 1e-6
            }
            try solver.removeEditVariable(variable)
        }
        answers.append(moves)
    }
    try solver.updateVariables()
    return answers
}
