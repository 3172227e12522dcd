import Filmstrip
import Foundation

/// A sequence output of the tests' own, written against the public API only: a text file with one line per frame,
/// its index and the size of its PNG, written when the sequence is finished. `failingAtFrame` makes `append` throw.
struct FrameLogOutput: SequenceOutput {
    struct Failure: Error {}

    var path: String
    var failingAtFrame: Int?

    func checkDestination(overwrite: Bool) throws {
        if !overwrite && FileManager.default.fileExists(atPath: path) { throw EncodeError.outputExists(path: path) }
    }

    func start(_ context: SequenceOutputContext) throws -> any SequenceOutputWriter {
        Writer(path: path, overwrite: context.overwrite, failingAtFrame: failingAtFrame)
    }

    final class Writer: SequenceOutputWriter {
        let path: String
        let overwrite: Bool
        let failingAtFrame: Int?
        var lines: [String] = []

        init(path: String, overwrite: Bool, failingAtFrame: Int?) {
            self.path = path
            self.overwrite = overwrite
            self.failingAtFrame = failingAtFrame
        }

        func append(_ frame: RenderedFrame) throws {
            if frame.index == failingAtFrame { throw Failure() }
            lines.append("\(frame.index) \(frame.png.count)")
        }

        func finish() throws {
            try AtomicFileWriter(overwrite: overwrite).write(Array(lines.joined(separator: "\n").utf8), to: path)
        }
    }
}
