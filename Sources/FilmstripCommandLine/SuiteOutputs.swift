import ArgumentParser
import Filmstrip
import FilmstripReport
import FilmstripSuite
import Foundation

/// Where a suite's results go: an HTML report folder, a JUnit file, a results JSON with its images. Each folder is
/// self-contained (its images copied under it, paths relative), so a CI job uploads one folder.
struct SuiteOutputs: ParsableArguments {
    @Option(help: .folder("Write an HTML review report to this folder (index.html and its images)."))
    var report: String?

    @Option(help: .file("Write JUnit XML results here, for CI systems.")) var junit: String?

    @Option(
        help: .file(
            "Write machine-readable results here, with copies of the images of the checks that did not pass beside it (for merge-reports); passing checks are listed without images."
        ))
    var json: String?

    @Flag(
        help:
            "Replace the report folder, JUnit file or results file if they exist (Filmstrip's own are replaced anyway)."
    )
    var overwrite = false

    /// Refuses, before any check runs, an output that exists when `--overwrite` was not given and Filmstrip did not
    /// write it (`OutputMarker`): a long run should not end in an error it could have given at once, and nothing the
    /// user had is replaced unasked.
    func checkWritable() throws {
        guard !overwrite else { return }
        let manager = FileManager.default
        var existing: [String] = []
        if let report, let entries = try? manager.contentsOfDirectory(atPath: report), !entries.isEmpty,
            !OutputMarker.wroteBefore(report)
        {
            existing.append(report)
        }
        for file in [junit, json].compactMap({ $0 })
        where manager.fileExists(atPath: file) && !OutputMarker.wroteBefore(file) {
            existing.append(file)
        }
        if let first = existing.first { throw EncodeError.outputExists(path: first) }
    }

    /// Writes each output on its own, the JUnit file first (the smallest, and what CI shows): one that cannot be
    /// written (a full disk, a path through a file) does not cost the others; the first failure is thrown after.
    func write(_ suite: SuiteResult) throws {
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        var failure: (any Error)?
        if let junit {
            do {
                let file = URL(fileURLWithPath: junit)
                try FileManager.default.createDirectory(
                    atPath: LocalPath(file.path).folder, withIntermediateDirectories: true)
                try JUnitWriter.write(suite, to: file)
            } catch {
                failure = failure ?? error
            }
        }
        if let json {
            do {
                let file = URL(fileURLWithPath: json)
                let folder = URL(fileURLWithPath: LocalPath(json).folder, isDirectory: true)
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let stem = LocalPath(json).stem
                let toCopy = suite.keepingImagesOfChecksToReview
                try ResultsJSON.write(
                    try ReportImages.copy(toCopy, from: here, into: folder, subfolder: "\(stem)-images"), to: file)
            } catch {
                failure = failure ?? error
            }
        }
        if let report {
            var staged: StagedFolder?
            do {
                // Written whole beside the old report, then swapped in: a kill leaves one report or the other.
                let staging = try StagedFolder(for: report)
                staged = staging
                let folder = URL(fileURLWithPath: staging.path, isDirectory: true)
                try HTMLReportWriter.write(
                    try ReportImages.copy(suite, from: here, into: folder, subfolder: "images", linking: true),
                    to: folder)
                try staging.commit()
            } catch {
                staged?.discard()
                failure = failure ?? error
            }
        }
        if let failure { throw CommandFailure.resultsNotWritten(failure) }
        OutputMarker.remember([report, json, junit].compactMap { $0 })
    }
}
