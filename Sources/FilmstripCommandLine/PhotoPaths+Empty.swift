import ArgumentParser
import Filmstrip

extension PhotoPaths {
    /// Exit 64 naming the first folder among `arguments` that holds no image.
    static func refuseEmptyFolders(_ arguments: [String]) throws {
        if let folder = foldersWithoutImages(arguments).first {
            throw ExitStatus.usageError("\(folder): no images (JPEG, PNG, HEIC, HEIF, AVIF or WebP) in this folder")
        }
    }
}
