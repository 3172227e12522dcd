import Foundation
import XCTest

/// Runs the built `filmstrip` executable, as a user or a CI script would.
struct CLIRunner {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let repositoryRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// The executable next to the test bundle in the build products folder.
    static var executable: URL {
        Bundle.main.bundleURL.appendingPathComponent("filmstrip")
    }

    @discardableResult
    static func run(_ arguments: [String], in directory: String = repositoryRoot, environment: [String: String] = [:])
        throws -> Output
    {
        try launch(executable, withPhotosRoot(arguments), in: directory, environment: environment)
    }

    /// Tests write suites into temporary folders whose scenes name the repository's fixture photos by absolute
    /// path, so `test` gets the repository as a photos root, as a CI job names its photos folder; a test that
    /// gives `--photos-root` itself (the confinement tests) gets nothing added.
    static func withPhotosRoot(_ arguments: [String]) -> [String] {
        guard arguments.first == "test", !arguments.contains("--photos-root") else { return arguments }
        return arguments + ["--photos-root", repositoryRoot]
    }

    /// Runs `program` with `arguments` in `directory`, `environment` over this process's, and collects its status
    /// and output.
    private static func launch(
        _ program: URL, _ arguments: [String], in directory: String, environment: [String: String] = [:]
    ) throws -> Output {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        // The suite's own FILMSTRIP_RECORD (CI sets `never`) must not change what a test's command does: each test
        // says its record mode, or sets the variable itself.
        var inherited = ProcessInfo.processInfo.environment
        inherited["FILMSTRIP_RECORD"] = nil
        // Which outputs Filmstrip wrote is remembered in the user's cache: the tests keep theirs apart.
        inherited["XDG_CACHE_HOME"] = temporaryRoot + "/cache"
        process.environment = inherited.merging(environment) { $1 }
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// What a bounded run measured: the output, its peak resident memory and whether the time limit stopped it.
    struct BoundedOutput {
        var output: Output
        var peakMegabytes: Double
        var timedOut: Bool
    }

    /// Runs the executable under `timeout` and GNU time, so a hang or a runaway allocation shows as a failure
    /// with numbers instead of stalling the suite.
    static func runBounded(_ arguments: [String], seconds: Int = 60, in directory: String = repositoryRoot) throws
        -> BoundedOutput
    {
        let report = NSTemporaryDirectory() + "filmstrip-rss-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: report) }
        let output = try launch(
            URL(fileURLWithPath: "/usr/bin/time"),
            ["-f", "%M", "-o", report, "/usr/bin/timeout", "-s", "KILL", String(seconds), executable.path]
                + withPhotosRoot(arguments),
            in: directory)
        let text = (try? String(contentsOfFile: report, encoding: .utf8)) ?? ""
        let kilobytes =
            text.split(separator: "\n").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }.last ?? 0
        return BoundedOutput(
            output: output, peakMegabytes: kilobytes / 1024,
            timedOut: output.status == 137 || text.contains("signal 9"))
    }

    /// One folder for this process's test folders, removed when the process exits, so runs leave nothing behind.
    private static let temporaryRoot: String = {
        atexit { try? FileManager.default.removeItem(atPath: CLIRunner.temporaryRoot) }
        return NSTemporaryDirectory() + "filmstrip-cli-tests-\(ProcessInfo.processInfo.processIdentifier)"
    }()

    static func temporaryDirectory() throws -> String {
        let path = temporaryRoot + "/\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
