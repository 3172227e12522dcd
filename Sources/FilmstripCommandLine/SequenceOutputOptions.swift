import ArgumentParser
import Filmstrip

/// Where `frames` writes a sequence: the frame folder, and the animations and contact sheet beside it.
struct SequenceOutputOptions: ParsableArguments {
    @Option(
        name: .shortAndLong,
        help: "Directory for the frames and manifest.json (created if missing; optional with --expect).")
    var output: String?

    @Option(
        help: .file(
            "Also write an animated PNG of the sequence (loops); frames after the first store only the region that changed."
        ))
    var apng: String?

    @Flag(help: "Store every frame of the --apng whole, as earlier versions did (never smaller).")
    var apngWholeFrames = false

    @Flag(
        help:
            "Store the --apng at the frames' own pixels; by default it is at the scene's point size (an @2x sequence in a quarter of the pixels)."
    )
    var apngFullSize = false

    @Option(help: .file("Also write an animated WebP of the sequence (loops; lossless unless --webp-quality)."))
    var webp: String?

    @Option(help: .count("Make the --webp lossy at this quality (0-100), e.g. 80.")) var webpQuality: Int?

    @Option(help: .file("Also write a contact sheet: the frames in a grid with their index and time."))
    var sheet: String?

    func validate() throws {
        if output == "-" { throw ValidationError("-o - (standard output) is not supported: give a directory") }
        if let webpQuality, !(0...100).contains(webpQuality) {
            throw ValidationError("--webp-quality must be from 0 to 100")
        }
        if webpQuality != nil && webp == nil { throw ValidationError("--webp-quality needs --webp FILE") }
        if apngWholeFrames && apng == nil { throw ValidationError("--apng-whole-frames needs --apng FILE") }
        if apngFullSize && apng == nil { throw ValidationError("--apng-full-size needs --apng FILE") }
    }

    /// The paths of the outputs asked for: the frame folder, then the files beside it.
    var paths: [String] { [output, apng, webp, sheet].compactMap { $0 } }

    /// The outputs asked for, one line each, in the order they are started; the frame folder gets `playerPage` as
    /// its `index.html`.
    func outputs(playerPage: @autoclosure () -> [UInt8]) -> [any SequenceOutput] {
        let destinations: [(any SequenceOutput)?] = [
            output.map { FrameFolderOutput(path: $0, playerPage: playerPage()) },
            apng.map {
                AnimatedPNGOutput(
                    path: $0, wholeFrames: apngWholeFrames, atPointSize: !apngFullSize)
            },
            webp.map { AnimatedWebPOutput(path: $0, quality: webpQuality.map { .lossy(quality: $0) } ?? .lossless) },
            sheet.map { ContactSheetOutput(path: $0) },
        ]
        return destinations.compactMap { $0 }
    }
}
