import FilmstripConstraintSolver
import XCTest

final class SolverAmbiguityTests: XCTestCase {
    private let x = Variable("x")
    private let y = Variable("y")

    func testUnderdeterminedVariablesAreAmbiguousUntilPinned() throws {
        var solver = Solver()
        XCTAssertTrue(solver.isAmbiguous(x))
        try solver.add(Constraint(x + y, .equal, Expression(10)))
        XCTAssertTrue(solver.isAmbiguous(x))
        XCTAssertTrue(solver.isAmbiguous(y))
        try solver.add(Constraint(y, .equal, 3))
        XCTAssertFalse(solver.isAmbiguous(x))
        XCTAssertFalse(solver.isAmbiguous(y))
    }

    func testAnInequalityAloneLeavesRoom() throws {
        var solver = Solver()
        try solver.add(Constraint(x, .greaterThanOrEqual, 10))
        XCTAssertTrue(solver.isAmbiguous(x))
        try solver.add(Constraint(x, .equal, 0, strength: .defaultLow))
        XCTAssertFalse(solver.isAmbiguous(x))  // pressed against the bound by a cost
    }

    func testEqualPullsAtOnePriorityAreATie() throws {
        // |x − 0| + |x − 10| is 10 anywhere in [0, 10]: no unique layout. A priority apart, there is one.
        var tie = Solver()
        try tie.add(Constraint(x, .equal, 0, strength: Strength(priority: 500)!))
        try tie.add(Constraint(x, .equal, 10, strength: Strength(priority: 500)!))
        XCTAssertTrue(tie.isAmbiguous(x))
        var ordered = Solver()
        try ordered.add(Constraint(x, .equal, 0, strength: Strength(priority: 500)!))
        try ordered.add(Constraint(x, .equal, 10, strength: Strength(priority: 501)!))
        XCTAssertFalse(ordered.isAmbiguous(x))
        XCTAssertEqual(ordered.value(of: x), 10, accuracy: 1e-12)
    }
}
