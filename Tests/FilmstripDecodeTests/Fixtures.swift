import Foundation

/// Paths into the repository's `fixtures/` folder, found from this file's location so tests run from anywhere.
enum Fixtures {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    static func path(_ relative: String) -> String { "\(root)/fixtures/\(relative)" }

    /// The files of a fixture folder whose names satisfy `include`, sorted.
    static func files(in folder: String, where include: (String) -> Bool = { _ in true }) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path(folder))) ?? []
        return names.filter(include).sorted().map { path("\(folder)/\($0)") }
    }

    static func bytes(_ relative: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path(relative))))
    }

    /// One folder for this process's test folders, removed when the process exits, so runs leave nothing behind.
    private static let temporaryRoot: String = {
        atexit { try? FileManager.default.removeItem(atPath: Fixtures.temporaryRoot) }
        return NSTemporaryDirectory() + "filmstrip-decode-tests-\(ProcessInfo.processInfo.processIdentifier)"
    }()

    /// A fresh temporary directory for a test's outputs.
    static func temporaryDirectory() throws -> String {
        let path = temporaryRoot + "/\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
