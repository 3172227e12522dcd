import ArgumentParser
import Filmstrip

struct RenderCommand: ParsableCommand {
    /// The command's help ends with the flags of the running catalog's styles.
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "render",
            abstract: "Render the carousel at a scroll offset to a PNG, as the iOS screen would show it.",
            discussion: """
                Each photo is decoded once (shrunk on load), resized once with Lanczos3 to the largest size the \
                style draws it, then drawn where `filmstrip layout` places it, with anti-aliased edges at \
                fractional positions and the zoomed centre cell on top. Without photos it renders the sample \
                photos. The same inputs always give a byte-identical PNG.

                Examples:
                  filmstrip render -o slider.png
                  filmstrip render photos/ --index 3 --scale 3 -o centred.png
                  filmstrip render --style banner --banner-height 160 --index 2 -o banner.png
                  filmstrip render --scene slider.json --offset 120 --background '#000000' -o dark.png
                  filmstrip render --scene slider.json --expect slider-ref.png --diff slider-diff.png

                With --expect the render is compared with a reference through `filmstrip diff`'s metric and \
                tolerance options (exit 1 when it differs); --record writes the reference instead.

                \(StyleFlags(catalog: FilmstripCommand.styles).help(for: RenderCommand.self))
                """
        )
    }

    @OptionGroup var scene: SceneOptions
    @OptionGroup var position: PositionOptions
    @OptionGroup var rendering: RenderOptions

    @Option(name: .shortAndLong, help: "The PNG file to write (optional with --expect).") var output: String?

    @OptionGroup var expectation: ExpectOptions

    func validate() throws {
        if output == nil && expectation.expect == nil {
            throw ValidationError("Missing expected argument '--output <output>'")
        }
        if output == "-" { throw ValidationError("-o - (standard output) is not supported: give a file name") }
    }

    func run() throws {
        let resolved = try CLIScene.resolve(scene) {
            position.apply(to: &$0)
            try rendering.apply(to: &$0)
        }
        for path in [output, expectation.diff].compactMap({ $0 }) {
            try OutputWriter(overwrite: rendering.overwrite).check(path)
        }
        let prepared = try rendering.prepare(resolved)
        let offset = try resolved.positioned { try prepared.startOffset() }
        let image = try rendering.drawing(prepared) { try prepared.render(atOffset: offset) }
        if let output {
            try OutputWriter(overwrite: rendering.overwrite).writePNG(
                image, to: output, compression: resolved.scene.output.compression,
                colorProfile: resolved.scene.pngColorProfile)
        }
        if let reference = expectation.expect { try expectation.check(image, reference: reference) }
    }
}
