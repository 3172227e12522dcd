import ArgumentParser
import Filmstrip

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare an image with a reference under a tolerance, as a snapshot test does.",
        discussion: """
            Exact by default: a pixel differs when any of its bytes differs, and one differing pixel fails. \
            --perceptual-threshold compares with pixelmatch's perceptual YIQ metric after blending over white \
            instead; --detect-anti-aliasing tells differences that are only anti-aliasing (an edge moved by a \
            fraction of a pixel) apart as pixelmatch does and reports them without failing; --max-diff-pixels and \
            --max-diff-ratio allow some pixels to differ. The diff image shows EXPECTED faded to grey with \
            differing pixels in red and anti-aliased ones in yellow. Images of different sizes always fail.

            Exit codes: 0 within tolerance, 1 not within tolerance, 2 an error (a file unreadable or not an image, \
            the diff image not writable).

            Examples:
              filmstrip diff reference.png actual.png
              filmstrip diff reference.png actual.png --max-diff-ratio 0.001 --diff diff.png --json
              filmstrip diff reference.png actual.png --perceptual-threshold 0.1 --detect-anti-aliasing
            """
    )

    @Argument(help: "The reference image (PNG or JPEG).") var expected: String

    @Argument(help: "The image to check.") var actual: String

    @OptionGroup var tolerance: DiffTolerance

    @Option(help: .file("Write the diff image here.")) var diff: String?

    @Flag(help: "Replace the diff image if it exists.") var overwrite = false

    @Flag(help: "Print {width, height, diffPixels, aaPixels, ratio, pass, sizeMismatch} as JSON (sizes of EXPECTED).")
    var json = false

    func run() throws {
        // Decoding is most of the work on large files, so the two images are decoded at the same time.
        let decoded = [expected, actual].parallelMap { path in Result { try ImageDecoder().decode(path: path).image } }
        let images: [RGBAImage]
        do {
            images = try decoded.map { try $0.get() }
        } catch let error as DecodeError {
            throw CommandFailure.unreadableComparison(error)
        }
        var options = tolerance.options
        options.drawsDiffImage = diff != nil
        let result = ImageDiff.compare(expected: images[0], actual: images[1], options: options)
        print(json ? result.json : result.summary)
        if let diff, let image = result.diffImage {
            try OutputWriter(overwrite: overwrite).writePNG(image, to: diff, compression: .fast)
        }
        if !result.pass { throw CommandFailure.verdict(.overTolerance) }
    }
}
