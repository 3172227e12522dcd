import ArgumentParser
import Filmstrip
import Foundation

/// Writes the CLI's outputs atomically; a failure is the encoder's error, for `ErrorTable` to report.
struct OutputWriter {
    var overwrite: Bool

    func writePNG(
        _ image: RGBAImage, to path: String, compression: PNGCompression, colorProfile: PNGColorProfile? = nil
    ) throws {
        try AtomicFileWriter(overwrite: overwrite).write(
            try PNGEncoder(compression: compression, colorProfile: colorProfile).encode(image), to: path)
    }

    func write(_ bytes: [UInt8], to path: String) throws {
        try AtomicFileWriter(overwrite: overwrite).write(bytes, to: path)
    }

    /// Fails before any work when `path` exists and may not be replaced.
    func check(_ path: String) throws {
        if !overwrite && FileManager.default.fileExists(atPath: path) { throw EncodeError.outputExists(path: path) }
    }
}
