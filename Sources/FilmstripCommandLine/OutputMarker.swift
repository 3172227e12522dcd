import FilmstripIO
import Foundation

/// The outputs Filmstrip itself wrote, remembered so that a re-run replaces them without `--overwrite` (a developer
/// renders and tests all day) while a file or folder anyone else put there is still refused. One marker file in the
/// user's cache (`$XDG_CACHE_HOME/filmstrip/outputs.tsv`, else `~/.cache/...`), never beside the outputs, so nothing
/// appears in a repository: a line per output with its absolute path, size and modification time. An output changed
/// since (another size or time) is no longer Filmstrip's. Not being able to read or write the marker only means that
/// `--overwrite` is needed, as before.
enum OutputMarker {
    /// Lines kept: the most recent outputs.
    static let maximumEntries = 10_000

    /// The marker file; nil when there is no home or cache folder to keep it in.
    static var file: String? {
        let environment = ProcessInfo.processInfo.environment
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return cache + "/filmstrip/outputs.tsv" }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return home + "/.cache/filmstrip/outputs.tsv"
    }

    /// Whether `path` exists as Filmstrip last wrote it.
    static func wroteBefore(_ path: String) -> Bool {
        guard let stamp = stamp(path) else { return false }
        return entries()[absolute(path)] == stamp
    }

    /// Remembers `path`, just written, as Filmstrip's.
    static func remember(_ paths: [String]) {
        guard let file else { return }
        var current = entries()
        var order = current.keys.sorted()
        for path in paths {
            guard let stamp = stamp(path) else { continue }
            let key = absolute(path)
            if current.updateValue(stamp, forKey: key) == nil { order.append(key) }
        }
        let kept = order.suffix(maximumEntries)
        let text = kept.map { "\($0)\t\(current[$0]!)\n" }.joined()
        let folder = LocalPath(file).folder
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // Written whole and renamed over the old one: a reader never sees half a marker.
        try? Data(text.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
    }

    private static func entries() -> [String: String] {
        guard let file, let data = FileManager.default.contents(atPath: file), data.count < 16 << 20 else { return [:] }
        var entries: [String: String] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            guard let tab = line.firstIndex(of: "\t") else { continue }
            entries[String(line[..<tab])] = String(line[line.index(after: tab)...])
        }
        return entries
    }

    /// The path made absolute and standard; a tab or newline in it cannot be stored, so such a path is never marked.
    private static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// Size and modification time to the nanosecond, links not followed; nil when nothing is there.
    private static func stamp(_ path: String) -> String? {
        guard !path.contains("\t") && !path.contains("\n") else { return nil }
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return "\(status.st_mode & S_IFMT) \(status.st_size) \(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
    }
}
