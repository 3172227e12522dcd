import Foundation

/// A fresh folder for references a test records and compares, removed when the test is done, so tests that record
/// never touch the committed `__Snapshots__`.
final class TemporarySnapshotFolder {
    let path: String

    init() throws {
        path =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("filmstrip-snapshot-testing-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// The files recorded so far, by name.
    func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    /// The path of the one reference recorded so far.
    func onlyReference() throws -> String {
        let names = try files()
        guard names.count == 1 else { throw CocoaError(.fileNoSuchFile, userInfo: ["recorded": names]) }
        return "\(path)/\(names[0])"
    }
}
