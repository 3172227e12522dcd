import ArgumentParser
import Filmstrip
import Foundation

/// Render-and-compare in one command: `--expect` names the reference, `--record` writes it instead.
struct ExpectOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Compare the output with this reference (a PNG for render, a folder of frames for frames); exit 1 if it differs.", valueName: "ref"))
    var expect: String?

    @Flag(help: "With --expect: write the reference from this run instead of comparing (the only way a reference is replaced).")
    var record = false

    @Option(help: ArgumentHelp("With --expect: where to write the diff image of a mismatch (for frames, a folder).", valueName: "path"))
    var diff: String?

    @OptionGroup var tolerance: DiffTolerance

    func validate() throws {
        if expect == nil && (record || diff != nil) { throw ValidationError("--record and --diff go with --expect") }
    }

    /// Compares `image` with the reference at `path` (or records it). Returns false when it does not match.
    func check(_ image: RGBAImage, reference path: String, diffPath: String?, compression: PNGCompression) throws -> Bool {
        if record {
            try OutputWriter(overwrite: true).writePNG(image, to: path, compression: compression)
            return true
        }
        guard FileManager.default.fileExists(atPath: path) else {
            Terminal.printError("\(path): no reference yet (run again with --record to write it)")
            throw ExitStatus.runFailed
        }
        let expected: RGBAImage
        do {
            expected = try ImageDecoder().decode(path: path).image
        } catch let error as DecodeError {
            Terminal.printError(error.description)
            throw ExitStatus.runFailed
        }
        var options = tolerance.options
        options.drawsDiffImage = diffPath != nil
        let result = ImageDiff.compare(expected: expected, actual: image, options: options)
        if !result.pass {
            Terminal.printError("\(path): \(result.summary)")
            if let diffPath, let diffImage = result.diffImage {
                try OutputWriter(overwrite: true).writePNG(diffImage, to: diffPath, compression: .fast)
            }
        }
        return result.pass
    }
}
