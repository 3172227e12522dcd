import ArgumentParser
import Filmstrip
import FilmstripReport
import XCTest

@testable import FilmstripCommandLine
@testable import FilmstripImage
@testable import FilmstripSuite

/// The command line's own words and exit codes, in-process: a library error becomes the message the CLI prints,
/// with the flag that helps, and a suite's verdict becomes the documented exit code.
final class ExitStatusTableTests: XCTestCase {
    func testVerdictsMapToTheDocumentedExitCodes() {
        let rows: [(CommandVerdict, String?, ExitCode)] = [
            (.suite(.passed), nil, ExitCode(0)),
            (.suite(.failed), nil, ExitCode(1)),
            (.suite(.error), nil, ExitCode(2)),
            (.overTolerance, nil, ExitCode(1)),
            (
                .referenceMissing(subject: "ref.png", hint: "no reference yet (run again with --record to write it)"),
                "ref.png: no reference yet (run again with --record to write it)", ExitCode(1)
            ),
            (
                .referenceDiffers(subject: "ref.png", message: "FAIL: 12 pixels differ"),
                "ref.png: FAIL: 12 pixels differ", ExitCode(1)
            ),
        ]
        for (verdict, message, code) in rows {
            XCTAssertEqual(
                ErrorTable.entry(for: CommandFailure.verdict(verdict)),
                ErrorTable.Entry(message: message, exitCode: code), "\(verdict)")
        }
    }

    func testEveryCommandFailureHasOneRow() {
        struct Cause: Error, CustomStringConvertible {
            var description: String { "disk full" }
        }
        var flags = SceneFlags()
        flags.spell(SceneDescription.CodingKeys.index, as: "--from-index")
        let memory = PixelMemoryError(width: 100_000, height: 100_000)
        let rows: [(CommandFailure, String?, ExitCode)] = [
            (.usage("--check \"a#b\" names no check"), "--check \"a#b\" names no check", ExitCode(64)),
            (
                .scene(SceneError.field(SceneFieldPath(field: "index"), problem: "must be 0 or more"), flags: flags),
                "--from-index: must be 0 or more", ExitCode(64)
            ),
            (
                .emptyFolder("photos"), "photos: no images (JPEG, PNG, HEIC, HEIF, AVIF or WebP) in this folder",
                ExitCode(64)
            ),
            (
                .noPhotos, "no photos: give files or directories, --sizes, or a scene file with \"photos\"",
                ExitCode(1)
            ),
            (
                .unreadableComparison(.unreadable(path: "a.png", reason: "no such file")),
                DecodeError.unreadable(path: "a.png", reason: "no such file").description, ExitCode(2)
            ),
            (.frameMemory(memory), "the frame: \(memory.description)", ExitCode(1)),
            (.inputsFailed, nil, ExitCode(1)),
            (.cannotCreateFolder("thumbs"), "thumbs: cannot create the directory", ExitCode(2)),
            (.artifactsFolder(Cause()), "disk full; give --artifacts to write there", ExitCode(2)),
            (.resultsNotWritten(Cause()), "cannot write the results: disk full", ExitCode(2)),
            (.cannotRemove(path: "s/ref.png", error: Cause()), "s/ref.png: cannot be removed: disk full", ExitCode(2)),
            (.mergeFailed(Cause()), "disk full", ExitCode(2)),
            (.shardsRefused, nil, ExitCode(2)),
            (.referenceUnusable(subject: "refs", reason: "not a folder"), "refs: not a folder", ExitCode(2)),
            (
                .referenceUnusable(subject: "refs", reason: "refs/a.png: not a PNG"), "refs/a.png: not a PNG",
                ExitCode(2)
            ),
        ]
        for (failure, message, code) in rows {
            XCTAssertEqual(
                ErrorTable.entry(for: failure), ErrorTable.Entry(message: message, exitCode: code), "\(failure)")
        }
    }

    func testLibraryErrorsGetTheFlagThatHelpsOnlyHere() {
        let exists = EncodeError.outputExists(path: "out.png")
        XCTAssertEqual(exists.description, "out.png: already exists", "the library names no flag")
        XCTAssertEqual(UserMessage.of(exists), "out.png: already exists (pass --overwrite to replace it)")

        let pixels = DecodeError.tooManyPixels(path: "big.jpg", width: 20000, height: 10000, limit: 100_000_000)
        XCTAssertFalse(pixels.description.contains("--"))
        XCTAssertTrue(UserMessage.of(pixels).hasSuffix(" (see --max-pixels)"), UserMessage.of(pixels))

        let damaged = DecodeError.corrupt(path: "cut.jpg", reason: "Premature end of JPEG file (libjpeg warning)")
        XCTAssertEqual(
            UserMessage.of(damaged),
            "cut.jpg: corrupt image data: Premature end of JPEG file (libjpeg warning); --accept-damaged decodes it anyway"
        )

        let frames = SceneError.overLimit(
            .frames, reason: "the motion lasts 2 s: 121 frames at 60 fps, more than the limit of 10")
        XCTAssertEqual(UserMessage.of(frames), frames.description + " (--max-frames)")
        let output = SceneError.overLimit(
            .outputPixels,
            reason:
                "the frame would be 9000x9000 pixels, more than the limit of 16000000 (a smaller width, height or scale, or a higher limit)"
        )
        XCTAssertTrue(UserMessage.of(output).hasSuffix("or a higher --max-output-pixels)"), UserMessage.of(output))
    }

    func testEveryErrorHasOneRowOfMessageAndExitCode() throws {
        let tooLarge = DecodeError.tooManyPixels(path: "big.jpg", width: 20000, height: 10000, limit: 100_000_000)
        let rows: [(any Error, String, ExitCode)] = [
            (
                SceneError.field(SceneFieldPath(field: "index"), problem: "must be 0 or more"),
                "field \"index\": must be 0 or more",
                ExitCode(64)
            ),
            (
                try invalidRecordMode("nevr"),
                "FILMSTRIP_RECORD=nevr is not a record mode; use all, missing, failed or never (or 1, true, yes)",
                ExitCode(64)
            ),
            (tooLarge, tooLarge.description + " (see --max-pixels)", ExitCode(1)),
            (
                EncodeError.outputExists(path: "out.png"), "out.png: already exists (pass --overwrite to replace it)",
                ExitCode(2)
            ),
            (
                SuitePathError(path: "s/__snapshots__", folder: "s"),
                "s/__snapshots__: leads outside s through a symbolic link; refused, nothing read or written there",
                ExitCode(2)
            ),
            (
                ResultsJSONError.notResults("r.json: not a Filmstrip results file"),
                "r.json: not a Filmstrip results file", ExitCode(2)
            ),
        ]
        for (error, message, code) in rows {
            XCTAssertEqual(ErrorTable.entry(for: error), ErrorTable.Entry(message: message, exitCode: code), "\(error)")
        }
    }

    /// The `InvalidRecordMode` that reading `FILMSTRIP_RECORD=value` throws.
    private func invalidRecordMode(_ value: String) throws -> any Error {
        do {
            _ = try RecordMode.fromEnvironment(["FILMSTRIP_RECORD": value])
        } catch {
            return error
        }
        throw XCTSkip("\(value) was read as a record mode")
    }

    func testControlCharactersArePrintedEscaped() {
        XCTAssertEqual(Terminal.escaped("plain/path.json"), "plain/path.json")
        XCTAssertEqual(Terminal.escaped("a\n::warning x\u{1B}[31m\u{7}"), #"a\n::warning x\u{1B}[31m\u{7}"#)
        XCTAssertEqual(Terminal.escaped("tab\there\u{0}"), #"tab\there\u{0}"#)
        // A right-to-left override would show "ab\u{202E}gnp.exe" as "abexe.png".
        XCTAssertEqual(Terminal.escaped("ab\u{202E}gnp.exe"), #"ab\u{202E}gnp.exe"#)
    }
}
