import XCTest
@testable import Cassowary

/// Building expressions and constraints with the operators.
final class LinearExpressionTests: XCTestCase {
    func testOperatorsBuildExpectedTerms() {
        let x = Variable("x"), y = Variable("y")
        let e = x + 2 * y - 3 + y / 2
        let r = e.reduced()
        XCTAssertEqual(r.terms.count, 2)
        XCTAssertTrue(r.terms[0].variable === x)
        XCTAssertEqual(r.terms[0].coefficient, 1)
        XCTAssertTrue(r.terms[1].variable === y)
        XCTAssertEqual(r.terms[1].coefficient, 2.5)
        XCTAssertEqual(r.constant, -3)
    }

    func testReducedDropsCancelledVariables() {
        let x = Variable("x"), y = Variable("y")
        let r = (x + y - x + 4).reduced()
        XCTAssertEqual(r.terms.count, 1)
        XCTAssertTrue(r.terms[0].variable === y)
        XCTAssertEqual(r.constant, 4)
    }

    /// Short expressions are merged by searching, long ones through a dictionary: on each side
    /// of the limit the sums and the first-occurrence order are the ones worked out by hand.
    func testShortAndLongExpressionsMergeAlike() {
        let v = (0..<4).map { Variable("v\($0)") }
        for count in [LinearExpression.searchedMergeLimit, LinearExpression.searchedMergeLimit + 1, 40] {
            // Terms cycle v2, v0, v3, v1, … with coefficient k + 1 for the k-th term; v1's sum
            // is then cancelled by one more term, which the merge must drop.
            let cycle = [2, 0, 3, 1]
            var terms = (0..<count).map { Term(v[cycle[$0 % 4]], Double($0 + 1)) }
            var expected: [(Int, Double)] = []
            for k in 0..<count {
                let variable = cycle[k % 4]
                if let i = expected.firstIndex(where: { $0.0 == variable }) { expected[i].1 += Double(k + 1) } else { expected.append((variable, Double(k + 1))) }
            }
            let v1 = expected.firstIndex { $0.0 == 1 }.map { expected[$0].1 } ?? 0
            terms.append(Term(v[1], -v1))
            expected.removeAll { $0.0 == 1 }
            let r = LinearExpression(terms, constant: 7).reduced()
            XCTAssertEqual(r.terms.map { t in v.firstIndex { $0 === t.variable } ?? -1 }, expected.map(\.0), "\(count) terms: order")
            XCTAssertEqual(r.terms.map(\.coefficient), expected.map(\.1), "\(count) terms: sums")
            XCTAssertEqual(r.constant, 7)
        }
    }

    func testNegationAndConstantOnLeft() {
        let x = Variable("x")
        let e = (100 - x).reduced()
        XCTAssertEqual(e.terms[0].coefficient, -1)
        XCTAssertEqual(e.constant, 100)
        let n = (-(x * 3)).reduced()
        XCTAssertEqual(n.terms[0].coefficient, -3)
    }

    func testConstraintIsLeftMinusRight() {
        let x = Variable("x"), y = Variable("y")
        let c = x + 2 * y == 10
        XCTAssertEqual(c.relation, .equal)
        XCTAssertEqual(c.expression.constant, -10)
        XCTAssertEqual(c.expression.terms.map(\.coefficient), [1, 2])
        XCTAssertTrue(c.priority.isRequired)
        let d = 5 <= x
        XCTAssertEqual(d.relation, .lessThanOrEqual)
        XCTAssertEqual(d.expression.constant, 5)
        XCTAssertEqual(d.expression.terms[0].coefficient, -1)
    }

    func testPriorityReturnsNewConstraint() {
        let x = Variable("x")
        let c = x >= 1
        let soft = c.priority(.defaultHigh)
        XCTAssertFalse(c === soft)
        XCTAssertEqual(soft.priority, .defaultHigh)
        XCTAssertEqual(c.priority, .required)
        XCTAssertEqual(soft.identified("min").identifier, "min")
        XCTAssertTrue(soft.identified("min").description.contains("[min]"))
    }
}
