import ArgumentParser
import Filmstrip
import Foundation

/// The `filmstrip` command: parses the command line and runs one of its subcommands. `main()` runs it with the
/// built-in styles; `main(styles:)` with a catalog of your own, so a package's own tool renders its styles (UIKit
/// layouts among them) by name in scene files and `--style`.
public struct FilmstripCommand: ParsableCommand {
    /// The styles scene files and `--style` may name in this run: `StyleCatalog.builtIn` unless `main(styles:)`
    /// passed others in. Not public: a catalog is given to `main(styles:)`, never set from outside.
    static var styles: StyleCatalog { catalog }

    /// The catalog passed to the running command: a task-local value, bound by `main(styles:)` for the run (the way
    /// to reach the commands ArgumentParser makes), so that no global is mutated and two runs in one process (tests)
    /// cannot see each other's styles.
    @TaskLocal static var catalog = StyleCatalog.builtIn

    /// Runs the command line with `styles` as the styles scene files and `--style` may name.
    public static func main(styles: StyleCatalog) {
        $catalog.withValue(styles) { main() }
    }

    /// Parses `arguments` (without the program's name) as `parseAsRoot` does, with the flags of the running
    /// catalog's styles (`--row-height`) given to the scene options that take them.
    static func parseWithStyleFlags(_ arguments: [String]) throws -> any ParsableCommand {
        try parseAsRoot(StyleFlags(catalog: styles).rewritten(arguments))
    }

    /// The root command, as ArgumentParser makes it before parsing; call `main()` or `main(styles:)` instead.
    public init() {}

    /// The command's name (`filmstrip`), its help text with the exit codes and limits, its version and its subcommands.
    public static let configuration = CommandConfiguration(
        commandName: "filmstrip",
        abstract: "Render iOS-style photo thumbnail sliders to PNG, without UIKit.",
        discussion: """
            Filmstrip decodes real photos, lays them out as a UICollectionView-style slider would at a given \
            scroll offset, and draws the result pixel-accurately, for design review and snapshot tests on Linux.

            Exit codes:
              0   success
              1   an input image could not be used (corrupt, unsupported, too large), or a check failed
              2   the run itself failed (an output could not be written, or already exists)
              64  the command line or a scene file was wrong (the message names the flag or the file and field)

            Limits (raise them with the flag): input images 100 megapixels (--max-pixels), frames \
            \(PreparedScene.defaultMaxOutputPixels / 1_000_000) megapixels (--max-output-pixels), sequences \
            \(FrameSequence.defaultMaximumFrames) frames (--max-frames).

            Try it:
              filmstrip render -o slider.png
              filmstrip frames --fling 1500 -o fling/ --sheet fling.png
            """,
        version: FilmstripVersion.current,
        subcommands: [
            RenderCommand.self, FramesCommand.self, TestCommand.self, MergeReportsCommand.self, DiffCommand.self,
            LayoutCommand.self, ThumbnailCommand.self, ProbeCommand.self, DecodeCommand.self,
        ]
    )

    /// ArgumentParser's own `main`, except that an error no command reported itself is one line with the exit code of
    /// its row in `ErrorTable`, not ArgumentParser's `Error: ` dump with exit 1 (a Foundation error would print as
    /// `Error Domain=NSCocoaErrorDomain ...`).
    public static func main() {
        // Help piped to a file or a pager is laid out 120 columns wide, not 80: its examples are commands to copy,
        // and a command broken over two lines no longer pastes.
        if isatty(STDOUT_FILENO) == 0 && ProcessInfo.processInfo.environment["COLUMNS"] == nil {
            setenv("COLUMNS", "120", 0)
        }
        var command: any ParsableCommand
        do {
            command = try parseWithStyleFlags(Array(CommandLine.arguments.dropFirst()))
        } catch {
            exit(withError: error)
        }
        CrashContext.install(program: "filmstrip")
        do {
            let words = ["filmstrip"] + CommandLine.arguments.dropFirst()
            try CrashContext.during("running `\(words.joined(separator: " "))`") { try command.run() }
        } catch  where error is ExitCode || exitCode(for: error) != .failure {
            // ArgumentParser's own: help (`--help` parses to a help command whose run throws), clean exits, usage.
            exit(withError: error)
        } catch {
            exit(withError: ErrorTable.report(error))
        }
    }
}
