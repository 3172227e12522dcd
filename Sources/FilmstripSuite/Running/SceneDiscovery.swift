import Filmstrip
import FilmstripIO
import FilmstripJSON
import Foundation

/// Finds the scene files of a suite: files named on the command line, and `*.json` files in folders, searched
/// recursively in name order, skipping `__snapshots__` and hidden folders. A JSON file found in a folder that is
/// not a scene (no scene field at all, such as a `package.json`) is listed apart so it can be reported and skipped;
/// one that does not parse is a scene file with an error, never skipped.
/// A folder is searched only within itself: a link that leads out of it (or back into a folder already searched)
/// and anything that is not a regular file is listed in `refused`, unread, so a suite from a pull request cannot
/// make the run read files elsewhere or loop.
public enum SceneDiscovery {
    /// What a search found.
    public struct Found: Sendable, Equatable {
        /// Paths of the scene files, in a stable order.
        public var scenes: [String]
        /// JSON files that are not scenes, to be named and skipped.
        public var skipped: [String]
        /// Found in a folder but not read: a link out of the folder searched, or not a regular file (a FIFO).
        public var refused: [String] = []
    }

    /// Fields of which a scene has at least one; a JSON object with none of them is not a scene.
    static let markers = Set(
        [SceneDescription.CodingKeys.photos, .style, .checks, .sizes, .width, .height, .index, .offset].map(
            \.stringValue))

    /// The scene files among `paths` (files, or folders searched recursively, skipping `__snapshots__` and hidden
    /// ones).
    public static func find(_ paths: [String]) throws -> Found {
        var found = Found(scenes: [], skipped: [])
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw SceneError.unreadable(path: path, reason: "no such file or directory")
            }
            guard isDirectory.boolValue else {
                found.scenes.append(path)
                continue
            }
            var visited = Set<String>()
            for file in try jsonFiles(in: path, root: path, visited: &visited) {
                if !ConfinedPath.isInside(file, folder: path) || !InputFile.isRegularFile(file) {
                    found.refused.append(file)
                } else if isScene(file) {
                    found.scenes.append(file)
                } else {
                    found.skipped.append(file)
                }
            }
        }
        return found
    }

    /// The longest path the system opens (Linux's PATH_MAX, with its NUL).
    static let maximumPathBytes = 4096

    private static func jsonFiles(in folder: String, root: String, visited: inout Set<String>) throws -> [String] {
        let manager = FileManager.default
        guard visited.insert(ConfinedPath.resolved(folder)).inserted else { return [] }
        let names = ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).sorted {
            $0.utf8.lexicographicallyPrecedes($1.utf8)
        }
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        var files: [String] = []
        for name in names where !name.hasPrefix(".") && name != ReferenceLayout.suiteFolderName {
            let path = base == "." ? name : "\(base)/\(name)"
            // Deeper than a path can reach, nothing in it can be opened: skipping it would pass the run without its
            // scenes, so the search fails naming it.
            guard path.utf8.count < maximumPathBytes else {
                throw SceneError.unreadable(
                    path: path,
                    reason: "is \(path.utf8.count) bytes long, more than the \(maximumPathBytes) a path may have; "
                        + "its scene files cannot be read (move the suite higher up, or shorten its folders' names)")
            }
            var isDirectory: ObjCBool = false
            // A name that vanished (or a dangling link) counts as a file: reading it reports what is wrong.
            let exists = manager.fileExists(atPath: path, isDirectory: &isDirectory)
            if exists && isDirectory.boolValue {
                // A folder linked from elsewhere is not searched; its JSON files would be scenes of another tree.
                if ConfinedPath.isInside(path, folder: root) {
                    files += try jsonFiles(in: path, root: root, visited: &visited)
                } else {
                    files.append(path)
                }
            } else if name.hasSuffix(".json") {
                files.append(path)
            }
        }
        return files
    }

    /// Whether a JSON file found in a folder is a scene. One that cannot be read or parsed counts as a scene, so
    /// that loading it fails naming the line and column: a typo must fail the run, not skip the scene quietly. Its
    /// top-level names are read by `JSONSyntax` alone, no parser's tree, so a bomb of members costs a pass over its
    /// bytes; one over `discoveryLimits` counts as a scene too, for loading to refuse it by name.
    private static func isScene(_ path: String) -> Bool {
        guard let bytes = try? InputFile.read(path, maximumBytes: SceneLayers.maximumFileSize),
            let names = try? JSONSyntax.topLevelMemberNames(bytes, limits: discoveryLimits)
        else { return true }
        return !markers.isDisjoint(with: names)
    }

    /// How much of any one object a JSON file in a suite folder may have to be told apart from a scene: any other
    /// JSON of up to 16 MB (a results file of 100,000 checks) is read within it.
    static let discoveryLimits = JSONLimits(maximumMembers: 100_000)
}
