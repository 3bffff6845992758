import Layout
import LayoutTestSupport
import SceneModel
import XCTest

/// A chain of views in which every view also asks for its trailing edge at the root's leading
/// edge, a required constraint that conflicts with the whole chain before it: the k-th is
/// broken with a conflicting set of 2k constraints. The diagnostics stay bounded, and the
/// proofs count against the pivot budget.
final class ConflictChainTests: XCTestCase {
    /// The scene `Tests/Benchmarks/conflict_chain_scene.py` writes, for `views` views.
    private func conflictChain(_ views: Int) -> String {
        var lines = ["<scene width=\"1000\" height=\"100\">"]
        for i in 1...views { lines.append("  <view id=\"v\(i)\"/>") }
        lines.append("  <constraints>")
        for i in 1...views {
            let leading = i > 1 ? "v\(i - 1).trailing" : "superview.leading"
            lines += ["    <constraint>v\(i).leading == \(leading)</constraint>",
                      "    <constraint>v\(i).width == 10</constraint>",
                      "    <constraint>v\(i).top == superview.top</constraint>",
                      "    <constraint>v\(i).height == 10</constraint>",
                      "    <constraint>v\(i).trailing == superview.leading</constraint>"]
        }
        lines += ["  </constraints>", "</scene>"]
        return lines.joined(separator: "\n")
    }

    /// Each diagnostic lists at most `AutoLayout.conflictNotesListed` (10) constraints and one
    /// note that counts the rest, so 30 conflicts print 305 notes, not the 930 of every set.
    func testEachConflictListsAtMostTenConstraintsAndCountsTheRest() throws {
        let p = try LaidOutScene(conflictChain(30))
        let broken = p.layout.diagnostics.filter { $0.id == .unsatisfiableConstraints }
        XCTAssertEqual(broken.count, 30, "every view's trailing constraint is broken")
        XCTAssertEqual(broken.map(\.notes.count), (1...30).map { k in 2 * k <= 10 ? 2 * k : 11 })
        XCTAssertEqual(broken.reduce(0) { $0 + $1.notes.count }, 305)
        let last = try XCTUnwrap(broken.last)
        XCTAssertEqual(last.notes.first?.message, "conflicts with 'v1.leading == superview.leading'")
        XCTAssertEqual(last.notes.last?.message, "and 50 more conflicting constraints",
                       "60 constraints conflict: 10 listed, 50 counted")
        XCTAssertEqual(last.notes.last?.location, last.location, "the count points at the broken constraint")
        XCTAssertEqual(broken[5].notes.last?.message, "and 2 more conflicting constraints", "the sixth: 12 conflict")
        XCTAssertEqual(NoteMessage.moreConflicts(1).text, "and 1 more conflicting constraint")
    }

    /// The proofs count against the budget: 40 conflicts with sets of up to 80 constraints
    /// need about 1,700 units for their proofs and few pivots, so a budget of 500 stops the
    /// layout with the pivot diagnostic before the last view.
    func testConflictProofsUseUpThePivotBudget() throws {
        let p = try LaidOutScene(conflictChain(40))
        XCTAssertFalse(p.layout.diagnostics.contains { $0.id == .solverGaveUp }, "the default budget covers 40 views")
        let limited = LayoutPass.run(p.scene, viewport: p.scene.viewports[0], pivotLimit: 500)
        let gaveUp = limited.diagnostics.filter { $0.id == .solverGaveUp }
        XCTAssertEqual(gaveUp.count, 1, limited.diagnostics.map(\.rendered).suffix(3).joined(separator: "\n"))
        let broken = limited.diagnostics.filter { $0.id == .unsatisfiableConstraints }.count
        XCTAssertLessThan(broken, 40, "the budget ran out after \(broken) conflicts")
        XCTAssertGreaterThan(broken, 5, "short conflicts fit in the budget")
    }
}
