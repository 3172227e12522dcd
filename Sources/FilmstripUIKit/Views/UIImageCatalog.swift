import FilmstripIO
import FilmstripImage
import FilmstripRaster
import Foundation
import Synchronization

/// The images `UIImage(named:)` finds: the scene's photos, by file name with and without its extension (a name
/// without one finds a photo of any format: UIKit choice `imageNamedFindsAnyFormatWithoutItsExtension`). The
/// renderer makes one per scene and sets it as `current` around the code that runs a team's views; outside that
/// the catalog is empty.
public final class UIImageCatalog: Sendable {
    /// One image the catalog knows: its size and what gives its pixels.
    struct Entry: Sendable {
        /// The upright size in points (scale 1): the photo's pixel size, whatever size it is decoded at.
        let size: CGSize
        let storage: UIImagePixels
        /// What names the pixels in a resample cache; nil for pixels given in code.
        let identity: ImageIdentity?
    }

    /// The images by name: each under its file name and, unless an earlier one has it, its base name.
    private let entries: [String: Entry]
    /// The file names, in scene order, for the warning about a name that finds nothing.
    private let fileNames: [String]
    /// Names asked for that found nothing, in order, each once.
    private let missing = Mutex<[String]>([])

    /// A catalog of `photos` in scene order; where two share a base name (`beach.jpg`, `beach.png`), the first
    /// answers to it.
    public convenience init(photos: [(fileName: String, pixels: RGBAImage)] = []) {
        self.init(
            named: photos.map { photo in
                let size = CGSize(width: photo.pixels.width, height: photo.pixels.height)
                return (photo.fileName, Entry(size: size, storage: UIImagePixels(photo.pixels), identity: nil))
            })
    }

    /// A catalog of `named` entries, the first of each name answering to it.
    init(named: [(String, Entry)]) {
        var entries: [String: Entry] = [:]
        for (fileName, entry) in named where entries[fileName] == nil { entries[fileName] = entry }
        for (fileName, entry) in named {
            let base = UIImageCatalog.baseName(of: fileName)
            if entries[base] == nil { entries[base] = entry }
        }
        self.entries = entries
        fileNames = named.map(\.0)
    }

    /// The names `UIImage(named:)` was asked for that no photo of the scene has, in order, each once.
    public var missingNames: [String] { missing.withLock { $0 } }

    /// The pixels of the photo called `name`: its file name, or its name without the extension.
    public func pixels(named name: String) -> RGBAImage? { entries[name]?.storage.pixels }

    /// The image called `name`. A scene's catalog that has none of that name says so on standard error, once per
    /// name, listing the photos it has: `UIImage(named:)` returns nil as UIKit does, and the team's code (often a
    /// force unwrap) decides what follows.
    func entry(named name: String) -> Entry? {
        if let entry = entries[name] { return entry }
        guard !fileNames.isEmpty else { return nil }
        let isNew = missing.withLock { names in
            guard !names.contains(name), names.count < 1000 else { return false }
            names.append(name)
            return true
        }
        if isNew { FileHandle.standardError.write(Data((missingMessage(name) + "\n").utf8)) }
        return nil
    }

    /// What standard error says of a name no photo has: one line, the name and the photos' file names escaped as
    /// the command line prints names (a pull request names the photos, and the team's code may pass any text), so
    /// neither can start a CI log line (`::error ...`), colour the terminal or display as another name.
    package func missingMessage(_ name: String) -> String {
        let shown =
            fileNames.prefix(10).map(Self.printable).joined(separator: ", ") + (fileNames.count > 10 ? ", ..." : "")
        return
            "FilmstripUIKit: UIImage(named: \"\(Self.printable(name))\") finds no photo of the scene called so, with or "
            + "without its extension, and returns nil; the scene's photos: \(shown)"
    }

    /// `text` as the command line prints names (`PrintableText`).
    static func printable(_ text: String) -> String { PrintableText.escaped(text) }

    /// The catalog `UIImage(named:)` reads: set it with `UIImageCatalog.$current.withValue(_:operation:)` around
    /// the code that makes the views (a task-local, so that scenes on other threads keep theirs).
    @TaskLocal public static var current = UIImageCatalog()

    /// `fileName` without its last extension (`beach.jpg` → `beach`), and without a folder.
    static func baseName(of fileName: String) -> String {
        let last = fileName.split(separator: "/").last.map(String.init) ?? fileName
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return last }
        return String(last[..<dot])
    }
}
