import ArgumentParser
import Filmstrip
import Foundation

struct MergeReportsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge-reports",
        abstract:
            "Combine the results of shards (filmstrip test --shard I/N --json FILE) into one report and JUnit file.",
        discussion: """
            Writes OUT_DIR/index.html (the review report, its images copied beside it), OUT_DIR/junit.xml \
            and OUT_DIR/results.json, prints the combined counts, and exits as the whole run would have \
            (0 all passed, 1 any failed or recorded, 2 any error).

            Example (one CI job per shard uploads its results folder; a last job downloads them all):
              filmstrip test --shard 1/2 --json results-1/results.json
              filmstrip test --shard 2/2 --json results-2/results.json
              filmstrip merge-reports report/ results-1/results.json results-2/results.json
            """
    )

    @Argument(help: "The folder to write the merged report into.")
    var output: String

    @Argument(help: "Results files written by filmstrip test --json.")
    var results: [String]

    func validate() throws {
        if results.isEmpty { throw ValidationError("Give at least one results file.") }
    }

    func run() throws {
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        let merged: SuiteResult
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let shards = try results.enumerated().map { index, path -> SuiteResult in
                let file = URL(fileURLWithPath: path)
                return try ReportImages.copy(
                    try ResultsJSON.read(from: file), from: file.deletingLastPathComponent(),
                    into: folder, subfolder: "shard-\(index + 1)")
            }
            merged = try SuiteResult.merged(shards, command: ["filmstrip"] + CommandLine.arguments.dropFirst())
            try ResultsJSON.write(merged, to: folder.appendingPathComponent("results.json"))
            try JUnitWriter.write(merged, to: folder.appendingPathComponent("junit.xml"))
            try HTMLReportWriter.write(merged, to: folder)
        } catch {
            Terminal.printError("\(error)")
            throw ExitStatus.runFailed
        }
        print(merged.counts.summary)
        if merged.exitStatus != 0 { throw ExitCode(merged.exitStatus) }
    }
}
