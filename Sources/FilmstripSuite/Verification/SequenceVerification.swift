import Filmstrip
import FilmstripDiff
import FilmstripEncode
import FilmstripIO
import FilmstripImage
import Foundation

/// Compares a sequence with its reference folder (`frame-NNNN.png` and `manifest.json`) frame by frame as the frames
/// are rendered, or records it, by the same record modes as a single snapshot: a sequence check is the frame count,
/// the manifest and every frame. Create it before rendering (it decides from the reference what to do), run
/// `frameCheck` on each frame (on any thread) and `collect` the results in index order, then `finish`;
/// `SequenceRenderer.write(to:playerPage:checking:collect:progress:)` does the middle part, with `frameCheck` and `collect`.
public final class SequenceVerification {
    /// What checking a sequence came to: how it ended, and one result per frame up to the longer of the two
    /// sequences, as the report shows them.
    public struct Outcome: Sendable {
        /// Whether the sequence matched, was recorded, or differs.
        public var status: SnapshotOutcome.Status
        /// The folder holding the reference frames and manifest.
        public var referenceFolder: String
        /// Why it did not match, or what was recorded, in one line; nil when it matched.
        public var message: String?
        /// Frames in the reference and in this run.
        public var expectedFrames: Int
        /// Frames rendered in this run.
        public var actualFrames: Int
        /// Frame `i`'s result at index `i`: its reference (when one exists), the artifacts of a mismatch, its counts
        /// (when it was compared) and whether it passed.
        public var frames: [FrameResult]

        /// Whether every frame, the frame count and the manifest matched.
        public var passed: Bool { status == .matched }
    }

    /// The folder of the reference frames and their manifest.
    public let referenceFolder: String
    private let verifier: SnapshotVerifier
    private let diffing: Diffing<RGBAImage>
    private let manifest: SequenceManifest
    /// The reference's manifest as it was before this check, read once (nil: there is none, or it does not parse).
    package let storedManifest: SequenceManifest?
    /// Whether the reference folder had a `manifest.json` before this check.
    private let hadManifest: Bool
    /// Why the reference's `manifest.json` could not be used, when it is there but unreadable or not a manifest and
    /// this check compares rather than records: the check is then an error, its frames not drawn.
    package let damagedManifest: DamagedManifestError?
    private let frameCount: Int
    private let artifactsFolder: String?
    private let mode: Mode
    private var results: [Int: FrameResult] = [:]
    /// Where a recording is written whole before it replaces the reference folder in one step, so that a kill
    /// leaves the old reference or the new one, never a mix.
    private let staging: StagedFolder?

    enum Mode: Sendable {
        case record(replacing: Bool)
        case compare(expectedFrames: Int)
        case missing
        case countMismatch(expected: Int)
    }

    /// Checks `sequence` against `referenceFolder`. Mismatching frames' actual and diff images go to
    /// `artifactsFolder` as `frame-NNNN.actual.png` / `.diff.png` when it is given.
    public init(
        sequence: FrameSequence, referenceFolder: String, record: RecordMode, tolerance: DiffOptions = DiffOptions(),
        artifactsFolder: String? = nil
    ) {
        self.referenceFolder = referenceFolder
        self.artifactsFolder = artifactsFolder
        manifest = sequence.manifest
        frameCount = sequence.samples.count
        diffing = .image(tolerance: tolerance)
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: referenceFolder)) ?? [])
        let manifestPath = "\(referenceFolder)/manifest.json"
        var damage: DamagedManifestError?
        var storedReference: SequenceManifest?
        if names.contains("manifest.json") {
            do {
                storedReference = try SequenceManifest(
                    json: try InputFile.read(manifestPath, maximumBytes: SequenceManifest.maximumFileBytes))
            } catch let error as InputFileError {
                damage = DamagedManifestError(path: manifestPath, reason: "cannot be read: \(error.reason)")
            } catch {
                damage = DamagedManifestError(path: manifestPath, reason: "\(error)")
            }
        }
        hadManifest = storedReference != nil
        storedManifest = storedReference
        let stored = names.filter { $0.hasPrefix("frame-") && $0.hasSuffix(".png") }.count
        // The manifest is written last: frames without it are a recording that was interrupted, which the default
        // mode records again rather than comparing against.
        let exists = stored > 0 && names.contains("manifest.json")
        if record == .all || (!exists && record != .never) {
            mode = .record(replacing: stored > 0)
        } else if !exists {
            mode = .missing
        } else if stored != frameCount {
            mode = record == .failed ? .record(replacing: true) : .countMismatch(expected: stored)
        } else {
            mode = .compare(expectedFrames: stored)
        }
        verifier = SnapshotVerifier(record: record == .failed ? .failed : .never, artifactsFolder: nil)
        if case .record = mode {
            staging = try? StagedFolder(for: referenceFolder)
            damagedManifest = nil
        } else {
            staging = nil
            StagedFolder.sweep(beside: referenceFolder)
            if case .missing = mode { damagedManifest = nil } else { damagedManifest = damage }
        }
    }

    deinit {
        // A recording that never finished leaves no staging folder behind (after a commit there is none).
        staging?.discard()
    }

    /// Whether rendering the frames serves any purpose: not for a missing reference. A sequence whose frame count
    /// changed still compares the frames both have.
    public var needsFrames: Bool {
        switch mode {
        case .record, .compare, .countMismatch: return true
        case .missing: return false
        }
    }

    /// What a sequence whose frame count changed says: the counts, then how the frames both sequences have compare,
    /// e.g. `expected 62 frames, got 60; 12 of the 60 frames in both differ` (or `all 60 ...`, `the 60 frames in
    /// both match`).
    static func countMismatchMessage(expected: Int, got: Int, differing: Int) -> String {
        func frames(_ count: Int) -> String { "\(count) frame\(count == 1 ? "" : "s")" }
        let both = min(expected, got)
        let verdict: String
        if both == 1 {
            verdict = differing == 0 ? "the 1 frame in both matches" : "the 1 frame in both differs"
        } else if differing == 0 {
            verdict = "the \(both) frames in both match"
        } else {
            verdict = "\(differing == both ? "all" : "\(differing) of the") \(both) frames in both differ"
        }
        return "expected \(frames(expected)), got \(got); \(verdict)"
    }

    /// Checks or records one frame, touching only that frame's files, so different frames can be checked on
    /// different threads (`SequenceRenderer.forEachFrame(compression:checking:_:)`); hand each result to `collect`
    /// in index order.
    public var frameCheck: FrameCheck {
        FrameCheck(
            mode: mode, referenceFolder: referenceFolder, recordFolder: staging?.path ?? referenceFolder,
            artifactsFolder: artifactsFolder, verifier: verifier, diffing: diffing)
    }

    /// Keeps a result of `frameCheck` (nil when the frame needed no comparison).
    public func collect(_ result: FrameCheck.Result?) {
        guard let result else { return }
        results[result.index] = result.frame
    }

    /// Writes the manifest when recording, removes frames a shorter recording leaves, and says how it went.
    public func finish() throws -> Outcome {
        var outcome = Outcome(
            status: .matched, referenceFolder: referenceFolder, message: nil, expectedFrames: frameCount,
            actualFrames: frameCount, frames: [])
        let manifestBytes = Array(manifest.json.utf8)
        switch mode {
        case .record(let replacing):
            if let staging {
                try SnapshotVerifier.write(manifestBytes, to: "\(staging.path)/manifest.json")
                try staging.commit()
            } else {
                try SnapshotVerifier.write(manifestBytes, to: "\(referenceFolder)/manifest.json")
                removeFrames(from: frameCount)
            }
            outcome.status = .recorded(replaced: replacing)
        case .missing:
            outcome.status = .missing
            outcome.expectedFrames = 0
        case .countMismatch(let expected):
            outcome.status = .mismatched
            outcome.expectedFrames = expected
            let differ = results.values.filter { $0.diffPixels != nil && !$0.pass }.count
            outcome.message = Self.countMismatchMessage(expected: expected, got: frameCount, differing: differ)
        case .compare:
            let failed = results.values.filter { !$0.pass }.count
            let manifestDiffers = hadManifest && storedManifest != manifest
            // Record mode `failed` re-records every frame that differs, and then the manifest too.
            if (failed > 0 || manifestDiffers) && verifier.record == .failed {
                try SnapshotVerifier.write(manifestBytes, to: "\(referenceFolder)/manifest.json")
                outcome.status = .rerecorded
            } else if failed > 0 || manifestDiffers {
                outcome.status = .mismatched
                var parts: [String] = []
                if failed > 0 { parts.append("\(failed) of \(frameCount) frames differ") }
                if manifestDiffers { parts.append("the manifest differs (the motion's offsets or timing changed)") }
                outcome.message = parts.joined(separator: "; ")
            }
        }
        // A reference of more frames than this run drew lists them all (the count is the finding) but names images
        // only for frames drawn: a folder of 5,000 frame files under `--max-frames 20` would otherwise be copied
        // beside the results and linked into the report whole.
        outcome.frames = (0..<max(outcome.expectedFrames, outcome.actualFrames)).map { index in
            let expected = "\(referenceFolder)/\(FrameSequence.fileName(index: index))"
            var frame = results[index] ?? FrameResult(expected: nil, actual: nil, pass: outcome.status != .mismatched)
            frame.expected = index < frameCount && FileManager.default.fileExists(atPath: expected) ? expected : nil
            return frame
        }
        return outcome
    }

    private func removeFrames(from first: Int) {
        var index = first
        while FileManager.default.fileExists(atPath: "\(referenceFolder)/\(FrameSequence.fileName(index: index))") {
            try? FileManager.default.removeItem(atPath: "\(referenceFolder)/\(FrameSequence.fileName(index: index))")
            index += 1
        }
    }
}
