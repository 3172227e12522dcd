import ArgumentParser
import Filmstrip
import Foundation

/// Writes the CLI's outputs atomically; a failure is the encoder's error, for `ErrorTable` to report. An existing
/// output is replaced with `overwrite`, or when Filmstrip wrote it and nobody changed it since (`OutputMarker`).
struct OutputWriter {
    var overwrite: Bool

    func writePNG(
        _ image: RGBAImage, to path: String, compression: PNGCompression, colorProfile: PNGColorProfile? = nil
    ) throws {
        try write(try PNGEncoder(compression: compression, colorProfile: colorProfile).encode(image), to: path)
    }

    func write(_ bytes: [UInt8], to path: String) throws {
        try AtomicFileWriter(overwrite: mayReplace(path)).write(bytes, to: path)
        OutputMarker.remember([path])
    }

    /// Fails before any work when `path` exists and may not be replaced.
    func check(_ path: String) throws {
        if !mayReplace(path) && FileManager.default.fileExists(atPath: path) {
            throw EncodeError.outputExists(path: path)
        }
    }

    /// Whether an output at `path` may be replaced: asked to, or Filmstrip's own.
    func mayReplace(_ path: String) -> Bool { overwrite || OutputMarker.wroteBefore(path) }
}
