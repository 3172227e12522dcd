import ArgumentParser
import Filmstrip
import Foundation

/// Writes the CLI's outputs atomically, turning write failures into the documented exit status.
struct OutputWriter {
    var overwrite: Bool

    func writePNG(
        _ image: RGBAImage, to path: String, compression: PNGCompression, colorProfile: PNGColorProfile? = nil
    ) throws {
        try reporting {
            try AtomicFileWriter(overwrite: overwrite).write(
                try PNGEncoder(compression: compression, colorProfile: colorProfile).encode(image), to: path)
        }
    }

    func write(_ bytes: [UInt8], to path: String) throws {
        try reporting { try AtomicFileWriter(overwrite: overwrite).write(bytes, to: path) }
    }

    /// Fails before any work when `path` exists and may not be replaced.
    func check(_ path: String) throws {
        if !overwrite && FileManager.default.fileExists(atPath: path) {
            Terminal.printError(UserMessage.of(EncodeError.outputExists(path: path)))
            throw ExitStatus.runFailed
        }
    }

    /// Runs `body`, reporting a write failure in plain words with exit 2.
    func reporting<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as EncodeError {
            Terminal.printError(UserMessage.of(error))
            throw ExitStatus.runFailed
        }
    }
}
