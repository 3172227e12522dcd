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
        photo's upright aspect ratio (rounded, at least 1).

        Example:
          filmstrip thumbnail fixtures/photos --height 192 -o thumbs/
        """
    )

    @Argument(help: "Photos, or directories of them.")
    var photos: [String]

    @Option(help: "Thumbnail height in pixels.")
    var height: Int

    @Option(name: .shortAndLong, help: "Directory to write into (created if missing).")
    var output: String

    @Option(help: "PNG compression: fast (no filtering, zlib 1; the default), default, or best (adaptive filters, zlib 9).")
    var compression: PNGCompression = .fast

    @Flag(help: "Replace thumbnails that exist.")
    var overwrite = false

    @Flag(help: "Skip photos that cannot be decoded (saying so on stderr) instead of stopping.")
    var skipBad = false

    @OptionGroup var decoding: DecodingOptions

    func validate() throws {
        if height < 1 { throw ValidationError("--height must be at least 1") }
    }

    func run() throws {
        let paths = PhotoPaths.expand(photos)
        let source: PhotoSource
        do {
            source = try PhotoSource.probe(paths: paths, skipBad: skipBad)
        } catch let error as DecodeError {
            Terminal.printError(error.description)
            throw ExitStatus.inputFailed
        }
        try? FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        let usable = source.photos.filter { $0.size != nil }
        let sizes = usable.map { photo in
            let size = photo.size!
            let width = Double(size.width) * Double(height) / Double(max(size.height, 1))
            return PixelSize(width: max(1, Int(width.rounded())), height: height)
        }
        let progress = ProgressBar(label: "thumbnails", total: usable.count)
        let maker = ThumbnailMaker(decodeOptions: decoding.decodeOptions)
        var failed = source.photos.contains { $0.error != nil }
        for photo in source.photos { if let error = photo.error { Terminal.printError("\(error.description) (skipped)") } }
        let results = Array(zip(usable, sizes)).parallelMap { photo, size -> Result<RGBAImage, DecodeError> in
            defer { progress.advance() }
            return Result { try maker.thumbnail(path: photo.path, size: size) }
                .mapError { $0 as? DecodeError ?? .unreadable(path: photo.path, reason: "\($0)") }
        }
        let writer = OutputWriter(overwrite: overwrite)
        for (photo, result) in zip(usable, results) {
            switch result {
            case .success(let image):
                let name = ((photo.path as NSString).lastPathComponent as NSString).deletingPathExtension
                try writer.writePNG(image, to: "\(output)/\(name).png", compression: compression)
            case .failure(let error):
                Terminal.printError(error.description)
                if !skipBad { throw ExitStatus.inputFailed }
                failed = true
            }
        }
        if failed && !skipBad { throw ExitStatus.inputFailed }
    }
}
