import FilmstripEncode
import Foundation

/// A sequence's folder of frames, replaced as a whole: files are staged in a hidden folder inside it and moved in by
/// `commit`, after the previous sequence's frames and manifest are removed. Files that are not a sequence's are
/// left alone.
final class FrameFolder {
    let path: String
    private let staging: String
    private var staged: [String] = []

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
            try manager.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw EncodeError.cannotWrite(path: path, reason: FrameFolder.reason(error))
        }
        staging = "\(path)/.filmstrip-staging-\(getpid())"
        try? manager.removeItem(atPath: staging)
        do {
            try manager.createDirectory(atPath: staging, withIntermediateDirectories: false)
        } catch {
            throw EncodeError.cannotWrite(path: path, reason: FrameFolder.reason(error))
        }
    }

    func stage(_ bytes: [UInt8], named name: String) throws {
        try AtomicFileWriter(overwrite: true).write(bytes, to: "\(staging)/\(name)")
        staged.append(name)
    }

    /// Removes the previous sequence's files and moves the staged ones in.
    func commit() throws {
        let manager = FileManager.default
        for name in (try? manager.contentsOfDirectory(atPath: path)) ?? [] where FrameFolder.isSequenceFile(name) {
            try? manager.removeItem(atPath: "\(path)/\(name)")
        }
        for name in staged where rename("\(staging)/\(name)", "\(path)/\(name)") != 0 {
            throw EncodeError.cannotWrite(path: "\(path)/\(name)", reason: String(cString: strerror(errno)))
        }
        staged = []
        discardStaging()
    }

    func discardStaging() {
        try? FileManager.default.removeItem(atPath: staging)
    }

    private static func reason(_ error: Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let code = underlying?.code, underlying?.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(code)))
        }
        return (error as NSError).localizedFailureReason ?? "cannot create the directory"
    }
}
