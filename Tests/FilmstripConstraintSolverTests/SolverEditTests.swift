import FilmstripConstraintSolver
import XCTest

final class SolverEditTests: XCTestCase {
    private let left = Variable("left")
    private let width = Variable("width")
    private let right = Variable("right")
    private let center = Variable("center")

    /// left = 0, right = left + width, center = (left + right) / 2, width <= 300: a view resized by an edit.
    private func makeSolver() throws -> Solver {
        var solver = Solver()
        try solver.add(Constraint(left, .equal, 0))
        try solver.add(Constraint(right, .equal, left + width))
        try solver.add(Constraint(center, .equal, (left + right) / 2))
        try solver.add(Constraint(width, .lessThanOrEqual, 300))
        try solver.add(Constraint(width, .equal, 50, strength: .defaultLow))
        return solver
    }

    /// `makeSolver()` with `width` an edit variable at `strength`, suggested `value`.
    private func editedSolver(_ strength: Strength, suggesting value: Double) throws -> Solver {
        var solver = try makeSolver()
        try solver.addEditVariable(width, strength: strength)
        try solver.suggestValue(value, for: width)
        return solver
    }

    func testSuggestedValuesPropagate() throws {
        var solver = try editedSolver(Strength(priority: 999)!, suggesting: 100)
        XCTAssertEqual(solver.value(of: right), 100, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: center), 50, accuracy: 1e-9)
        try solver.suggestValue(40, for: width)
        XCTAssertEqual(solver.value(of: right), 40, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: center), 20, accuracy: 1e-9)
    }

    func testRequiredConstraintBoundsASuggestion() throws {
        var solver = try editedSolver(.defaultHigh, suggesting: 1000)
        XCTAssertEqual(solver.value(of: width), 300, accuracy: 1e-9)
        try solver.suggestValue(120, for: width)
        XCTAssertEqual(solver.value(of: width), 120, accuracy: 1e-9)
    }

    func testWeakerEditYieldsToStrongerConstraint() throws {
        let solver = try editedSolver(Strength(priority: 100)!, suggesting: 200)
        XCTAssertEqual(solver.value(of: width), 50, accuracy: 1e-9)
    }

    func testRemovingTheEditRestoresTheConstraints() throws {
        var solver = try editedSolver(.defaultHigh, suggesting: 200)
        XCTAssertEqual(solver.value(of: width), 200, accuracy: 1e-9)
        try solver.removeEditVariable(width)
        XCTAssertEqual(solver.value(of: width), 50, accuracy: 1e-9)
        XCTAssertFalse(solver.isEditVariable(width))
    }

    func testSuggestionsMatchASolverBuiltWithTheFinalValue() throws {
        // Many suggestions through the dual simplex end where one fresh solve with the last value ends.
        var edited = try makeSolver()
        try edited.addEditVariable(width, strength: .defaultHigh)
        for value in [10.0, 500, 0, 280, 75.5, 310, 123.25] {
            try edited.suggestValue(value, for: width)
        }
        var fresh = try makeSolver()
        try fresh.add(Constraint(width, .equal, 123.25, strength: .defaultHigh))
        for variable in [left, width, right, center] {
            XCTAssertEqual(edited.value(of: variable), fresh.value(of: variable), accuracy: 1e-9)
        }
    }

    func testEditErrors() throws {
        var solver = try makeSolver()
        XCTAssertThrowsError(try solver.suggestValue(1, for: width)) {
            XCTAssertEqual($0 as? SolverError, .unknownEditVariable(width))
        }
        XCTAssertThrowsError(try solver.addEditVariable(width, strength: .required)) {
            XCTAssertEqual($0 as? SolverError, .requiredEditVariable(width))
        }
        try solver.addEditVariable(width, strength: .defaultHigh)
        XCTAssertThrowsError(try solver.addEditVariable(width, strength: .defaultLow)) {
            XCTAssertEqual($0 as? SolverError, .duplicateEditVariable(width))
        }
        XCTAssertThrowsError(try solver.removeEditVariable(center)) {
            XCTAssertEqual($0 as? SolverError, .unknownEditVariable(center))
        }
        XCTAssertEqual(SolverError.unknownEditVariable(center).description, "center is not an edit variable")
    }
}
