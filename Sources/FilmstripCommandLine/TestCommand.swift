import ArgumentParser
import Filmstrip
import FilmstripReport
import FilmstripSuite
import Foundation

struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Run a whole snapshot suite: every check of every scene file, in one process.",
        discussion: """
            PATH is scene files, or folders searched recursively for *.json scene files (skipping \
            __snapshots__ and hidden folders; a JSON file there that parses but is not a scene is named and \
            skipped, one that does not parse is an error naming its line and column). \
            Each scene's "checks" list stills ({"name", "index"|"offset", "tolerance"}) and sequences \
            ({"name", "frames": {"fling"|"drag"|"toOffset"|"toIndex", "fps"}}); a scene without checks has \
            one still named default at its position. References live beside each scene file at \
            __snapshots__/<scene name>/<check name>.png (a sequence: a folder of frames and manifest.json).

            Photos are decoded once for the whole suite and scenes run in parallel; results do not depend \
            on the thread count. Exit 0 when every check passes, 1 when any fails or was recorded or a \
            photo cannot be used, 2 on an I/O error or a reference that links out of the suite, 64 on a \
            usage or scene error (an index past the last photo too) or when no check is selected. Each check that did not pass is printed on standard output with the paths of \
            its actual and diff images (in filmstrip-artifacts unless --artifacts says otherwise) and the \
            command that accepts it, which names the check exactly (--check SCENE#NAME); --filter is a \
            substring match. Outputs that exist are replaced only with --overwrite.

            Examples:
              filmstrip test snapshots/                         # compare; record missing references
              filmstrip test --record never --junit junit.xml   # CI: never write references
              filmstrip test --check 'snapshots/slider.json#scrolled' --update
              filmstrip test --shard 2/4 --json results/shard-2.json
              filmstrip test --report report/ && xdg-open report/index.html
              filmstrip test snapshots/ --filter dark --pass-with-no-checks

            A run that checks nothing (no scene file found, or a --filter that selects no check) is an error, \
            exit 64, unless --pass-with-no-checks is given; a shard left empty because there are more shards \
            than checks passes with a note. Suites are confined to their folders: \
            a reference (or __snapshots__) that links outside its scene file's folder, or an artifact path \
            that links outside the artifacts folder, is an error for that check and nothing is read or \
            written through it; a folder search does not follow links out of the folder. A scene's photos \
            are read only inside the current folder, the scene files' and folders given here and each \
            --photos-root DIR (links followed); any other photo is refused, exit 64.
            """
    )

    @Argument(help: "Scene files or folders of them (default: the current folder).") var paths: [String] = []

    @Option(help: "When references are written (default missing, or FILMSTRIP_RECORD).") var record: RecordMode?

    @Flag(help: "Write every reference from this run: --record all.") var update = false

    @OptionGroup var outputs: SuiteOutputs

    @Option(
        help: ArgumentHelp(
            "Run the I-th of N parts of the checks (1-based): in scene path then check name order, cut into N contiguous parts whose sizes differ by at most one.",
            valueName: "I/N"))
    var shard: String?

    @Option(
        help: .file(
            "With --shard: cut the parts by what each check took in this earlier run's results file (--json), not by count."
        ))
    var shardDurations: String?

    @Option(help: "Scenes checked at once (default: every core). The results are the same for any number.")
    var threads: Int?

    @Option(
        help: ArgumentHelp(
            "Run only checks whose name, or whose scene file's path, contains this (a substring: start also matches restart).",
            valueName: "text"))
    var filter: String?

    @Option(
        name: .customLong("check"),
        help: ArgumentHelp(
            "Run exactly this check, named as in the report's accept command (repeatable).",
            valueName: "scene.json#name"))
    var checks: [String] = []

    @Option(
        help: .folder(
            "Where actual and diff images of failed checks go (default filmstrip-artifacts, refused if a link)."))
    var artifacts: String?

    @Flag(help: "Pass (exit 0) when no check is selected: no scene file found, or a filter or shard selects none.")
    var passWithNoChecks = false

    @Flag(help: "Remove the references no check uses (listed as DELETED), once a run of every check has passed.")
    var prune = false

    @Option(
        help: .count(
            "The most frames a sequence check may draw; a check that needs more fails unrendered. Bounds what one check writes."
        ))
    var maxFrames: Int = SuiteRunner.defaultMaximumFrames

    @Option(
        name: .customLong("max-disk"),
        help: ArgumentHelp(
            "The most megabytes of images the run may write (references, actual and diff images, copies for --json and --report); the first past it is an error and nothing more is written.",
            valueName: "mb"))
    var maxDisk: Int = DiskBudget.defaultMaximumMegabytes

    @Option(
        name: .customLong("photos-root"),
        help: .folder(
            "Also read scene photos inside this folder (repeatable); by default only inside the current folder and the scene files' and folders given."
        ))
    var photoRoots: [String] = []

    @OptionGroup var decoding: DecodingOptions

    func validate() throws {
        if !(1...1_000_000).contains(maxFrames) { throw ValidationError("--max-frames must be from 1 to 1000000") }
        if !(1...1_000_000_000).contains(maxDisk) { throw ValidationError("--max-disk must be from 1 to 1000000000") }
        if update && record != nil && record != .all {
            throw ValidationError("--update is --record all: give one of them")
        }
        if let shard, Shard(shard) == nil { throw ValidationError("--shard must be I/N with 1 <= I <= N, e.g. 2/4") }
        if shardDurations != nil && shard == nil { throw ValidationError("--shard-durations goes with --shard") }
        if let threads, !(1...256).contains(threads) { throw ValidationError("--threads must be from 1 to 256") }
        for check in checks where CheckSelector(parsing: check) == nil {
            throw ValidationError(
                "--check takes SCENE.json#NAME, e.g. --check 'snapshots/slider.json#start'; "
                    + "write # inside a scene path or a check name as %23 (and % as %25)")
        }
    }

    func run() throws {
        let mode =
            update ? .all : try record ?? RecordMode.fromEnvironment(ProcessInfo.processInfo.environment) ?? .missing
        let artifactsFolder: String
        do {
            artifactsFolder = try artifacts ?? SuiteRunner.defaultArtifactsFolder()
        } catch {
            throw CommandFailure.artifactsFolder(error)
        }
        try outputs.checkWritable()
        DiskBudget.shared.start(maximumBytes: maxDisk * 1_000_000)
        // An unreadable results file is an error naming it (exit 2), as merge-reports says it.
        let durations = try shardDurations.map { path in
            SuiteRunner.durations(of: try ResultsJSON.read(from: URL(fileURLWithPath: path)))
        }
        var runner = SuiteRunner(
            record: mode, threads: threads, filter: filter, shard: shard.flatMap(Shard.init),
            artifactsFolder: artifactsFolder, decodeOptions: decoding.decodeOptions, catalog: FilmstripCommand.styles,
            selectedChecks: checks.isEmpty ? nil : checks, maximumFrames: maxFrames, shardDurations: durations)
        let searched = !paths.isEmpty ? paths : checks.isEmpty ? ["."] : SuiteRunner.sceneFiles(named: checks)
        runner.errorCauses = CheckErrorCauses()
        // What the user typed is trusted; a scene file's photo paths are not (a pull request writes them).
        runner.photoRootsDescription =
            "the current folder, the scene files and folders given to test, and --photos-root DIR"
        runner.photoRoots =
            ["."] + photoRoots
            + searched.map { path in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
                    ? path : LocalPath(path).folder
            }
        let found = try SceneDiscovery.find(searched)
        for path in found.skipped { Terminal.printError("\(path): not a scene file (no scene fields), skipped") }
        for path in found.refused {
            Terminal.printError("\(path): a link out of the folder searched, or not a regular file; skipped")
        }
        let files = try runner.load(found.scenes)
        let unmatched = runner.unmatchedSelections(files)
        if !unmatched.isEmpty {
            throw CommandFailure.usage(
                "--check \(unmatched.map { "\"\($0)\"" }.joined(separator: ", ")) names no check of the scene files read"
            )
        }
        if let repeated = runner.selectionsOfMoreThanOneCheck(files).first {
            throw CommandFailure.usage(
                "--check \"\(repeated.selector)\" names \(repeated.checks) checks; an accept command names exactly one")
        }
        if let reason = runner.emptySelection(files, searched: searched) {
            var unsharded = runner
            unsharded.shard = nil
            if runner.shard != nil && unsharded.emptySelection(files, searched: searched) == nil {
                // More shards than checks: this part is empty by construction, not by mistake. It still writes its
                // outputs, so that merge-reports finds every shard.
                Terminal.printError("note: \(reason); nothing to run in this shard")
            } else if !passWithNoChecks {
                throw CommandFailure.usage("no checks to run: \(reason) (--pass-with-no-checks passes such a run)")
            }
        }
        let total = runner.selection(files).reduce(0) { $0 + $1.count }
        let progress = ProgressBar(label: "checks", total: total)
        let suite = AcceptCommand.filled(
            in: runner.run(
                files, command: ["filmstrip"] + CommandLine.arguments.dropFirst(), progress: progress.advance))
        for scene in suite.scenes {
            for check in scene.checks where check.status != .passed {
                Terminal.printLine(
                    "\(check.status.rawValue.uppercased()) \(scene.path) › \(check.name): \(check.message ?? "")")
                for (label, path) in [("actual", check.actual), ("diff", check.diff)] {
                    if let path { Terminal.printLine("  \(label): \(path)") }
                }
                if check.status == .failed, let accept = check.accept { Terminal.printLine("  accept: \(accept)") }
            }
        }
        for reference in suite.deleted {
            Terminal.printLine("DELETED \(reference.reference): no check of \(reference.scene) uses it")
        }
        if prune && !suite.deleted.isEmpty {
            if suite.verdict == .passed {
                try TestCommand.remove(suite.deleted)
            } else {
                Terminal.printError("--prune: nothing removed, since the run did not pass")
            }
        }
        try outputs.write(suite)
        print(suite.counts.summary)
        // As the folder was given, one separator before index.html whether or not it ended with one.
        if let report = outputs.report {
            Terminal.printLine("report: \((report as NSString).appendingPathComponent("index.html"))")
        }
        if suite.verdict == .error, let causes = runner.errorCauses?.recorded {
            // Exit as the other commands do for the same cause: a wrong scene file 64, an unusable photo 1.
            if causes.contains(.sceneFile) { throw CommandFailure.verdict(.sceneFileError) }
            if causes == [.photo] { throw CommandFailure.verdict(.suite(.failed)) }
        }
        if suite.verdict != .passed { throw CommandFailure.verdict(.suite(suite.verdict)) }
    }
}

extension TestCommand {
    /// Removes unused references, each only when it lies inside its scene file's folder (links are not followed
    /// out of it).
    static func remove(_ references: [DeletedReference]) throws {
        for reference in references {
            let folder = LocalPath(reference.scene).folder
            guard ConfinedPath.isInside(reference.reference, folder: folder) else {
                Terminal.printError("\(reference.reference): leads outside \(folder); not removed")
                continue
            }
            do {
                try FileManager.default.removeItem(atPath: reference.reference)
                Terminal.printLine("PRUNED \(reference.reference)")
            } catch {
                throw CommandFailure.cannotRemove(path: reference.reference, error: error)
            }
        }
    }
}

extension RecordMode: ExpressibleByArgument {}
