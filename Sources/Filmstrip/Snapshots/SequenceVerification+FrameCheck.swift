import FilmstripImage

extension SequenceVerification {
    /// One frame of a sequence check: compared with its reference, or recorded, as the verification decided when
    /// it was made. It reads and writes only that frame's reference and artifacts, so frames can be checked on
    /// many threads at once; the verification collects the results in order.
    public struct FrameCheck: Sendable {
        let mode: Mode
        let referenceFolder: String
        /// Where recorded frames go: the staging folder that replaces the reference when the recording is whole.
        let recordFolder: String
        let artifactsFolder: String?
        let verifier: SnapshotVerifier
        let diffing: Diffing<RGBAImage>

        /// The frame's result, or nil when there is nothing to compare (recording, or no reference).
        public func callAsFunction(_ frame: RenderedFrame) throws -> FrameResult? {
            let reference = "\(referenceFolder)/\(frame.fileName)"
            var mode = self.mode
            if case .countMismatch(let expected) = mode, frame.index < expected {
                // A frame both sequences have is compared as in a sequence of the same length.
                mode = .compare(expectedFrames: expected)
            }
            switch mode {
            case .record:
                try SnapshotVerifier.write(try diffing.toData(frame.image), to: "\(recordFolder)/\(frame.fileName)")
                return nil
            case .compare:
                let stem = String(frame.fileName.dropLast(4))
                let paths =
                    artifactsFolder.map { ["actual": "\($0)/\(stem).actual.png", "diff": "\($0)/\(stem).diff.png"] }
                    ?? [:]
                let outcome = try verifier.check(
                    snapshot: frame.image, diffing: diffing, pathExtension: "png",
                    referencePath: reference, artifactPaths: paths, actualData: frame.png)
                return FrameResult(
                    index: frame.index, passed: outcome.passed, diffPixels: outcome.diff?.diffPixels ?? 0,
                    aaPixels: outcome.diff?.aaPixels ?? 0, artifacts: outcome.artifacts,
                    rerecorded: outcome.status == .rerecorded)
            case .countMismatch:
                // Past the end of the reference: nothing to compare with; keep the new frame for the reviewer.
                var artifacts: [(name: String, path: String)] = []
                if let artifactsFolder {
                    let path = "\(artifactsFolder)/\(frame.fileName.dropLast(4)).actual.png"
                    try SnapshotVerifier.write(frame.png, to: path)
                    artifacts.append(("actual", path))
                }
                return FrameResult(
                    index: frame.index, passed: false, diffPixels: 0, aaPixels: 0, artifacts: artifacts,
                    compared: false)
            case .missing:
                return nil
            }
        }
    }
}
