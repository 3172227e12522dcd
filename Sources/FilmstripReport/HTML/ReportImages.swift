import Filmstrip
import FilmstripIO
import FilmstripSuite
import Foundation

/// Copies the images a suite names into a report folder, so that a merged report is one self-contained folder
/// (what a CI job uploads) instead of pointing into the shards' download folders.
public enum ReportImages {
    /// A shard's image larger than this is refused: a report image is at most a 16-megapixel PNG.
    public static let maximumImageBytes = 256 << 20

    /// Copies every image of `suite` (paths relative to `base`, or absolute) to
    /// `folder/subfolder/<the path made relative>` and returns the suite with paths relative to `folder`, so the
    /// results are self-contained whatever paths the run was given: `..` components become `_`, an absolute path
    /// inside `base` becomes relative to it and any other loses its leading `/`. Existing files are replaced. For
    /// results this run made itself; shard results from elsewhere go through `copyConfined`.
    ///
    /// With `linking`, an image is hard-linked where the file system allows, so a report of a large passing suite
    /// costs no second copy of its references on disk. Results files meant for `merge-reports` are copied, never
    /// linked, since the merge refuses a file with more than one hard link.
    public static func copy(
        _ suite: SuiteResult, from base: URL, into folder: URL, subfolder: String, linking: Bool = false
    ) throws -> SuiteResult {
        var mapping: [String: String] = [:]
        for path in suite.imagePaths {
            let source = path.hasPrefix("/") ? path : base.appendingPathComponent(path).path
            let relative = subfolder + "/" + PortablePath.relative(path, base: base.path)
            if linking, InputFile.isRegularFile(source) {
                let destination = folder.appendingPathComponent(relative)
                try FileManager.default.createDirectory(
                    atPath: LocalPath(destination.path).folder, withIntermediateDirectories: true)
                try? FileManager.default.removeItem(at: destination)
                // `link` makes a second name for a symbolic link itself, not its target: a reference that is a link
                // would reach the report as a link dangling once the folder is uploaded. Link the file it leads to.
                if link(ConfinedPath.resolved(source), destination.path) == 0 {
                    mapping[path] = relative
                    continue
                }
            }
            try place(try InputFile.read(source, maximumBytes: maximumImageBytes), at: relative, into: folder)
            mapping[path] = relative
        }
        return suite.mapPaths { mapping[$0] ?? $0 }
    }

    /// `copy` for results that are not trusted, a shard's `results.json` read by `merge-reports`: an image is
    /// copied only when its path is relative, stays inside `base` (the shard's folder) without following a link
    /// (`ConfinedFile`: each component opened once, the file read through the descriptor that was checked, a file
    /// with other hard links refused), and is a whole PNG or WebP, as its name says, within the report's limits
    /// (`ShardImage`). It is published under a name made from its field (`scene-0/check-1-actual.png`), never the
    /// shard's. Anything else is left out of the returned suite and listed, naming `resultsFile` and the field.
    public static func copyConfined(
        _ suite: SuiteResult, resultsFile: String, from base: URL, into folder: URL, subfolder: String
    ) throws -> (suite: SuiteResult, refused: [RefusedImage]) {
        var refused: [RefusedImage] = []
        var mapping: [String: String] = [:]
        var failure: (any Error)?
        let copied = suite.mapPathFields { field, path -> String? in
            if let relative = mapping[path] { return relative }
            var reason: String?
            var bytes: [UInt8] = []
            var format = ImageFormat.png
            if path.hasPrefix("/") {
                reason = "is an absolute path; only paths inside the results file's folder are used"
            } else {
                do {
                    bytes = try ConfinedFile.read(path, inside: base.path, maximumBytes: maximumImageBytes)
                    switch ShardImage.check(bytes, named: path) {
                    case .success(let checked): format = checked
                    case .failure(let refusal): reason = refusal.reason
                    }
                } catch {
                    reason =
                        "cannot be read inside the results file's folder: \((error as? InputFileError)?.reason ?? "\(error)")"
                }
            }
            if let reason {
                refused.append(RefusedImage(resultsFile: resultsFile, field: field, path: path, reason: reason))
                return nil
            }
            do {
                let relative = subfolder + "/" + ShardImage.publishedName(field: field, format: format)
                try place(bytes, at: relative, into: folder)
                mapping[path] = relative
                return relative
            } catch {
                failure = failure ?? error
                return nil
            }
        }
        if let failure { throw failure }
        return (copied, refused)
    }

    /// Writes `bytes` at `folder/relative`, making its folders.
    private static func place(_ bytes: [UInt8], at relative: String, into folder: URL) throws {
        let destination = folder.appendingPathComponent(relative)
        try DiskBudget.shared.reserve(bytes.count, for: destination.path)
        try FileManager.default.createDirectory(
            atPath: LocalPath(destination.path).folder, withIntermediateDirectories: true)
        try Data(bytes).write(to: destination, options: .atomic)
    }
}
