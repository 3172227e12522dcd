import FilmstripConstraintSolver
import XCTest

final class SolverValuesTests: XCTestCase {
    private let x = Variable("x")
    private let y = Variable("y")

    private func strength(_ priority: Float) -> Strength {
        Strength(priority: priority)!
    }

    func testEqualitiesSolveExactly() throws {
        // x + y = 10 and x − y = 2: x = 6, y = 4.
        var solver = Solver()
        try solver.add(Constraint(x + y, .equal, Expression(10)))
        try solver.add(Constraint(x - y, .equal, Expression(2)))
        XCTAssertEqual(solver.value(of: x), 6, accuracy: 1e-12)
        XCTAssertEqual(solver.value(of: y), 4, accuracy: 1e-12)
    }

    func testChainOfEqualities() throws {
        // A view 8 pt right of another that is 16 pt from the edge and 120 wide: 16, 144.
        let left = Variable("first.left")
        let width = Variable("first.width")
        let next = Variable("second.left")
        var solver = Solver()
        try solver.add(Constraint(left, .equal, 16))
        try solver.add(Constraint(width, .equal, 120))
        try solver.add(Constraint(next, .equal, left + width + 8))
        XCTAssertEqual(solver.value(of: next), 144, accuracy: 1e-12)
    }

    func testRequiredInequalityHoldsAgainstAWeakerEquality() throws {
        var solver = Solver()
        try solver.add(Constraint(x, .greaterThanOrEqual, 10))
        try solver.add(Constraint(x, .lessThanOrEqual, 20))
        try solver.add(Constraint(x, .equal, 0, strength: .defaultLow))
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-12)
        try solver.add(Constraint(x, .equal, 35, strength: .defaultHigh))
        XCTAssertEqual(solver.value(of: x), 20, accuracy: 1e-12)
    }

    func testInactiveInequalityDoesNotPull() throws {
        var solver = Solver()
        try solver.add(Constraint(x, .lessThanOrEqual, 100))
        try solver.add(Constraint(x, .equal, 42, strength: .defaultLow))
        XCTAssertEqual(solver.value(of: x), 42, accuracy: 1e-12)
    }

    func testWeakerConstraintYields() throws {
        var solver = Solver()
        try solver.add(Constraint(x, .equal, 0, strength: .defaultLow))
        try solver.add(Constraint(x, .equal, 100, strength: .defaultHigh))
        XCTAssertEqual(solver.value(of: x), 100, accuracy: 1e-12)
    }

    func testOneHigherPriorityOutweighsManyLowerOnes() throws {
        // Three priority-750 constraints, each with error 1000|x| (scaled), against one at 751 wanting x = 10.
        // A weighted sum with kiwi's factors (1000 between strengths) would settle at 0; priorities are levels.
        var solver = Solver()
        for _ in 0..<3 {
            try solver.add(Constraint(1000 * x, .equal, Expression(0), strength: strength(750)))
        }
        try solver.add(Constraint(x, .equal, 10, strength: strength(751)))
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
    }

    func testErrorsOfOnePriorityAddUp() throws {
        // |x| + |2x − 20| is least at x = 10 (slope −1 below, +3 above), and |x| + |x − 20| + |x − 30| at x = 20.
        var solver = Solver()
        try solver.add(Constraint(x, .equal, 0, strength: strength(500)))
        try solver.add(Constraint(2 * x, .equal, Expression(20), strength: strength(500)))
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
        var median = Solver()
        for target in [0.0, 20, 30] {
            try median.add(Constraint(y, .equal, target, strength: strength(500)))
        }
        XCTAssertEqual(median.value(of: y), 20, accuracy: 1e-9)
    }

    func testLowerPriorityDecidesAmongEquallyGoodHigherSolutions() throws {
        // Priority 750 only asks x + y = 100; priority 250 then picks x = 30 from the line.
        var solver = Solver()
        try solver.add(Constraint(x + y, .equal, Expression(100), strength: .defaultHigh))
        try solver.add(Constraint(x, .equal, 30, strength: .defaultLow))
        try solver.add(Constraint(y, .greaterThanOrEqual, 0))
        XCTAssertEqual(solver.value(of: x), 30, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 70, accuracy: 1e-9)
    }

    func testUnknownVariableReadsZero() {
        XCTAssertEqual(Solver().value(of: x), 0)
    }

    func testDescriptions() {
        let constraint = Constraint(2 * x - y, .lessThanOrEqual, Expression(8), strength: .defaultHigh)
        XCTAssertEqual(constraint.description, "2*x - y - 8 <= 0 (priority 750)")
        XCTAssertEqual(Constraint(x, .equal, 1.5).description, "x - 1.5 == 0")
        XCTAssertEqual(Strength.required.description, "required")
    }

    func testStrengthOutsideUIKitRangeIsRefused() {
        XCTAssertNil(Strength(priority: 0))
        XCTAssertNil(Strength(priority: 1000.5))
        XCTAssertNil(Strength(priority: .nan))
        XCTAssertEqual(Strength(priority: 1000), .required)
        XCTAssertTrue(Strength(priority: 1000)!.isRequired)
        XCTAssertLessThan(Strength.fittingSizeLevel, Strength.defaultLow)
    }
}
