import Filmstrip
import FilmstripEncode
import FilmstripIO
import Foundation

/// The one compare-or-record decision, apart from any test framework or command line: where references live, when
/// one is written, and which artifacts a mismatch leaves.
public struct SnapshotVerifier: Sendable {
    /// When references are written instead of compared.
    public var record: RecordMode
    /// Folder for actual and diff images of failed snapshots, named after the reference; nil writes none (a caller
    /// may name its own artifact paths instead).
    public var artifactsFolder: String?

    /// A verifier that records by `record` and leaves the images of mismatches in `artifactsFolder`.
    public init(record: RecordMode, artifactsFolder: String?) {
        self.record = record
        self.artifactsFolder = artifactsFolder
    }

    /// `__Snapshots__/<TestFile>/<testName>.<name>.<ext>` beside the test file (see `ReferenceLayout`).
    public static func referencePath(testFile: String, testName: String, name: String, pathExtension: String) -> String
    {
        ReferenceLayout.assertionReference(
            testFile: testFile, testName: testName, name: name, pathExtension: pathExtension)
    }

    /// The default artifacts folder: `FILMSTRIP_ARTIFACTS`, else `.build/filmstrip-artifacts` in the package
    /// that holds the test file.
    public static func defaultArtifactsFolder(testFile: String, environment: [String: String]) -> String {
        if let folder = environment["FILMSTRIP_ARTIFACTS"], !folder.isEmpty { return folder }
        var folder = LocalPath(LocalPath(URL(fileURLWithPath: testFile).path).folder)
        while folder.string != "/" {
            if FileManager.default.fileExists(atPath: folder.appending("Package.swift").string) {
                return folder.appending(".build/filmstrip-artifacts").string
            }
            folder = LocalPath(folder.folder)
        }
        return NSTemporaryDirectory() + "filmstrip-artifacts"
    }

    /// Compares `value`'s snapshot with the reference at `referencePath`, or records it as the mode says. On a
    /// mismatch the actual snapshot and the diffing's artifacts are written to `artifactPaths` (by artifact name:
    /// "actual", "diff"), or else into the artifacts folder.
    public func check<Value, Format>(
        _ value: Value, as strategy: Snapshotting<Value, Format>, referencePath: String,
        artifactPaths: [String: String] = [:]
    ) -> SnapshotOutcome {
        do {
            let actual = try strategy.snapshot(value)
            return try check(
                snapshot: actual, diffing: strategy.diffing, pathExtension: strategy.pathExtension,
                referencePath: referencePath, artifactPaths: artifactPaths)
        } catch {
            return SnapshotOutcome(status: .error(reason: ErrorMessage.line(error)), referencePath: referencePath)
        }
    }

    /// `check` for a snapshot already taken. `actualData`, when given, encodes the actual image of a mismatch instead
    /// of `diffing` (a sequence frame, at the sequence's fast compression): called only on a mismatch, so a passing
    /// sequence encodes no frame, and a failing one each failing frame once, not at a second, slower compression.
    public func check<Format>(
        snapshot actual: Format, diffing: Diffing<Format>, pathExtension: String,
        referencePath: String, artifactPaths: [String: String] = [:], actualData: (() throws -> [UInt8])? = nil
    ) throws -> SnapshotOutcome {
        let exists = FileManager.default.fileExists(atPath: referencePath)
        if record == .all || (!exists && record != .never) {
            try SnapshotVerifier.write(try diffing.toData(actual), to: referencePath)
            return SnapshotOutcome(status: .recorded(replaced: exists), referencePath: referencePath)
        }
        guard exists else { return SnapshotOutcome(status: .missing, referencePath: referencePath) }
        let bytes = try InputFile.read(referencePath, maximumBytes: SnapshotVerifier.maximumReferenceBytes)
        let expected = try diffing.fromData(bytes, referencePath)
        guard let failure = diffing.diff(expected, actual) else {
            return SnapshotOutcome(status: .matched, referencePath: referencePath)
        }
        if record == .failed {
            try SnapshotVerifier.write(try diffing.toData(actual), to: referencePath)
            return SnapshotOutcome(
                status: .rerecorded, referencePath: referencePath, message: failure.message,
                diff: failure.result)
        }
        var outcome = SnapshotOutcome(
            status: .mismatched, referencePath: referencePath, message: failure.message,
            diff: failure.result)
        let base = artifactsFolder.map {
            "\($0)/\(LocalPath(referencePath).stem)"
        }
        let named =
            [("actual", try actualData?() ?? diffing.toData(actual))] + failure.artifacts.map { ($0.name, $0.bytes) }
        for (name, data) in named {
            guard let path = artifactPaths[name] ?? base.map({ "\($0).\(name).\(pathExtension)" }) else { continue }
            try SnapshotVerifier.write(data, to: path)
            outcome.artifacts.append((name, path))
        }
        return outcome
    }

    /// The failure message for `value` against its reference, nil when it matches: `check` worded for a test.
    public func verify<Value, Format>(_ value: Value, as strategy: Snapshotting<Value, Format>, referencePath: String)
        -> String?
    {
        check(value, as: strategy, referencePath: referencePath).failureMessage
    }

    /// A reference is a PNG of at most a 16-megapixel frame (64 MB of pixels before compression) or a manifest.
    static let maximumReferenceBytes = 256 << 20

    /// The most pixels a reference image may declare: the largest frame a check draws (the default output limit),
    /// so that time and memory follow the frame, never what a reference's header claims.
    public static let maximumReferencePixels = PreparedScene.defaultMaxOutputPixels

    static func write(_ bytes: [UInt8], to path: String) throws {
        try DiskBudget.shared.reserve(bytes.count, for: path)
        let folder = LocalPath(path).folder
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try AtomicFileWriter(overwrite: true).write(bytes, to: path)
    }
}
