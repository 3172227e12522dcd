import ArgumentParser
import Filmstrip
import Foundation

/// Where a suite's results go: an HTML report folder, a JUnit file, a results JSON with its images. Each folder is
/// self-contained (its images copied under it, paths relative), so a CI job uploads one folder.
struct SuiteOutputs: ParsableArguments {
    @Option(
        help: ArgumentHelp("Write an HTML review report to this folder (index.html and its images).", valueName: "dir"))
    var report: String?

    @Option(help: ArgumentHelp("Write JUnit XML results here, for CI systems.", valueName: "file"))
    var junit: String?

    @Option(
        help: ArgumentHelp(
            "Write machine-readable results here, with the images of failures beside it (for merge-reports).",
            valueName: "file"))
    var json: String?

    func write(_ suite: SuiteResult) throws {
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        do {
            if let report {
                let folder = URL(fileURLWithPath: report, isDirectory: true)
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try HTMLReportWriter.write(
                    try ReportImages.copy(suite, from: here, into: folder, subfolder: "images"), to: folder)
            }
            if let json {
                let file = URL(fileURLWithPath: json)
                let folder = file.deletingLastPathComponent()
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let stem = file.deletingPathExtension().lastPathComponent
                try ResultsJSON.write(
                    try ReportImages.copy(suite, from: here, into: folder, subfolder: "\(stem)-images"), to: file)
            }
            if let junit {
                let file = URL(fileURLWithPath: junit)
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try JUnitWriter.write(suite, to: file)
            }
        } catch {
            Terminal.printError("cannot write the results: \(ErrorMessage.line(error))")
            throw ExitStatus.runFailed
        }
    }
}
