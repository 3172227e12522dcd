import Filmstrip

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

        /// A frame's result and its position in the sequence.
        public struct Result: Sendable {
            /// The frame's position in the sequence, from 0.
            public var index: Int
            /// How the frame compared (its `expected` is filled in when the sequence finishes).
            public var frame: FrameResult
        }

        /// The frame's result, or nil when there is nothing to compare (recording, or no reference).
        public func callAsFunction(_ frame: RenderedFrame) throws -> Result? {
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
                    referencePath: reference, artifactPaths: paths, actualData: { try frame.encodedPNG() })
                return Result(
                    index: frame.index,
                    frame: FrameResult(
                        expected: nil, actual: outcome.actualPath, diff: outcome.diffPath,
                        diffPixels: outcome.diff?.diffPixels ?? 0, aaPixels: outcome.diff?.aaPixels ?? 0,
                        pass: outcome.passed))
            case .countMismatch:
                // Past the end of the reference: nothing to compare with; keep the new frame for the reviewer.
                let path = artifactsFolder.map { "\($0)/\(frame.fileName.dropLast(4)).actual.png" }
                if let path { try SnapshotVerifier.write(try frame.encodedPNG(), to: path) }
                return Result(index: frame.index, frame: FrameResult(expected: nil, actual: path, pass: false))
            case .missing:
                return nil
            }
        }
    }
}
