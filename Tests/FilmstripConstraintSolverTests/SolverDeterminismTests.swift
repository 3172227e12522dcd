import Dispatch
import FilmstripConstraintSolver
import Synchronization
import XCTest

final class SolverDeterminismTests: XCTestCase {
    /// A grid of views with competing priorities, many ties for the simplex to break, and edits.
    private static func solveGrid(_ variables: [Variable]) throws -> [UInt64] {
        var solver = Solver()
        let count = variables.count
        for index in 0..<count {
            let variable = variables[index]
            try solver.add(Constraint(variable, .greaterThanOrEqual, 0))
            try solver.add(Constraint(variable, .equal, Double(index * 7 % 13), strength: .defaultLow))
            if index > 0 {
                try solver.add(Constraint(variable, .greaterThanOrEqual, variables[index - 1] + 3))
                try solver.add(
                    Constraint(variable - variables[index - 1], .equal, Expression(5), strength: .defaultHigh))
            }
            if index > 1 {
                try? solver.add(Constraint(variable + variables[index - 2], .lessThanOrEqual, Expression(80)))
            }
        }
        try solver.addEditVariable(variables[0], strength: Strength(priority: 999)!)
        for value in [1.0, 7.5, 3.25] {
            try solver.suggestValue(value, for: variables[0])
        }
        return variables.map { solver.value(of: $0).bitPattern }
    }

    func testSameOperationsGiveBitIdenticalValues() throws {
        let first = (0..<12).map { Variable("v\($0)") }
        // Variables created in the opposite order, and others created in between: identities differ, values don't.
        let second = (0..<12).reversed().map { Variable("v\($0)") }.reversed().map { $0 }
        _ = (0..<100).map { Variable("noise\($0)") }
        let reference = try Self.solveGrid(first)
        XCTAssertEqual(try Self.solveGrid(Array(second)), reference)

        let results = Mutex<[Int: [UInt64]]>([:])
        DispatchQueue.concurrentPerform(iterations: 8) { slot in
            let variables = (0..<12).map { Variable("t\(slot).\($0)") }
            let values = (try? Self.solveGrid(variables)) ?? []
            results.withLock { $0[slot] = values }
        }
        for slot in 0..<8 {
            XCTAssertEqual(results.withLock { $0[slot] }, reference, "thread \(slot)")
        }
    }
}
