import Foundation

/// `FilmstripSolverCheck`: replays JSON constraint systems (one per line on stdin, one result line each on
/// stdout) for Scripts/check-solver-kiwisolver.py, or with `--bench [runs]` times a cell's constraints.
@main
struct SolverCheck {
    static func main() throws {
        let arguments = CommandLine.arguments.dropFirst()
        if arguments.first == "--bench" {
            let runs = arguments.dropFirst().first.flatMap { Int($0) } ?? 1000
            CellBenchmark(iterations: max(1, runs)).run()
            return
        }
        while let line = readLine(strippingNewline: true) {
            guard !line.isEmpty else {
                continue
            }
            let system = try JSONDecoder().decode(ConstraintSystem.self, from: Data(line.utf8))
            print(SystemReplay(system: system).run())
        }
    }
}
