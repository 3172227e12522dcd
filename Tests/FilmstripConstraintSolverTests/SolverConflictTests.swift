import FilmstripConstraintSolver
import XCTest

final class SolverConflictTests: XCTestCase {
    private let x = Variable("x")
    private let y = Variable("y")
    private let z = Variable("z")
    private let w = Variable("w")

    func testConflictNamesExactlyTheContradictedConstraints() throws {
        let pinX = Constraint(x, .equal, 10)
        let unrelated = Constraint(w, .equal, 5)
        let pinY = Constraint(y, .equal, 20)
        let linkedButFine = Constraint(z, .greaterThanOrEqual, x + 1)
        let soft = Constraint(z, .equal, 0, strength: .defaultHigh)
        var solver = Solver()
        for constraint in [pinX, unrelated, pinY, linkedButFine, soft] {
            try solver.add(constraint)
        }
        let sum = Constraint(x + y, .equal, Expression(40))
        XCTAssertThrowsError(try solver.add(sum)) {
            XCTAssertEqual($0 as? SolverError, .unsatisfiable(sum, conflictingWith: [pinX, pinY]))
            XCTAssertEqual(
                "\($0)",
                "unable to simultaneously satisfy constraints: x + y - 40 == 0 conflicts with x - 10 == 0; y - 20 == 0")
        }
        // The solver carries on without the refused constraint.
        XCTAssertFalse(solver.contains(sum))
        XCTAssertEqual(solver.constraints, [pinX, unrelated, pinY, linkedButFine, soft])
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-12)
        XCTAssertEqual(solver.value(of: z), 11, accuracy: 1e-12)
        // Breaking one of the named constraints lets it in.
        try solver.remove(pinY)
        try solver.add(sum)
        XCTAssertEqual(solver.value(of: y), 30, accuracy: 1e-12)
    }

    func testConflictAmongInequalitiesThroughAChain() throws {
        // x >= 10, y >= x + 5, y <= 12: a chain of three, and an unrelated bound on x that is not needed.
        let low = Constraint(x, .greaterThanOrEqual, 10)
        let loose = Constraint(x, .lessThanOrEqual, 1000)
        let gap = Constraint(y, .greaterThanOrEqual, x + 5)
        var solver = Solver()
        for constraint in [low, loose, gap] {
            try solver.add(constraint)
        }
        let cap = Constraint(y, .lessThanOrEqual, 12)
        XCTAssertThrowsError(try solver.add(cap)) {
            XCTAssertEqual($0 as? SolverError, .unsatisfiable(cap, conflictingWith: [low, gap]))
        }
        XCTAssertEqual(solver.value(of: y), 15, accuracy: 1e-12)
    }

    func testSelfContradictionNamesNoOther() throws {
        var solver = Solver()
        try solver.add(Constraint(x, .equal, 3))
        let impossible = Constraint(x - x, .equal, Expression(1))
        XCTAssertThrowsError(try solver.add(impossible)) {
            XCTAssertEqual($0 as? SolverError, .unsatisfiable(impossible, conflictingWith: []))
        }
    }

    func testNonRequiredConstraintsNeverConflict() throws {
        var solver = Solver()
        try solver.add(Constraint(x, .equal, 10))
        XCTAssertNoThrow(try solver.add(Constraint(x, .equal, 20, strength: Strength(priority: 999)!)))
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-12)
    }
}
