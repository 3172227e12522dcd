import Filmstrip
import Foundation

/// Where the diff images of failed comparisons go. swift-snapshot-testing writes the failed snapshot to
/// `SNAPSHOT_ARTIFACTS` (else the temporary folder) and on Linux attaches nothing, so the diff image is a file and
/// the failure message gives its path: in `FILMSTRIP_ARTIFACTS` (Filmstrip's convention), else beside the failed
/// snapshots, else in the temporary folder.
enum DiffImageArtifacts {
    static func folder(environment: [String: String]) -> String {
        let root =
            [environment["FILMSTRIP_ARTIFACTS"], environment["SNAPSHOT_ARTIFACTS"]]
            .compactMap { $0 }.first { !$0.isEmpty } ?? NSTemporaryDirectory()
        return URL(fileURLWithPath: root).appendingPathComponent("filmstrip-diffs").path
    }

    /// Writes a diff image's PNG bytes and returns the path. The name is a hash of the bytes: the same failure
    /// writes the same file again, and different failures never overwrite each other's.
    static func write(_ png: [UInt8], environment: [String: String]) throws -> String {
        let folder = folder(environment: environment)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = "\(folder)/\(fnv1a(png)).diff.png"
        try AtomicFileWriter(overwrite: true).write(png, to: path)
        return path
    }

    /// The 64-bit FNV-1a hash of `bytes` as 16 hexadecimal digits.
    static func fnv1a(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
