import Foundation

/// `FilmstripSolverCheck`: replays JSON constraint systems (one per line on stdin, one result line each on
/// stdout) for Scripts/check-solver-kiwisolver.py; with `--bench [runs]` times a cell's constraints, and with
/// `--cell-json` prints that cell as a system for Scripts/bench-solver.sh to time kiwisolver on.
@main
struct SolverCheck {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        if arguments.first == "--cell-json" {
            print(CellBenchmark.json())
            return
        }
        if arguments.first == "--bench" {
            let runs = arguments.dropFirst().first.flatMap { Int($0) } ?? 1000
            CellBenchmark(iterations: max(1, runs)).run()
            return
        }
        while let line = readLine(strippingNewline: true) {
            guard !line.isEmpty else {
                continue
            }
            guard let system = try? JSONDecoder().decode(ConstraintSystem.self, from: Data(line.utf8)) else {
                FileHandle.standardError.write(Data("FilmstripSolverCheck: stdin: a line is not a system\n".utf8))
                exit(2)
            }
            print(SystemReplay(system: system).run())
        }
    }
}
