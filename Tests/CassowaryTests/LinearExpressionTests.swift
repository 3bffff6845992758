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
