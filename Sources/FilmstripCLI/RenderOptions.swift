import ArgumentParser
import Filmstrip

/// How a scene is drawn and written, shared by `render` and `frames`.
struct RenderOptions: ParsableArguments {
    @Option(help: "Pixels per point: 1, 2 or 3 (default 2, as an iPhone screen).")
    var scale: Int?

    @Option(help: ArgumentHelp("Background colour as #RRGGBB or #RRGGBBAA (default #FFFFFF).", valueName: "colour"))
    var background: String?

    @Option(help: "PNG compression: fast (no filtering, zlib 1; the default), default, or best (adaptive filters, zlib 9).")
    var compression: String?

    @Flag(help: "Draw a grey placeholder for photos that cannot be decoded (saying so on stderr) instead of failing.")
    var skipBad = false

    @Flag(help: "Replace output files that exist.")
    var overwrite = false

    @Option(help: "Threads for decoding and drawing (default: every core). The output is the same for any number.")
    var threads: Int?

    @OptionGroup var decoding: DecodingOptions

    /// Adds these flags to the scene's overrides.
    func apply(to flags: inout SceneFile) {
        flags.scale = scale
        flags.background = background
        flags.compression = compression
        flags.skipBad = skipBad ? true : nil
        flags.maxPixels = decoding.maxPixels == DecodeOptions.defaultMaxPixels ? nil : decoding.maxPixels
    }

    /// Prepares the scene: decodes thumbnails, reporting bad photos as the CLI documents.
    func prepare(_ resolved: CLIScene.Resolved) throws -> PreparedScene {
        guard let source = resolved.source else {
            throw ValidationError("rendering needs photos, not --sizes")
        }
        do {
            let prepared = try PreparedScene(scene: resolved.scene, source: source, decodeOptions: decoding.decodeOptions, threads: threads)
            for error in prepared.skipped where source.photos.allSatisfy({ $0.error != error }) {
                Terminal.printError("\(error.description) (skipped: drawn as a placeholder)")
            }
            return prepared
        } catch let error as DecodeError {
            Terminal.printError(error.description)
            throw ExitStatus.inputFailed
        }
    }
}
