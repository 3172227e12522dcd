import ArgumentParser
import Filmstrip

/// Writes the CLI's outputs atomically, turning write failures into the documented exit status.
struct OutputWriter {
    var overwrite: Bool

    func writePNG(_ image: RGBAImage, to path: String, compression: PNGCompression) throws {
        do {
            try write(try PNGEncoder(compression: compression).encode(image), to: path)
        } catch let error as EncodeError {
            Terminal.printError(error.description)
            throw ExitStatus.runFailed
        }
    }

    func write(_ bytes: [UInt8], to path: String) throws {
        do {
            try AtomicFileWriter(overwrite: overwrite).write(bytes, to: path)
        } catch let error as EncodeError {
            Terminal.printError(error.description)
            throw ExitStatus.runFailed
        }
    }
}
