import Foundation

/// The app files a target's `uikit-sources.txt` names: one file or folder a line, relative to the list (`#` starts a
/// comment), a folder standing for its Swift files sorted by path. The build plugin resolves the list when SwiftPM
/// plans the build, and SwiftPM plans again only when `Package.swift` or the package's folders change, not when the
/// list's text does; so the rewriter, which runs whenever the list changes, resolves it again and stops with a clear
/// message when the plan no longer matches it, rather than silently compiling the files of the old list.
public struct SourceList: Sendable {
    /// The list's path.
    public let path: String
    /// The files it names now, as standardized paths, in its order.
    public let files: [String]

    /// Why a list cannot be resolved: the line that names nothing.
    public struct MissingEntry: Error, CustomStringConvertible {
        public let description: String
    }

    /// Reads and resolves the list at `path`.
    public init(contentsOf path: String) throws {
        let url = URL(fileURLWithPath: path)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw MissingEntry(description: "\(path): cannot be read")
        }
        self.path = path
        let folder = url.deletingLastPathComponent()
        var files: [String] = []
        let text = String(decoding: data, as: UTF8.self)
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
                .trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            let entry =
                line.hasPrefix("/")
                ? URL(fileURLWithPath: line) : folder.appendingPathComponent(line).standardizedFileURL
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: entry.path, isDirectory: &isFolder) else {
                throw MissingEntry(description: "\(path):\(number + 1): no file or folder \(entry.path)")
            }
            if !isFolder.boolValue {
                files.append(entry.standardizedFileURL.path)
                continue
            }
            let found =
                FileManager.default.enumerator(at: entry, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
            files += found.map(\.standardizedFileURL.path).sorted()
        }
        self.files = files
    }

    /// Nil when `planned` (the files SwiftPM's plan hands the rewriter) are the files the list names now; else the
    /// message that says what changed and how to have SwiftPM plan again.
    public func staleness(planned: [String]) -> String? {
        let plannedPaths = planned.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        guard plannedPaths != files else { return nil }
        let added = files.filter { !plannedPaths.contains($0) }
        let removed = plannedPaths.filter { !files.contains($0) }
        var changes: [String] = []
        if !added.isEmpty { changes.append("it now names \(added.joined(separator: ", "))") }
        if !removed.isEmpty { changes.append("it no longer names \(removed.joined(separator: ", "))") }
        if changes.isEmpty { changes.append("its files are in another order") }
        return "\(path): changed since SwiftPM planned this build (\(changes.joined(separator: "; "))); SwiftPM "
            + "plans again when Package.swift changes: touch Package.swift and build again"
    }
}
