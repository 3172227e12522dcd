import FilmstripImage

/// The images `UIImage(named:)` finds: the scene's photos, by file name with and without its extension (a name
/// without one finds a photo of any format: `UIKitAssumptions.imageNamedFindsAnyFormatWithoutItsExtension`). The
/// renderer makes one per scene and sets it as `current` around the code that runs a team's views; outside that
/// the catalog is empty.
public final class UIImageCatalog: Sendable {
    /// The pixels by name: each photo under its file name and, unless an earlier photo has it, its base name.
    private let images: [String: RGBAImage]

    /// A catalog of `photos` in scene order; where two share a base name (`beach.jpg`, `beach.png`), the first
    /// answers to it.
    public init(photos: [(fileName: String, pixels: RGBAImage)] = []) {
        var images: [String: RGBAImage] = [:]
        for photo in photos where images[photo.fileName] == nil { images[photo.fileName] = photo.pixels }
        for photo in photos {
            let base = UIImageCatalog.baseName(of: photo.fileName)
            if images[base] == nil { images[base] = photo.pixels }
        }
        self.images = images
    }

    /// The pixels of the photo called `name`: its file name, or its name without the extension.
    public func pixels(named name: String) -> RGBAImage? { images[name] }

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
