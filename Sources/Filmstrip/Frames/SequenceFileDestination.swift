import FilmstripEncode
import FilmstripIO
import Foundation

/// The check every single-file output makes before any frame is drawn.
enum SequenceFileDestination {
    /// Fails if `path` cannot be written: it exists and may not be replaced, or its folder cannot be made or
    /// written. A missing folder is made, as for every output.
    static func check(_ path: String, overwrite: Bool) throws {
        if !overwrite && FileManager.default.fileExists(atPath: path) { throw EncodeError.outputExists(path: path) }
        let directory = LocalPath(path).folder
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw EncodeError.cannotWrite(path: path, reason: "cannot make its folder \(directory)")
        }
        guard FileManager.default.isWritableFile(atPath: directory) else {
            throw EncodeError.cannotWrite(path: path, reason: "permission denied")
        }
    }
}
