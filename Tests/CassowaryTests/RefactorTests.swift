@testable import Cassowary
import XCTest

/// `SolverEngine.refactor(originals:)`: fresh numbers on the basis the tableau has.
final class RefactorTests: XCTestCase {
    private struct Added {
        var record: Int32
        var terms: [(Symbol, Double)]
        var constant: Double
        var relation: Relation
    }

    /// A row of three views, each `left(i+1) == left(i) + width(i) + 8`, widths wanting 40
    /// (@750) under a required `right <= 100`, with a centring tie (@250) between them.
    private func layout() throws -> (SolverEngine, [Symbol], [Added]) {
        var engine = SolverEngine()
        let v = (0..<7).map { _ in engine.makeSymbol(.external) }  // l0, w0, l1, w1, l2, w2, right
        var added: [Added] = []
        func add(_ terms: [(Symbol, Double)], _ constant: Double, _ relation: Relation, _ priority: Int) throws {
            let record = try engine.addConstraint(terms: terms, constant: constant, relation: relation, priority: priority)
            added.append(Added(record: record, terms: terms, constant: constant, relation: relation))
        }
        try add([(v[0], 1)], 0, .equal, 1000)
        try add([(v[2], 1), (v[0], -1), (v[1], -1)], -8, .equal, 1000)
        try add([(v[4], 1), (v[2], -1), (v[3], -1)], -8, .equal, 1000)
        try add([(v[6], 1), (v[4], -1), (v[5], -1)], 0, .equal, 1000)
        try add([(v[6], 1)], -100, .lessThanOrEqual, 1000)
        for w in [v[1], v[3], v[5]] {
            try add([(w, 1)], 0, .greaterThanOrEqual, 1000)
            try add([(w, 1)], -40, .equal, 750)
        }
        try add([(v[1], 1), (v[5], -1)], 0, .equal, 250)
        return (engine, v, added)
    }

    private func originals(_ engine: SolverEngine, _ added: [Added]) -> [Row] {
        added.compactMap { engine.originalRow(record: $0.record, terms: $0.terms, constant: $0.constant, relation: $0.relation) }
    }

    func testRefactoringKeepsTheBasisAndTheValues() throws {
        var (engine, v, added) = try layout()
        let before = engine.evaluateExternals(v)
        let basis = Set(engine.rowBasic.filter(\.isValid))
        try engine.refactor(originals: originals(engine, added))
        XCTAssertEqual(Set(engine.rowBasic.filter(\.isValid)), basis)
        let after = engine.evaluateExternals(v)
        for (a, b) in zip(before, after) { XCTAssertEqual(a, b, accuracy: 1e-12) }
        XCTAssertEqual(after[6], 100, accuracy: 1e-12)  // the widths share the compression
        XCTAssertEqual(engine.checkInvariants(), [])
    }

    /// Rounding planted in every row is gone after a refactorisation: the numbers come from
    /// the constraints, not from the rows.
    func testRefactoringDropsTheRoundingOfTheRows() throws {
        var (engine, v, added) = try layout()
        let exact = engine.evaluateExternals(v)
        for slot in engine.rows.indices where engine.rowBasic[slot].isValid {
            engine.rows[slot].constant *= 1 + 1e-6
        }
        engine.invalidateValues()
        let drifted = engine.evaluateExternals(v)
        XCTAssertGreaterThan(zip(drifted, exact).map { abs($0 - $1) }.max() ?? 0, 1e-6)
        try engine.refactor(originals: originals(engine, added))
        for (a, b) in zip(engine.evaluateExternals(v), exact) { XCTAssertEqual(a, b, accuracy: 1e-12) }
    }

    /// A row count that does not match the basis is refused rather than guessed at.
    func testRefactoringRefusesMissingConstraints() throws {
        var (engine, _, added) = try layout()
        XCTAssertThrowsError(try engine.refactor(originals: Array(originals(engine, added).dropLast())))
    }
}
