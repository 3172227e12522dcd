import ArgumentParser
import Filmstrip
import FilmstripReport
import FilmstripSuite
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
            copied only when its path is relative and opens inside that results file's folder without \
            following any link, has no other hard link, is named .png or .webp and decodes whole as that \
            format within the image limits. It is copied under a name the merge makes \
            (shard-1/scene-0/check-2-actual.png), never the shard's, and the report's pages run no script but \
            their own. Any other image is named with its results file and field and left out of the report; \
            a shard missing or given twice (each results file records its --shard I/N) or a check in two \
            results files is named too. The report is written whole either way, then the merge exits 2. \
            Accept commands are rebuilt from each check's scene and name, never taken from a shard.

            Example (one CI job per shard uploads its results folder; a last job downloads them all):
              filmstrip test --shard 1/2 --json results-1/results.json
              filmstrip test --shard 2/2 --json results-2/results.json
              filmstrip merge-reports report/ results-1/results.json results-2/results.json
              filmstrip merge-reports report/ shards/     # every results.json under shards/
            """
    )

    @Argument(help: "The folder to write the merged report into (a new folder, or one replaced with --overwrite).")
    var output: String

    @Argument(
        help: "Results files written by filmstrip test --json, or folders searched for results.json files (shards/).")
    var results: [String]

    @Flag(
        help: "Replace OUT_DIR if it exists (as a whole, in one step); a report merge-reports wrote is replaced anyway."
    )
    var overwrite = false

    func validate() throws {
        if results.isEmpty { throw ValidationError("Give at least one results file.") }
    }

    func run() throws {
        let results = try ResultsFileSearch.files(self.results)
        let destination = ConfinedPath.resolved(output)
        for path in results {
            let input = ConfinedPath.resolved(path)
            if input == destination || input.hasPrefix(destination == "/" ? "/" : destination + "/") {
                throw CommandFailure.usage(
                    "\(Terminal.escaped(output)): OUT_DIR is or holds the results file \(Terminal.escaped(path)); "
                        + "merge into another folder")
            }
        }
        if !overwrite, let entries = try? FileManager.default.contentsOfDirectory(atPath: output), !entries.isEmpty,
            !OutputMarker.wroteBefore(output)
        {
            throw EncodeError.outputExists(path: output)
        }
        let merged: SuiteResult
        var refused: [RefusedImage] = []
        var problems: [ResultsMergeError] = []
        var staged: StagedFolder?
        do {
            let staging = try StagedFolder(for: output)
            staged = staging
            let folder = URL(fileURLWithPath: staging.path, isDirectory: true)
            let shards = try results.enumerated().map { index, path -> (file: String, results: SuiteResult) in
                let file = URL(fileURLWithPath: path)
                let copied = try ReportImages.copyConfined(
                    try ResultsJSON.read(from: file), resultsFile: path,
                    from: URL(fileURLWithPath: LocalPath(path).folder, isDirectory: true),
                    into: folder, subfolder: "shard-\(index + 1)")
                refused += copied.refused
                return (path, copied.suite)
            }
            let merging = SuiteResult.merging(shards, command: ["filmstrip"] + CommandLine.arguments.dropFirst())
            (merged, problems) = (AcceptCommand.filled(in: merging.suite), merging.problems)
            try ResultsJSON.write(merged, to: folder.appendingPathComponent("results.json"))
            try JUnitWriter.write(merged, to: folder.appendingPathComponent("junit.xml"))
            try HTMLReportWriter.write(merged, to: folder)
            try staging.commit()
        } catch {
            staged?.discard()
            throw CommandFailure.mergeFailed(error)
        }
        OutputMarker.remember([output])
        for image in refused { Terminal.printError(image.description) }
        for problem in problems { Terminal.printError(problem.description) }
        print(merged.counts.summary)
        print("report: \(Terminal.escaped((output as NSString).appendingPathComponent("index.html")))")
        if !refused.isEmpty || !problems.isEmpty { throw CommandFailure.shardsRefused }
        if merged.verdict != .passed { throw CommandFailure.verdict(.suite(merged.verdict)) }
    }
}
