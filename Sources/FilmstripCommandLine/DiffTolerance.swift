import ArgumentParser
import Filmstrip

/// How different two images may be and still match, shared by `diff` and the `--expect` of `render`/`frames`. Exact
/// unless a flag says otherwise.
struct DiffTolerance: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Compare perceptually: pixelmatch's YIQ threshold, 0 to 1 (pixelmatch's default is 0.1). Without it a pixel differs when any byte differs.",
            valueName: "T"))
    var perceptualThreshold: Double?

    @Flag(help: "Detect anti-aliased pixels and report them apart, so that they do not fail (off: every pixel counts).")
    var detectAntiAliasing = false

    @Option(help: ArgumentHelp("Pass when at most N pixels differ.", valueName: "N")) var maxDiffPixels: Int = 0

    @Option(help: ArgumentHelp("Pass when at most this fraction of pixels differ, 0 to 1.", valueName: "R"))
    var maxDiffRatio: Double = 0

    /// The 0.2 spelling of `--perceptual-threshold`, refused with the new name.
    @Option(help: .hidden) var threshold: Double?

    /// The 0.2 flag that counted anti-aliased pixels, which every comparison now does unless told otherwise.
    @Flag(help: .hidden) var includeAA = false

    func validate() throws {
        if threshold != nil {
            throw ValidationError(
                "--threshold is now --perceptual-threshold (comparisons are exact unless it is given; 0.1 was the old default)"
            )
        }
        if includeAA {
            throw ValidationError(
                "--include-aa is the default now: anti-aliased pixels count unless --detect-anti-aliasing is given")
        }
        if let perceptualThreshold, !DiffOptions.perceptualThresholdRange.contains(perceptualThreshold) {
            throw ValidationError("--perceptual-threshold must be between 0 and 1")
        }
        guard maxDiffPixels >= 0 else { throw ValidationError("--max-diff-pixels must be 0 or more") }
        guard DiffOptions.maxDiffRatioRange.contains(maxDiffRatio) else {
            throw ValidationError("--max-diff-ratio must be between 0 and 1")
        }
    }

    var options: DiffOptions {
        DiffOptions(
            perceptualThreshold: perceptualThreshold, detectsAntiAliasing: detectAntiAliasing,
            maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio)
    }
}
