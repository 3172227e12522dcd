import ArgumentParser
import Filmstrip

/// How different two images may be and still match, shared by `diff` and the `--expect` of `render`/`frames`.
struct DiffTolerance: ParsableArguments {
    @Option(help: "Per-pixel colour threshold, 0 to 1, in pixelmatch's YIQ metric.") var threshold: Double = 0.1

    @Flag(help: "Count anti-aliased pixels as differences (by default they are reported apart and do not fail).")
    var includeAA = false

    @Option(help: ArgumentHelp("Pass when at most N pixels differ.", valueName: "N")) var maxDiffPixels: Int = 0

    @Option(help: ArgumentHelp("Pass when at most this fraction of pixels differ, 0 to 1.", valueName: "R"))
    var maxDiffRatio: Double = 0

    func validate() throws {
        guard DiffOptions.thresholdRange.contains(threshold) else {
            throw ValidationError("--threshold must be between 0 and 1")
        }
        guard maxDiffPixels >= 0 else { throw ValidationError("--max-diff-pixels must be 0 or more") }
        guard DiffOptions.maxDiffRatioRange.contains(maxDiffRatio) else {
            throw ValidationError("--max-diff-ratio must be between 0 and 1")
        }
    }

    var options: DiffOptions {
        DiffOptions(
            threshold: threshold, includeAA: includeAA, maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio)
    }
}
