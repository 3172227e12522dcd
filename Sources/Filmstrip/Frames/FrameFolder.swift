import FilmstripEncode
import FilmstripIO
import Foundation

/// A sequence's folder of frames, replaced as a whole: the new frames and manifest are written to a staging folder
/// beside it, the folder's other files are hard-linked in, and `commit` swaps the two folders in one rename, so a
/// kill at any moment leaves the old sequence or the new one, never a mix. Files that are not a sequence's stay.
final class FrameFolder {
    let path: String
    private let staging: StagedFolder

    /// Names a sequence writes: its frames, `manifest.json` and the player page.
    static func isSequenceFile(_ name: String) -> Bool {
        (name.hasPrefix("frame-") && name.hasSuffix(".png")) || name == "manifest.json" || name == "index.html"
    }

    init(path: String, overwrite: Bool) throws {
        self.path = path
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw EncodeError.cannotWrite(path: path, reason: "not a directory") }
            let existing = (try? manager.contentsOfDirectory(atPath: path)) ?? []
            if !overwrite, existing.contains(where: FrameFolder.isSequenceFile) {
                throw EncodeError.outputExists(path: path)
            }
        }
        do {
            staging = try StagedFolder(for: path)
        } catch let error as InputFileError {
            throw EncodeError.cannotWrite(path: path, reason: error.reason)
        }
    }

    deinit {
        staging.discard()
    }

    func stage(_ bytes: [UInt8], named name: String) throws {
        try AtomicFileWriter(overwrite: true).write(bytes, to: "\(staging.path)/\(name)")
    }

    /// Brings the folder's other files into the staged sequence and swaps it in.
    func commit() throws {
        let manager = FileManager.default
        for name in (try? manager.contentsOfDirectory(atPath: path)) ?? []
        where !FrameFolder.isSequenceFile(name) && !manager.fileExists(atPath: "\(staging.path)/\(name)") {
            // A hard link where possible (same file system, a file); a copy otherwise.
            if link("\(path)/\(name)", "\(staging.path)/\(name)") != 0 {
                try? manager.copyItem(atPath: "\(path)/\(name)", toPath: "\(staging.path)/\(name)")
            }
        }
        do {
            try staging.commit()
        } catch let error as InputFileError {
            throw EncodeError.cannotWrite(path: path, reason: error.reason)
        }
    }

    func discardStaging() {
        staging.discard()
    }
}
