import ArgumentParser
import Filmstrip

extension PhotoPaths {
    /// Refuses (exit 64) the first folder among `arguments` that holds no image, naming it.
    static func refuseEmptyFolders(_ arguments: [String]) throws {
        if let folder = foldersWithoutImages(arguments).first {
            throw CommandFailure.emptyFolder(folder)
        }
    }
}
