import ArgumentParser
import Filmstrip
import Foundation

/// Turns scene options into a scene with probed photos; a problem is thrown as data for `ErrorTable` to report.
enum CLIScene {
    struct Resolved {
        var scene: Scene
        /// The probed photos, nil when the scene gives sizes instead of files.
        var source: PhotoSource?
        /// The file and flag layers the scene came from, to say where a value that turns out wrong was given.
        var layers = SceneLayers()
        /// The flags' layer, to name a flag by the field it set.
        var flags = SceneFlags()

        /// Runs `body`, which resolves the scene's position; an index out of range names where it was given
        /// (`scene.json: field "index"`, `--index`, `--from-index`).
        func positioned<T>(_ body: () throws -> T) throws -> T {
            do {
                return try body()
            } catch SceneError.badValue(let reason) {
                throw CommandFailure.usage("\(flags.source(of: .index, in: layers)): \(reason)")
            }
        }
    }

    /// The scene the file and flags state, with its photos probed (the sample photos when it names none).
    static func resolve(_ options: SceneOptions, extra: (inout SceneFlags) throws -> Void = { _ in }) throws
        -> Resolved
    {
        let scene: Scene
        var flags = SceneFlags()
        let layers: SceneLayers
        do {
            flags = try options.flags(extra: extra)
            layers = try options.fileLayer().overlaid(by: SceneLayers(flags.description))
            scene = try layers.decode(catalog: FilmstripCommand.styles, defaultPhotos: Scene.samplePhotos)
        } catch let error as SceneError {
            throw CommandFailure.scene(error, flags: flags)
        }
        if scene.input.photoSizes != nil || !scene.style.showsPhotos {
            return Resolved(scene: scene, source: nil, layers: layers, flags: flags)
        }
        if Photo.expand(scene.input.photos).isEmpty { throw CommandFailure.noPhotos }
        let source = try PhotoSource.probe(scene.input.photos, skipBad: scene.input.skipBad)
        for photo in source.photos {
            if let error = photo.error {
                Terminal.printError("\(UserMessage.of(error)) (skipped: drawn as a placeholder)")
            }
        }
        return Resolved(scene: scene, source: source, layers: layers, flags: flags)
    }
}
