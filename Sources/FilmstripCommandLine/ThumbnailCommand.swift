import ArgumentParser
import Filmstrip
import Foundation

struct ThumbnailCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "thumbnail",
        abstract: "Write aspect-preserving thumbnails of a given pixel height as PNG.",
        discussion: """
            The thumbnail stage on its own: decode with shrink-on-load, then one Lanczos3 resize in \
            premultiplied alpha. Each PHOTO.jpg becomes DIR/PHOTO.png, WIDTH x HEIGHT with WIDTH from the \
            photo's upright aspect ratio (rounded, at least 1). A thumbnail never enlarges: a photo no taller \
            than --height is written at its own size. A thumbnail larger than --max-output-pixels is refused \
            (exit 1), as a rendered frame is. Two photos that would share a name keep their extension in it \
            (a.jpg.png, a.png.png).

            Example:
              filmstrip thumbnail photos/ --height 192 -o thumbs/
            """
    )

    @Argument(help: "Photos, or directories of them.") var photos: [String]

    @Option(help: "Thumbnail height in pixels (1 to 16384).") var height: Int

    @Option(help: .count("Refuse thumbnails of more pixels than this."))
    var maxOutputPixels: Int = PreparedScene.defaultMaxOutputPixels

    @Option(name: .shortAndLong, help: "Directory to write into (created if missing).") var output: String

    @Option(help: PNGCompression.help()) var compression: PNGCompression = .fast

    @Flag(help: "Replace thumbnails that exist.") var overwrite = false

    @Flag(help: "Skip photos that cannot be decoded (saying so on stderr) instead of stopping.") var skipBad = false

    @OptionGroup var decoding: DecodingOptions

    func validate() throws {
        if !(1...16384).contains(height) { throw ValidationError("--height must be from 1 to 16384") }
        guard (1...DecodeOptions.maximumMaxPixels).contains(maxOutputPixels) else {
            throw ValidationError("--max-output-pixels must be from 1 to \(DecodeOptions.maximumMaxPixels)")
        }
    }

    func run() throws {
        try PhotoPaths.refuseEmptyFolders(photos)
        let source = try PhotoSource.probe(photos.map(Photo.file), skipBad: skipBad)
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure.cannotCreateFolder(output)
        }
        for photo in source.photos {
            if let error = photo.error { Terminal.printError("\(UserMessage.of(error)) (skipped)") }
        }
        // A thumbnail over the output limit is refused before anything is decoded, like any unusable photo.
        var oversized = false
        let usable = source.photos.filter { photo in
            guard let size = photo.size else { return false }
            let thumbnail = ThumbnailMaker.size(of: size, height: height)
            if thumbnail.area <= maxOutputPixels { return true }
            Terminal.printError(
                "\(photo.path): the thumbnail would be \(thumbnail) pixels, more than the limit of \(maxOutputPixels) (a smaller --height or a higher --max-output-pixels)"
                    + (skipBad ? " (skipped)" : ""))
            oversized = true
            return false
        }
        if oversized && !skipBad { throw CommandFailure.inputsFailed }
        let names = ThumbnailNaming.fileNames(for: usable.map(\.path))
        let writer = OutputWriter(overwrite: overwrite)
        for name in names { try writer.check("\(output)/\(name)") }
        let progress = ProgressBar(label: "thumbnails", total: usable.count)
        let maker = ThumbnailMaker(decodeOptions: decoding.decodeOptions)
        let sizes = usable.map { ThumbnailMaker.size(of: $0.size!, height: height) }
        var failed = oversized || source.photos.contains { $0.error != nil }
        // Photos are made in parallel, each result in its own slot, and written in order.
        let results = Array(zip(usable, sizes)).parallelMap { photo, size in
            defer { progress.advance() }
            return Result { try maker.thumbnailWithWarnings(of: photo.photo, size: size) }
        }
        for (index, (photo, result)) in zip(usable, results).enumerated() {
            switch result {
            case .success(let made):
                for warning in made.warnings { Terminal.printError(warning) }
                try writer.writePNG(made.image, to: "\(output)/\(names[index])", compression: compression)
            case .failure(let error):
                Terminal.printError((error as? DecodeError).map(UserMessage.of) ?? "\(photo.path): \(error)")
                if !skipBad { throw CommandFailure.inputsFailed }
                failed = true
            }
        }
        if failed && !skipBad { throw CommandFailure.inputsFailed }
    }
}
