import FilmstripConstraintSolver

#if canImport(Glibc)
    import Glibc
#endif

/// Times the constraints of a typical collection view cell: an image, a title, a subtitle, a badge and a button in
/// a content view, with UIKit's hugging and compression priorities on the labels' intrinsic sizes.
struct CellBenchmark {
    /// How many times each measurement runs; the median is printed.
    let iterations: Int

    /// Prints the median time of a whole solve, of a suggestion (a resized cell), and of removing and adding back
    /// one constraint.
    func run() {
        let cell = Self.makeCell()
        let whole = median {
            var solver = Solver()
            for constraint in cell.constraints {
                try? solver.add(constraint)
            }
        }
        var solver = Solver()
        for constraint in cell.constraints {
            try? solver.add(constraint)
        }
        try? solver.addEditVariable(cell.width, strength: Strength(priority: 999)!)
        var width = 320.0
        let suggestion = median {
            width = width == 320 ? 375 : 320
            try? solver.suggestValue(width, for: cell.width)
        }
        let toggled = cell.constraints[cell.constraints.count / 2]
        let removal = median {
            try? solver.remove(toggled)
            try? solver.add(toggled)
        }
        print("cell: \(cell.constraints.count) constraints, \(cell.variableCount) variables, \(iterations) runs each")
        print("  whole solve (new solver, every constraint added): median \(format(whole)) µs CPU")
        print("  suggestValue (the cell resized, dual simplex):     median \(format(suggestion)) µs CPU")
        print("  remove + add back one constraint:                  median \(format(removal)) µs CPU")
    }

    /// The cell as one line of the JSON that ``SystemReplay`` reads, with an edit variable on the content width,
    /// so that another solver can be timed on exactly these constraints.
    static func json() -> String {
        let cell = makeCell()
        var indices: [Variable: Int] = [:]
        var names: [String] = []
        func index(_ variable: Variable) -> Int {
            if let known = indices[variable] {
                return known
            }
            indices[variable] = names.count
            names.append(variable.name)
            return names.count - 1
        }
        var operations: [String] = []
        for (id, constraint) in cell.constraints.enumerated() {
            let terms = constraint.expression.terms.map { "[\(index($0.variable)), \($0.coefficient)]" }
            let relation: String
            switch constraint.relation {
            case .lessThanOrEqual: relation = "<="
            case .equal: relation = "=="
            case .greaterThanOrEqual: relation = ">="
            }
            operations.append(
                "{\"op\": \"add\", \"id\": \(id), \"terms\": [\(terms.joined(separator: ", "))], "
                    + "\"constant\": \(constraint.expression.constant), \"relation\": \"\(relation)\", "
                    + "\"priority\": \(constraint.strength.priority)}")
        }
        operations.append("{\"op\": \"addEdit\", \"variable\": \(index(cell.width)), \"priority\": 999}")
        let quoted = names.map { "\"\($0)\"" }.joined(separator: ", ")
        return "{\"variables\": [\(quoted)], \"operations\": [\(operations.joined(separator: ", "))]}"
    }

    /// The median CPU time of `body` in microseconds: this thread's CPU clock, so that other processes on a busy
    /// machine do not count (they still slow caches down).
    private func median(_ body: () -> Void) -> Double {
        var samples: [Double] = []
        for _ in 0..<iterations {
            let start = Self.threadCPUTime()
            body()
            samples.append((Self.threadCPUTime() - start) * 1e6)
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    /// Seconds of CPU this thread has used.
    private static func threadCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private func format(_ microseconds: Double) -> String {
        String(Double(Int(microseconds * 10)) / 10)
    }

    /// The cell's constraints, as Auto Layout would make them from anchors and intrinsic content sizes.
    static func makeCell() -> (constraints: [Constraint], width: Variable, variableCount: Int) {
        var constraints: [Constraint] = []
        var variableCount = 0
        func view(_ name: String) -> (left: Variable, top: Variable, width: Variable, height: Variable) {
            variableCount += 4
            return (
                Variable("\(name).left"), Variable("\(name).top"), Variable("\(name).width"), Variable("\(name).height")
            )
        }
        func add(_ lhs: Expression, _ relation: Constraint.Relation, _ rhs: Expression, _ priority: Float = 1000) {
            constraints.append(Constraint(lhs, relation, rhs, strength: Strength(priority: priority)!))
        }
        func intrinsic(_ dimension: Variable, _ size: Double) {
            add(Expression(dimension), .lessThanOrEqual, Expression(size), 250)
            add(Expression(dimension), .greaterThanOrEqual, Expression(size), 750)
        }
        let content = view("content")
        let image = view("image")
        let title = view("title")
        let subtitle = view("subtitle")
        let badge = view("badge")
        let button = view("button")
        add(Expression(content.left), .equal, Expression(0))
        add(Expression(content.top), .equal, Expression(0))
        add(Expression(content.width), .equal, Expression(320), 500)
        add(Expression(image.left), .equal, content.left + 16)
        add(Expression(image.top), .equal, content.top + 12)
        add(content.top + content.height, .greaterThanOrEqual, image.top + image.height + 12)
        add(Expression(image.width), .equal, Expression(image.height))
        add(Expression(image.width), .equal, Expression(64))
        add(Expression(title.left), .equal, image.left + image.width + 12)
        add(Expression(title.top), .equal, Expression(image.top))
        intrinsic(title.width, 180)
        intrinsic(title.height, 20)
        add(Expression(subtitle.left), .equal, Expression(title.left))
        add(Expression(subtitle.top), .equal, title.top + title.height + 4)
        intrinsic(subtitle.width, 220)
        intrinsic(subtitle.height, 16)
        add(Expression(badge.left), .greaterThanOrEqual, title.left + title.width + 8)
        add(Expression(badge.top), .equal, Expression(title.top))
        intrinsic(badge.width, 24)
        intrinsic(badge.height, 24)
        add(button.left + button.width, .equal, content.left + content.width - 16)
        add(Expression(badge.left) + badge.width, .lessThanOrEqual, Expression(button.left) - 8)
        add(button.top + button.height / 2, .equal, image.top + image.height / 2)
        intrinsic(button.width, 44)
        intrinsic(button.height, 44)
        add(subtitle.left + subtitle.width, .lessThanOrEqual, Expression(button.left) - 8)
        add(content.top + content.height, .greaterThanOrEqual, subtitle.top + subtitle.height + 12)
        add(Expression(content.height), .equal, Expression(0), 50)
        return (constraints, content.width, variableCount)
    }
}
