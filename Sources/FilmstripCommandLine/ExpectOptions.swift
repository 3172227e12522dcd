import ArgumentParser
import Filmstrip
import FilmstripSuite
import Foundation

/// Render-and-compare in one command: `--expect` names the reference, `--record` writes it instead. The decision is
/// the library's `SnapshotVerifier`, the same one `assertSnapshot` and `filmstrip test` use.
struct ExpectOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Compare the output with this reference (a PNG for render, a folder of frames for frames); exit 1 if it differs.",
            valueName: "ref"))
    var expect: String?

    @Flag(
        help:
            "With --expect: write the reference from this run instead of comparing (the only way a reference is replaced)."
    )
    var record = false

    @Option(
        help: ArgumentHelp(
            "With --expect: where to write the diff image of a mismatch (for frames, a folder).", valueName: "path"))
    var diff: String?

    @OptionGroup var tolerance: DiffTolerance

    func validate() throws {
        if expect == nil && (record || diff != nil) { throw ValidationError("--record and --diff go with --expect") }
    }

    /// The CLI never records unless asked.
    var recordMode: RecordMode { record ? .all : .never }

    /// Compares `image` with the reference at `path` (or records it), saying what happened on stderr.
    func check(_ image: RGBAImage, reference path: String) throws {
        let verifier = SnapshotVerifier(record: recordMode, artifactsFolder: nil)
        let outcome = verifier.check(
            image, as: .image(tolerance: tolerance.options), referencePath: path,
            artifactPaths: diff.map { ["diff": $0] } ?? [:])
        // The diff image is Filmstrip's output: the next run may replace it unasked.
        OutputMarker.remember(outcome.artifacts.filter { $0.name == "diff" }.map(\.path))
        try outcome.status.report(
            subject: path, recorded: path,
            missing: "no reference yet (run again with --record to write it)",
            message: outcome.message)
    }
}
