import ArgumentParser
import Filmstrip

struct DecodeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "decode",
        abstract: "Decode one image, turn it upright, and write it as PNG.",
        discussion: """
            The tool for checking the decoder by eye and from scripts. With --min-size, a JPEG is decoded \
            at the smallest libjpeg scale (1/2, 1/4 or 1/8) that keeps at least twice that size, as the \
            renderer does for thumbnails; the chosen scale is printed to standard error.

            Examples:
              filmstrip decode photo.jpg -o upright.png
              filmstrip decode big.jpg --min-size 96x96 -o small.png
            """
    )

    @Argument(help: "The image to decode (JPEG, PNG, HEIC, AVIF or WebP).") var input: String

    @Option(name: .shortAndLong, help: "The PNG file to write.") var output: String

    @Option(help: ArgumentHelp("Smallest size needed, as WxH: lets JPEGs decode at a reduced scale.", valueName: "WxH"))
    var minSize: PixelSizeArgument?

    @OptionGroup var decoding: DecodingOptions

    @Option(help: PNGCompression.help()) var compression: PNGCompression = .default

    @Flag(help: "Replace the output file if it exists.") var overwrite = false

    func run() throws {
        var options = decoding.decodeOptions
        options.minimumSize = minSize?.size
        let decoded = try ImageDecoder(options: options).decode(path: input)
        for warning in decoded.warnings { Terminal.printError("\(input): warning: \(warning)") }
        if decoded.scaleDenominator > 1 {
            Terminal.printError(
                "\(input): decoded at 1/\(decoded.scaleDenominator) scale, \(decoded.image.width)x\(decoded.image.height)"
            )
        }
        try OutputWriter(overwrite: overwrite).writePNG(decoded.image, to: output, compression: compression)
    }
}
