import Filmstrip
import Foundation

/// Where references and artifacts live, and the compare-or-record decision, apart from any test framework.
public struct SnapshotVerifier: Sendable {
    public var record: RecordMode
    /// Folder for actual and diff images of failed snapshots.
    public var artifactsFolder: String

    public init(record: RecordMode, artifactsFolder: String) {
        self.record = record
        self.artifactsFolder = artifactsFolder
    }

    /// `__Snapshots__/<TestFile>/<testName>.<name>.<ext>` beside the test file.
    public static func referencePath(testFile: String, testName: String, name: String, pathExtension: String) -> String {
        let url = URL(fileURLWithPath: testFile)
        let folder = url.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(url.deletingPathExtension().lastPathComponent)
        return folder.appendingPathComponent("\(sanitized(testName)).\(sanitized(name)).\(pathExtension)").path
    }

    /// `testCentred()` → `testCentred`; anything but letters, digits, `-` and `_` becomes `_`.
    static func sanitized(_ name: String) -> String {
        var trimmed = Substring(name)
        if let paren = trimmed.firstIndex(of: "(") { trimmed = trimmed[..<paren] }
        return String(trimmed.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
    }

    /// The default artifacts folder: `FILMSTRIP_ARTIFACTS`, else `.build/filmstrip-artifacts` in the package
    /// that holds the test file.
    public static func defaultArtifactsFolder(testFile: String, environment: [String: String]) -> String {
        if let folder = environment["FILMSTRIP_ARTIFACTS"], !folder.isEmpty { return folder }
        var url = URL(fileURLWithPath: testFile).deletingLastPathComponent()
        while url.path != "/" {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                return url.appendingPathComponent(".build/filmstrip-artifacts").path
            }
            url.deleteLastPathComponent()
        }
        return NSTemporaryDirectory() + "filmstrip-artifacts"
    }

    /// Compares `value`'s snapshot with the reference at `referencePath`, or records it. Returns nil when the
    /// snapshot matches, else the failure message.
    public func verify<Value, Format>(_ value: Value, as strategy: Snapshotting<Value, Format>, referencePath: String) -> String? {
        do {
            let actual = try strategy.snapshot(value)
            let fileManager = FileManager.default
            let exists = fileManager.fileExists(atPath: referencePath)
            if record == .all || (!exists && record != .never) {
                try write(try strategy.diffing.toData(actual), to: referencePath)
                return exists ? "Recorded a new reference at \(referencePath) (record mode \"all\"); run again without FILMSTRIP_RECORD to compare."
                              : "No reference was found, so one was recorded at \(referencePath); check it and run again."
            }
            guard exists else {
                return "No reference at \(referencePath) and record mode is \"never\"; record it with FILMSTRIP_RECORD=missing."
            }
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: referencePath)))
            let expected = try strategy.diffing.fromData(bytes, referencePath)
            guard let failure = strategy.diffing.diff(expected, actual) else { return nil }
            if record == .failed {
                try write(try strategy.diffing.toData(actual), to: referencePath)
                return "Snapshot did not match, so the reference at \(referencePath) was re-recorded: \(failure.message)"
            }
            let base = "\(artifactsFolder)/\(URL(fileURLWithPath: referencePath).deletingPathExtension().lastPathComponent)"
            let actualPath = "\(base).actual.\(strategy.pathExtension)"
            try write(try strategy.diffing.toData(actual), to: actualPath)
            var lines = ["Snapshot does not match \(referencePath)", failure.message, "actual: \(actualPath)"]
            for artifact in failure.artifacts {
                let path = "\(base).\(artifact.name).\(strategy.pathExtension)"
                try write(artifact.bytes, to: path)
                lines.append("\(artifact.name): \(path)")
            }
            return lines.joined(separator: "\n")
        } catch {
            return "Snapshot could not be taken or compared: \(error)"
        }
    }

    private func write(_ bytes: [UInt8], to path: String) throws {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try AtomicFileWriter(overwrite: true).write(bytes, to: path)
    }
}
