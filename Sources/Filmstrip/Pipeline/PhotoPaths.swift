import FilmstripDecode
import FilmstripIO
import Foundation

/// Expands the command line's files and directories into the list of images to read: a directory stands for
/// its image files (by extension, the registered formats': JPEG, PNG, HEIC/HEIF, AVIF, WebP as standard), sorted by
/// name so every run sees the same order.
package enum PhotoPaths {
    package static func expand(
        _ arguments: [String], extensions imageExtensions: Set<String> = ImageFormatRegistry.standard.fileExtensions
    ) -> [String] {
        var paths: [String] = []
        for argument in arguments {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: argument)) ?? []
                let images = names.filter { imageExtensions.contains(LocalPath($0).pathExtension.lowercased()) }
                let directory = argument.hasSuffix("/") ? String(argument.dropLast()) : argument
                paths += images.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { "\(directory)/\($0)" }
            } else {
                paths.append(argument)
            }
        }
        return paths
    }

    /// The folders among `arguments` that hold no image: an input that names nothing is a mistake to report (a
    /// misspelt or empty folder in a CI job), not a run that quietly does nothing.
    package static func foldersWithoutImages(_ arguments: [String]) -> [String] {
        arguments.filter { argument in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue
            else { return false }
            return expand([argument]).isEmpty
        }
    }
}
