import FilmstripIO
import Foundation

/// Copies the images a suite names into a report folder, so that a merged report is one self-contained folder
/// (what a CI job uploads) instead of pointing into the shards' download folders.
public enum ReportImages {
    /// A shard's image larger than this is refused: a report image is at most a 16-megapixel PNG.
    public static let maximumImageBytes = 256 << 20

    /// Copies every image of `suite` (paths relative to `base`) to `folder/subfolder/<same relative path>` and
    /// returns the suite with paths relative to `folder`. `..` components become `_` so nothing lands outside
    /// `folder/subfolder`; absolute paths are kept as they are. Existing files are replaced. For results this run
    /// made itself; shard results from elsewhere go through `copyConfined`.
    public static func copy(_ suite: SuiteResult, from base: URL, into folder: URL, subfolder: String) throws
        -> SuiteResult
    {
        var mapping: [String: String] = [:]
        for path in suite.imagePaths where !path.hasPrefix("/") {
            let bytes = try InputFile.read(base.appendingPathComponent(path).path, maximumBytes: maximumImageBytes)
            mapping[path] = try place(bytes, path: path, into: folder, subfolder: subfolder)
        }
        return suite.mapPaths { mapping[$0] ?? $0 }
    }

    /// `copy` for results that are not trusted, a shard's `results.json` read by `merge-reports`: an image is
    /// copied only when its path is relative and resolves, symbolic links followed, to a regular file inside
    /// `base` (the shard's folder). Anything else is left out of the returned suite and listed, naming
    /// `resultsFile` and the field, and not a byte of it is read.
    public static func copyConfined(
        _ suite: SuiteResult, resultsFile: String, from base: URL, into folder: URL, subfolder: String
    ) throws -> (suite: SuiteResult, refused: [RefusedImage]) {
        var refused: [RefusedImage] = []
        var mapping: [String: String] = [:]
        var failure: (any Error)?
        let root = ConfinedPath.resolved(base.path)
        let copied = suite.mapPathFields { field, path -> String? in
            if let relative = mapping[path] { return relative }
            // Where the path really leads; placed in the report by that, so `a/../b.png` and a link are one copy.
            let real = ConfinedPath.resolved(base.appendingPathComponent(path).path)
            var reason: String?
            if path.hasPrefix("/") {
                reason = "is an absolute path; only paths inside the results file's folder are used"
            } else if !real.hasPrefix(root == "/" ? "/" : root + "/") {
                reason = "leads outside the results file's folder \(base.path)"
            }
            if let reason {
                refused.append(RefusedImage(resultsFile: resultsFile, field: field, path: path, reason: reason))
                return nil
            }
            do {
                let bytes = try InputFile.read(real, maximumBytes: maximumImageBytes)
                let inside = String(real.dropFirst(root == "/" ? 1 : root.count + 1))
                let relative = try place(bytes, path: inside, into: folder, subfolder: subfolder)
                mapping[path] = relative
                return relative
            } catch let error as InputFileError {
                refused.append(
                    RefusedImage(
                        resultsFile: resultsFile, field: field, path: path,
                        reason: "cannot be read: \(error.reason)"))
                return nil
            } catch {
                failure = failure ?? error
                return nil
            }
        }
        if let failure { throw failure }
        return (copied, refused)
    }

    /// Writes `bytes` at `folder/subfolder/<path>` (its `..` made `_`); returns that path relative to `folder`.
    private static func place(_ bytes: [UInt8], path: String, into folder: URL, subfolder: String) throws -> String {
        let components = path.split(separator: "/").filter { $0 != "." }.map { $0 == ".." ? "_" : String($0) }
        let relative = ([subfolder] + components).joined(separator: "/")
        let destination = folder.appendingPathComponent(relative)
        try FileManager.default.createDirectory(
            at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: destination, options: .atomic)
        return relative
    }
}
