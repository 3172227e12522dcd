import FilmstripText
import Foundation

/// The Inter faces opened so far, each once per process. A file that cannot be read is reported once on standard
/// error, naming the file, and DejaVu Sans stands in for it (or nothing, when that is missing too): never a crash.
final class InterFaceStore: @unchecked Sendable {
    /// The process's store.
    static let shared = InterFaceStore()

    private let lock = NSLock()
    /// Touched only under `lock`.
    private var fonts: [InterFace: FreeTypeFont?] = [:]

    /// The face's font, opened the first time.
    func font(for face: InterFace) -> FreeTypeFont? {
        lock.lock()
        defer { lock.unlock() }
        if let known = fonts[face] { return known }
        let opened: FreeTypeFont?
        do {
            opened = try FreeTypeFont(path: face.path)
        } catch {
            let fallback = try? FreeTypeFont()
            let instead = fallback == nil ? "text is not drawn" : "DejaVu Sans stands in"
            FileHandle.standardError.write(
                Data("warning: \(face.path): cannot load font; install the fonts-inter package (\(instead))\n".utf8))
            opened = fallback
        }
        fonts[face] = opened
        return opened
    }
}
