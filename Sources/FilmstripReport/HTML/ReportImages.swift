import Foundation

/// Copies the images a suite names into a report folder, so that a merged report is one self-contained folder
/// (what a CI job uploads) instead of pointing into the shards' download folders.
public enum ReportImages {
    /// Copies every image of `suite` (paths relative to `base`) to `folder/subfolder/<same relative path>` and
    /// returns the suite with paths relative to `folder`. `..` components become `_` so nothing lands outside
    /// `folder/subfolder`; absolute paths are kept as they are. Existing files are replaced.
    public static func copy(_ suite: SuiteResult, from base: URL, into folder: URL, subfolder: String) throws
        -> SuiteResult
    {
        let manager = FileManager.default
        var mapping: [String: String] = [:]
        for path in suite.imagePaths where !path.hasPrefix("/") {
            let components = path.split(separator: "/").filter { $0 != "." }.map { $0 == ".." ? "_" : String($0) }
            let relative = ([subfolder] + components).joined(separator: "/")
            let destination = folder.appendingPathComponent(relative)
            try manager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            if manager.fileExists(atPath: destination.path) { try manager.removeItem(at: destination) }
            try manager.copyItem(at: base.appendingPathComponent(path), to: destination)
            mapping[path] = relative
        }
        return suite.mapPaths { mapping[$0] ?? $0 }
    }
}
