import FilmstripDiff
import FilmstripEncode
import FilmstripIO
import FilmstripImage
import Foundation

/// Compares a sequence with its reference folder (`frame-NNNN.png` and `manifest.json`) frame by frame as the frames
/// are rendered, or records it, by the same record modes as a single snapshot: a sequence check is the frame count,
/// the manifest and every frame. Create it before rendering (it decides from the reference what to do), run
/// `frameCheck` on each frame (on any thread) and `collect` the results in index order, then `finish`;
/// `SequenceRenderer.write(to:verifying:progress:)` does the middle part.
public final class SequenceVerification {
    /// What checking a sequence came to; the frames that did not match are listed with their counts.
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
        /// Per frame: passed, counts, artifacts (only frames that were compared).
        public var frames: [FrameResult]

        /// Whether every frame, the frame count and the manifest matched.
        public var passed: Bool { status == .matched }
    }

    /// One frame's comparison, without its images (a long sequence would otherwise be held in memory).
    public struct FrameResult: Sendable {
        /// The frame's position in the sequence, from 0.
        public var index: Int
        /// Whether the frame is within tolerance of its reference.
        public var passed: Bool
        /// Pixels that differ beyond the threshold, anti-aliased ones excepted unless the tolerance includes them.
        public var diffPixels: Int
        /// Differing pixels recognised as anti-aliasing, reported apart.
        public var aaPixels: Int
        /// Files written for a mismatching frame (actual and diff images), by name.
        public var artifacts: [(name: String, path: String)]
        /// Whether the frame had a reference to be compared with: false for frames past the end of a shorter
        /// reference, whose counts mean nothing.
        public var compared = true
        /// The reference was written again (record mode `failed`), so the manifest is too.
        var rerecorded = false
    }

    /// The folder of the reference frames and their manifest.
    public let referenceFolder: String
    private let verifier: SnapshotVerifier
    private let diffing: Diffing<RGBAImage>
    private let manifest: String
    private let frameCount: Int
    private let artifactsFolder: String?
    private let mode: Mode
    private var results: [FrameResult] = []
    private var rerecord = false
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
        manifest = sequence.manifest()
        frameCount = sequence.samples.count
        diffing = .image(tolerance: tolerance)
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: referenceFolder)) ?? [])
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
        } else {
            staging = nil
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

    /// Checks or records one frame, touching only that frame's files, so different frames can be checked on
    /// different threads (`SequenceRenderer.forEachFrame(compression:checking:_:)`); hand each result to `collect`
    /// in index order.
    public var frameCheck: FrameCheck {
        FrameCheck(
            mode: mode, referenceFolder: referenceFolder, recordFolder: staging?.path ?? referenceFolder,
            artifactsFolder: artifactsFolder, verifier: verifier, diffing: diffing)
    }

    /// Keeps a result of `frameCheck` (nil when the frame needed no comparison).
    public func collect(_ result: FrameResult?) {
        guard let result else { return }
        if result.rerecorded { rerecord = true }
        results.append(result)
    }

    /// Writes the manifest when recording, removes frames a shorter recording leaves, and says how it went.
    public func finish() throws -> Outcome {
        var outcome = Outcome(
            status: .matched, referenceFolder: referenceFolder, message: nil, expectedFrames: frameCount,
            actualFrames: frameCount, frames: results)
        switch mode {
        case .record(let replacing):
            if let staging {
                try SnapshotVerifier.write(Array(manifest.utf8), to: "\(staging.path)/manifest.json")
                try staging.commit()
            } else {
                try SnapshotVerifier.write(Array(manifest.utf8), to: "\(referenceFolder)/manifest.json")
                removeFrames(from: frameCount)
            }
            outcome.status = .recorded(replaced: replacing)
        case .missing:
            outcome.status = .missing
            outcome.expectedFrames = 0
        case .countMismatch(let expected):
            outcome.status = .mismatched
            outcome.expectedFrames = expected
            let both = min(expected, frameCount)
            let differ = results.filter { $0.compared && !$0.passed }.count
            outcome.message =
                "expected \(expected) frames, got \(frameCount); "
                + (differ == 0
                    ? "the \(both) frames both have match" : "\(differ) of the \(both) frames both have differ")
        case .compare:
            let failed = results.filter { !$0.passed }
            let storedManifest =
                (try? InputFile.read(
                    "\(referenceFolder)/manifest.json", maximumBytes: SnapshotVerifier.maximumReferenceBytes))
                .map { String(decoding: $0, as: UTF8.self) }
            let manifestDiffers = storedManifest != nil && storedManifest != manifest
            if rerecord || (manifestDiffers && verifier.record == .failed) {
                try SnapshotVerifier.write(Array(manifest.utf8), to: "\(referenceFolder)/manifest.json")
                outcome.status = .rerecorded
            } else if !failed.isEmpty || manifestDiffers {
                outcome.status = .mismatched
                var parts: [String] = []
                if !failed.isEmpty { parts.append("\(failed.count) of \(frameCount) frames differ") }
                if manifestDiffers { parts.append("the manifest differs (the motion's offsets or timing changed)") }
                outcome.message = parts.joined(separator: "; ")
            }
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
