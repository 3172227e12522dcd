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

            Shard results are not trusted (a pull request controls the jobs that made them): an image is \
            copied only when its path is relative and resolves, links followed, inside that results file's \
            folder. Any other image (a .. or absolute path, a link out, a missing file) is named with its \
            results file and field, left out of the report, and the merge exits 2.

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
        var refused: [RefusedImage] = []
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let shards = try results.enumerated().map { index, path -> SuiteResult in
                let file = URL(fileURLWithPath: path)
                let copied = try ReportImages.copyConfined(
                    try ResultsJSON.read(from: file), resultsFile: path, from: file.deletingLastPathComponent(),
                    into: folder, subfolder: "shard-\(index + 1)")
                refused += copied.refused
                return copied.suite
            }
            merged = try SuiteResult.merged(shards, command: ["filmstrip"] + CommandLine.arguments.dropFirst())
            try ResultsJSON.write(merged, to: folder.appendingPathComponent("results.json"))
            try JUnitWriter.write(merged, to: folder.appendingPathComponent("junit.xml"))
            try HTMLReportWriter.write(merged, to: folder)
        } catch {
            Terminal.printError(ErrorMessage.line(error))
            throw ExitStatus.runFailed
        }
        for image in refused { Terminal.printError(image.description) }
        print(merged.counts.summary)
        if !refused.isEmpty { throw ExitStatus.runFailed }
        if merged.exitStatus != 0 { throw ExitCode(merged.exitStatus) }
    }
}
