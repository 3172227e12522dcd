import ArgumentParser
import Filmstrip
import Foundation

/// Turns scene options into a scene with photo sizes, reporting problems the way the CLI documents.
enum CLIScene {
    /// The photos bundled with the repository, used when a command is given none.
    static let bundledPhotos = ["fixtures/photos"]

    struct Resolved {
        var scene: Scene
        /// Upright pixel sizes, one per photo (zero for photos skipped as bad).
        var sizes: [PixelSize]
        /// The probed photos, nil when the scene gives sizes instead of files.
        var source: PhotoSource?
    }

    static func resolve(_ options: SceneOptions, defaultPhotos: [String],
                        extra: (inout SceneFile) -> Void = { _ in }) throws -> Resolved {
        let scene: Scene
        do {
            scene = try options.resolve(defaultPhotos: defaultPhotos, extra: extra)
        } catch let error as SceneError {
            throw ValidationError(error.description)
        }
        if let sizes = scene.photoSizes { return Resolved(scene: scene, sizes: sizes, source: nil) }
        if scene.style == .tags && scene.tags != nil { return Resolved(scene: scene, sizes: [], source: PhotoSource(photos: [])) }
        if PhotoPaths.expand(scene.photoPaths).isEmpty {
            Terminal.printError("no photos: give files or directories, --sizes, or a scene file with \"photos\"")
            throw ExitStatus.inputFailed
        }
        do {
            let source = try PhotoSource.probe(paths: scene.photoPaths, skipBad: scene.skipBad)
            for photo in source.photos { if let error = photo.error { Terminal.printError("\(error.description) (skipped: drawn as a placeholder)") } }
            return Resolved(scene: scene, sizes: source.photos.map { $0.size ?? PixelSize(width: 1, height: 1) }, source: source)
        } catch let error as DecodeError {
            Terminal.printError(error.description)
            throw ExitStatus.inputFailed
        }
    }

    static func offset(of scene: Scene, in layout: any CollectionLayout) throws -> Double {
        do {
            return try scene.resolvedOffset(in: layout)
        } catch let error as SceneError {
            throw ValidationError(error.description)
        }
    }
}
