import TestSupport
import XCTest
@testable import Cassowary

/// Randomised add/remove/edit sequences with `checkInvariants()` after every
/// operation, and full teardown back to an empty tableau.
final class InvariantTests: XCTestCase {
    func testRandomLayoutChurnKeepsInvariants() throws {
        for seed: UInt64 in [7, 8, 9, 10] { try churn(seed: seed) }
    }

    private func churn(seed: UInt64) throws {
        var rng = SeededRandom(seed: seed)
        let solver = Solver()
        let count = 40
        let lefts = (0..<count).map { Variable("l\($0)") }
        let widths = (0..<count).map { Variable("w\($0)") }
        var live: [Constraint] = []
        for i in 0..<count {
            var batch = [widths[i] >= 10, (widths[i] == rng.whole(20...80)).priority(Priority(rng.pick([250, 500, 750])))]
            batch.append(i == 0 ? lefts[i] == 0 : lefts[i] == lefts[i - 1] + widths[i - 1] + 4)
            for c in batch {
                try addChecked(solver, c)
                live.append(c)
            }
        }
        let container = Variable("W")
        let closure = lefts[count - 1] + widths[count - 1] <= container
        try addChecked(solver, closure)
        try solver.addEditVariable(container, priority: 900)
        for step in 0..<300 {
            switch rng.int(0...3) {
            case 0:
                try suggestChecked(solver, container, rng.whole(200...4000))
            case 1:
                let index = rng.int(0...(live.count - 1))
                try removeChecked(solver, live.remove(at: index))
            case 2:
                let i = rng.int(0...(count - 1))
                let c = (widths[i] == rng.whole(5...100)).priority(Priority(rng.pick([100, 250, 500, 750, 999])))
                try addChecked(solver, c)
                live.append(c)
            default:
                let i = rng.int(0...(count - 1)), j = rng.int(0...(count - 1))
                let c = lefts[i] - lefts[j] <= rng.whole(-50...500)
                do {
                    try solver.add(c)
                    live.append(c)
                } catch SolverError.unsatisfiableConstraint(_, let set) {
                    XCTAssertTrue(set.last === c, "step \(step)")
                    XCTAssertTrue(set.dropLast().allSatisfy { solver.hasConstraint($0) && $0.priority.isRequired })
                    XCTAssertTrue(assertRealConflict(set, "step \(step)"), "step \(step): conflict not irreducible")
                }
                assertSound(solver, "step \(step)")
            }
        }
        for c in live { try removeChecked(solver, c) }
        try solver.removeEditVariable(container)
        try removeChecked(solver, closure)
        assertSound(solver)
        XCTAssertEqual(solver.constraintCount, 0)
        XCTAssertEqual(solver.statistics.rows, 0)
        XCTAssertEqual(solver.statistics.entries, 0)
    }

    /// A 300-view chain (long lazy rows) whose links are removed and re-added
    /// while an edit moves the closing width must end where a fresh solve of
    /// the final constraint set ends (all values unique by construction:
    /// fixed widths except the last, which absorbs the edited container width).
    func testLongChainChurnMatchesFreshSolve() throws {
        var rng = SeededRandom(seed: 11)
        let count = 300
        let lefts = (0..<count).map { Variable("l\($0)") }
        let widths = (0..<count).map { Variable("w\($0)") }
        let container = Variable("W")
        var links: [Constraint] = []
        var fixed: [Constraint] = [lefts[0] == 0]
        for i in 0..<count {
            fixed.append(i == count - 1 ? (widths[i] == 20).priority(250) : widths[i] == rng.whole(10...40))
            if i > 0 { links.append(lefts[i] == lefts[i - 1] + widths[i - 1] + 8) }
        }
        let closure = lefts[count - 1] + widths[count - 1] + 8 == container
        let solver = Solver()
        for c in fixed + links { try solver.add(c) }
        try solver.add(closure)
        try solver.addEditVariable(container, priority: 999)
        assertSound(solver)
        var lastSuggestion = 0.0
        for step in 0..<40 {
            let index = rng.int(0...(links.count - 1))
            let link = links[index]
            try removeChecked(solver, link)
            lastSuggestion = rng.whole(1000...20000)
            try suggestChecked(solver, container, lastSuggestion)
            let again = Constraint(link.expression, link.relation, priority: link.priority)
            links[index] = again
            try addChecked(solver, again)
            XCTAssertTrue(solver.checkInvariants().isEmpty, "step \(step)")
        }
        let fresh = Solver()
        for c in fixed + links { try fresh.add(Constraint(c.expression, c.relation, priority: c.priority)) }
        try fresh.add(Constraint(closure.expression, closure.relation, priority: closure.priority))
        try fresh.addEditVariable(container, priority: 999)
        try fresh.suggestValue(container, lastSuggestion)
        XCTAssertEqual(fresh.value(of: container), lastSuggestion, accuracy: 1e-6)
        for v in lefts + widths + [container] {
            XCTAssertEqual(solver.value(of: v), fresh.value(of: v), accuracy: 1e-6, v.name)
        }
    }

    /// Removing constraints in the reverse and in a shuffled order both empty the tableau.
    func testTeardownOrders() throws {
        for order in 0..<2 {
            let solver = Solver()
            let (a, b, c) = (Variable("a"), Variable("b"), Variable("c"))
            var cs = [a >= 0, b == a + 10, (c == 3).priority(250), c <= b, (a == 50).priority(750), b <= 40]
            for k in cs { try addChecked(solver, k) }
            XCTAssertEqual(solver.value(of: a), 30, accuracy: accuracy)
            if order == 0 { cs.reverse() } else { cs.swapAt(0, 3); cs.swapAt(1, 5) }
            for k in cs { try removeChecked(solver, k) }
            XCTAssertEqual(solver.statistics.rows, 0)
        }
    }
}
