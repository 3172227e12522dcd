import Foundation

/// The repository's `fixtures/` folder, found from this file's location, and temporary folders for what the
/// encoder tests write.
enum Fixtures {
    /// The repository's root: this file is `Tests/FilmstripEncodeTests/Fixtures.swift`.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// A path inside `fixtures/`, such as the photos a round trip starts from.
    static func path(_ relative: String) -> String { "\(root)/fixtures/\(relative)" }

    /// This process's folder for written files, removed when the process exits so that runs leave nothing behind.
    private static let temporaryRoot: String = {
        atexit { try? FileManager.default.removeItem(atPath: Fixtures.temporaryRoot) }
        return NSTemporaryDirectory() + "filmstrip-encode-tests-\(ProcessInfo.processInfo.processIdentifier)"
    }()

    /// A fresh, empty folder for one test's outputs.
    static func temporaryDirectory() throws -> String {
        let folder = "\(temporaryRoot)/\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }
}
