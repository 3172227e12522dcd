import FilmstripConstraintSolver
import XCTest

final class SolverRemovalTests: XCTestCase {
    func testRemovingAConstraintRestoresTheEarlierSolution() throws {
        let a = Variable("a")
        let b = Variable("b")
        let c = Variable("c")
        var solver = Solver()
        try solver.add(Constraint(a + b, .equal, Expression(100)))
        try solver.add(Constraint(c, .greaterThanOrEqual, a + 10))
        try solver.add(Constraint(a, .equal, 30, strength: .defaultLow))
        try solver.add(Constraint(c, .equal, 0, strength: .fittingSizeLevel))
        let before = [a, b, c].map { solver.value(of: $0) }
        XCTAssertEqual(before, [30, 70, 40])

        let pull = Constraint(a, .equal, 80, strength: .defaultHigh)
        let bound = Constraint(c, .lessThanOrEqual, 60)
        try solver.add(pull)
        try solver.add(bound)
        XCTAssertEqual(solver.value(of: a), 50, accuracy: 1e-9)  // c <= 60 and c >= a + 10
        try solver.remove(bound)
        XCTAssertEqual(solver.value(of: a), 80, accuracy: 1e-9)
        try solver.remove(pull)
        for (variable, value) in zip([a, b, c], before) {
            XCTAssertEqual(solver.value(of: variable), value, accuracy: 1e-9)
        }
        XCTAssertEqual(solver.constraints.count, 4)
        XCTAssertFalse(solver.contains(pull))
    }

    func testRemovingADependentRequiredEqualityKeepsTheOthers() throws {
        // Four required equalities in three unknowns, consistent, so the last is dependent; then one of the first
        // three is removed. kiwi's removal pivots the marker through an error row and leaves the dependent
        // equality's dummy basic at a non-zero value, violating it (kiwisolver 1.5.1 answers v0 = -37.89 here).
        let v = (0..<4).map { Variable("v\($0)") }
        var solver = Solver()
        let pins: [(Int, Double, Double)] = [
            (3, 1.68584, -206.464825), (2, 2.474926, -447.14488),
            (0, 2.39916, 90.904172), (1, 2.691242, -493.789082),
        ]
        for (index, factor, constant) in pins {
            try solver.add(
                Constraint(expression: factor * v[index] + constant, relation: .equal, strength: .defaultHigh))
        }
        let first = Constraint(
            expression: 0.528256 * v[1] - 0.413305 * v[0] - 1.896147 * v[2] + 164.8188548, relation: .equal)
        let removed = Constraint(expression: -0.590136 * v[2] + 30.13234416, relation: .equal)
        let third = Constraint(expression: 2.491968 * v[1] + 179.74565184, relation: .equal)
        let dependent = Constraint(
            expression: 1.091942 * v[0] + 1.020938 * v[2] + 1.038747 * v[1] - 56.19535745, relation: .equal)
        for constraint in [first, removed, third, dependent] {
            try solver.add(constraint)
        }
        try solver.remove(removed)
        func residual(_ constraint: Constraint) -> Double {
            constraint.expression.terms.reduce(constraint.expression.constant) {
                $0 + $1.coefficient * solver.value(of: $1.variable)
            }
        }
        for constraint in [first, third, dependent] {
            XCTAssertEqual(residual(constraint), 0, accuracy: 1e-9, "\(constraint)")
        }
        XCTAssertEqual(solver.value(of: v[0]), 72.34, accuracy: 1e-6)
        XCTAssertEqual(solver.value(of: v[2]), 51.06, accuracy: 1e-6)
    }

    func testDuplicateAndUnknownConstraints() throws {
        let x = Variable("x")
        let constraint = Constraint(x, .equal, 1)
        var solver = Solver()
        XCTAssertThrowsError(try solver.remove(constraint)) {
            XCTAssertEqual($0 as? SolverError, .unknownConstraint(constraint))
        }
        try solver.add(constraint)
        XCTAssertThrowsError(try solver.add(constraint)) {
            XCTAssertEqual($0 as? SolverError, .duplicateConstraint(constraint))
        }
        // The same relation made twice is two constraints, as two NSLayoutConstraints are.
        XCTAssertNoThrow(try solver.add(Constraint(x, .equal, 1)))
        XCTAssertEqual(solver.value(of: x), 1)
    }
}
