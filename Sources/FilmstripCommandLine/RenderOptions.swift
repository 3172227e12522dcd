import ArgumentParser
import Filmstrip

/// How a scene is drawn and written, shared by `render` and `frames`.
struct RenderOptions: ParsableArguments {
    @Option(help: "Pixels per point: 1, 2, 3 or 4 (default 2, as most iPhone screens).") var scale: Int?

    @Option(help: .color("Background colour as #RRGGBB or #RRGGBBAA (default #FFFFFF).")) var background: String?

    @Option(
        help:
            "light or dark: the background, tag chips, page dots and placeholder take UIKit's system colours of that mode (default light; --background wins)."
    )
    var appearance: String?

    @Option(
        help:
            "The Dynamic Type size a UIKit style's views get, by UIKit's name: extraSmall to extraExtraExtraLarge, accessibilityMedium to accessibilityExtraExtraExtraLarge (default large)."
    )
    var contentSize: String?

    @Option(
        help:
            "leftToRight or rightToLeft: the layout direction a UIKit style's views get; right to left mirrors leading and trailing and flow layouts (default leftToRight)."
    )
    var layoutDirection: String?

    @Option(
        help:
            "srgb (untagged, the default) or display-p3: photos are converted to Display P3 and the PNGs tagged with its ICC profile, as an iPhone screenshot is."
    )
    var colorSpace: String?

    @Option(help: PNGCompression.help(defaultingTo: .fast)) var compression: String?

    @Flag(help: "Draw a grey placeholder for photos that cannot be decoded (saying so on stderr) instead of failing.")
    var skipBad = false

    @Flag(help: "Replace output files that exist.") var overwrite = false

    @Option(help: "Threads for decoding and drawing (default: every core). The output is the same for any number.")
    var threads: Int?

    @Option(help: .count("Refuse to draw frames of more pixels than this)."))
    var maxOutputPixels: Int = PreparedScene.defaultMaxOutputPixels

    @OptionGroup var decoding: DecodingOptions

    @OptionGroup(title: "Cell styling") var cellStyle: CellStyleOptions

    func validate() throws {
        if let threads, !(1...256).contains(threads) { throw ValidationError("--threads must be from 1 to 256") }
        guard (1...DecodeOptions.maximumMaxPixels).contains(maxOutputPixels) else {
            throw ValidationError("--max-output-pixels must be from 1 to \(DecodeOptions.maximumMaxPixels)")
        }
    }

    /// Adds these flags to the scene's layers.
    func apply(to flags: inout SceneFlags) throws {
        flags.description.scale = scale
        flags.description.background = background
        flags.description.appearance = appearance
        flags.description.contentSize = contentSize
        flags.description.layoutDirection = layoutDirection
        flags.description.colorSpace = colorSpace
        try cellStyle.apply(to: &flags)
        flags.description.compression = compression
        flags.description.skipBad = skipBad ? true : nil
        flags.description.maxPixels =
            decoding.maxPixels == DecodeOptions.defaultMaxPixels ? nil : decoding.maxPixels
    }

    /// Prepares the scene: probes and lays out the photos and decodes those the scene's position shows.
    func prepare(_ resolved: CLIScene.Resolved) throws -> PreparedScene {
        if resolved.scene.input.photoSizes != nil { throw CommandFailure.usage("rendering needs photos, not --sizes") }
        do {
            if let source = resolved.source {
                return try PreparedScene(
                    scene: resolved.scene, source: source, decodeOptions: decoding.decodeOptions,
                    threads: threads, maxOutputPixels: maxOutputPixels)
            }
            return try PreparedScene(
                scene: resolved.scene, decodeOptions: decoding.decodeOptions, threads: threads,
                maxOutputPixels: maxOutputPixels)
        } catch let error as PixelMemoryError {
            throw CommandFailure.frameMemory(error)
        }
    }

    /// Runs `body`, then prints the warnings of damaged photos decoded anyway (`--accept-damaged`), whether or not a
    /// photo failed to decode when a frame first showed it.
    func drawing<T>(_ prepared: PreparedScene, _ body: () throws -> T) throws -> T {
        defer { for warning in prepared.warnings { Terminal.printError(warning) } }
        return try body()
    }
}
