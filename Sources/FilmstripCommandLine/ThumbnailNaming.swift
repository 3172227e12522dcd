import FilmstripIO
import Foundation

/// Output names for thumbnails: `photo.jpg` → `photo.png`, keeping the extension (`a.jpg.png`) for photos whose
/// names would otherwise collide, so no thumbnail overwrites another.
enum ThumbnailNaming {
    static func fileNames(for paths: [String]) -> [String] {
        let files = paths.map { LocalPath($0).name }
        let stems = files.map { LocalPath($0).stem }
        var counts: [String: Int] = [:]
        for stem in stems { counts[stem, default: 0] += 1 }
        return zip(files, stems).map { file, stem in (counts[stem] ?? 0) > 1 ? "\(file).png" : "\(stem).png" }
    }
}
