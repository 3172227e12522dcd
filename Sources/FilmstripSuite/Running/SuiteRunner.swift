import Filmstrip
import FilmstripDecode
import FilmstripDiff
import FilmstripIO
import FilmstripImage
import Foundation

/// Runs the checks of many scene files in one process, the engine of `filmstrip test`: every photo decoded once
/// per size for the whole suite (`ThumbnailCache`), scenes run in parallel, each check through `SnapshotVerifier`
/// or `SequenceVerification` like `assertSnapshot`. References live beside each scene file at
/// `__snapshots__/<scene name>/<check name>.png` (a sequence: a folder of frames and its manifest). The result does
/// not depend on the thread count or on which scene finishes first.
public struct SuiteRunner: Sendable {
    /// When references are written instead of compared.
    public var record: RecordMode
    /// Scenes run at once; nil: every core.
    public var threads: Int?
    /// Runs only the checks whose name, or whose scene's path, contains this.
    public var filter: String?
    /// Where the causes of checks that could not run are noted, when a front end wants them for its exit status.
    package var errorCauses: CheckErrorCauses?
    /// The folders a scene's photos must lie in, links followed (`confinePhotos`); nil reads photos anywhere, as a
    /// library caller's own scenes may. `filmstrip test` gives the current folder, the folders and scene files'
    /// folders it was given, and each `--photos-root`.
    public var photoRoots: [String]?
    /// How a refusal names `photoRoots` to the user: the front end's own words for where they come from
    /// (`filmstrip test` names its flag), since the library does not know how they were given.
    public var photoRootsDescription = "the runner's photo roots"
    /// Runs only these checks, each named exactly as `<scene file>#<check name>` (what an accept command names,
    /// `CheckSelector`), so that accepting `start` never re-records `restart`; nil runs every check.
    public var selectedChecks: [String]?
    /// The part of the checks to run on this machine; nil runs them all.
    public var shard: Shard?
    /// Seconds each check took in an earlier run, keyed by `SuiteRunner.durationKey(scene:check:)`, so that `shard`
    /// splits the checks by cost instead of by count; a check missing here costs the mean of those present.
    public var shardDurations: [String: Double]?
    /// Where the actual and diff images of failed checks go (`<scene name>/<check name>.actual.png`, ...); nil
    /// keeps none.
    public var artifactsFolder: String?
    /// Limits and colour handling for decoding the photos.
    public var decodeOptions: DecodeOptions
    /// The styles scene files may name.
    public var catalog: StyleCatalog
    /// The most frames one sequence check may draw: a scene file comes from a pull request, so its length is the
    /// runner's to allow. A check that needs more is an error naming it; none of its frames is drawn. What a
    /// sequence check writes is bounded by this many frames (references when recording; actual and diff images
    /// when it fails).
    public var maximumFrames: Int

    /// The default `maximumFrames`: 1000, about 17 seconds at 60 fps, far longer than any motion a review needs.
    public static let defaultMaximumFrames = 1000

    /// A runner with the options of `filmstrip test`.
    public init(
        record: RecordMode = .missing, threads: Int? = nil, filter: String? = nil, shard: Shard? = nil,
        artifactsFolder: String? = nil, decodeOptions: DecodeOptions = DecodeOptions(),
        catalog: StyleCatalog = .builtIn,
        selectedChecks: [String]? = nil, maximumFrames: Int = SuiteRunner.defaultMaximumFrames,
        shardDurations: [String: Double]? = nil
    ) {
        self.record = record
        self.shardDurations = shardDurations
        self.maximumFrames = maximumFrames
        self.selectedChecks = selectedChecks
        self.threads = threads
        self.filter = filter
        self.shard = shard
        self.artifactsFolder = artifactsFolder
        self.decodeOptions = decodeOptions
        self.catalog = catalog
    }

    /// A scene file and the scene it states.
    public struct SceneFile: Sendable {
        /// The scene file's path, as given or found.
        public var path: String
        /// The scene the file describes.
        public var scene: Scene

        /// The file's name without `.json`: names its folder of references.
        public var name: String { LocalPath(path).stem }
        /// `__snapshots__/<name>` beside the file (see `ReferenceLayout`).
        public var referenceFolder: String { ReferenceLayout.suiteFolder(sceneFile: path) }
        /// Where this scene's actual and diff images go inside an artifacts folder: the file's path without
        /// `.json`, made relative (`a/x.json` and `b/x.json` get `a/x` and `b/x`, never one folder for both).
        public var artifactsKey: String {
            PortablePath.relative(String(path.dropLast(path.hasSuffix(".json") ? 5 : 0)))
        }
        /// The folder holding the file: its references must resolve inside it, links and all.
        public var folder: String {
            LocalPath(path).folder
        }
    }

    /// Reads scene files strictly; the first bad one throws, naming the file and the field. With `photoRoots`, a
    /// photo a scene names outside them is refused (`confinePhotos`).
    public func load(_ paths: [String]) throws -> [SceneFile] {
        try paths.map { path in
            let scene = try SceneLayers.file(path: path).decode(catalog: catalog, defaultPhotos: Scene.samplePhotos)
            if let photoRoots {
                try SuiteRunner.confinePhotos(
                    of: scene, file: path, roots: photoRoots, rootsDescription: photoRootsDescription)
            }
            return SceneFile(path: path, scene: scene)
        }
    }

    /// Throws for the first photo of `scene` (a file, or an image in a folder it names) that resolves, links
    /// followed, outside every folder of `roots`. Scene files come from pull requests in CI, so a photo path is
    /// a way to read any image the job can (`/home/runner/...`, `../../`) into references and the uploaded report.
    /// The refusal is worded alike whether the path exists or not, and nothing outside is opened or listed.
    static func confinePhotos(of scene: Scene, file: String, roots: [String], rootsDescription: String) throws {
        let samples = Set(Scene.samplePhotos.compactMap { $0.path.map { Array($0.utf8) } })
        let field = SceneFieldPath(SceneDescription.CodingKeys.photos)
        for (index, photo) in scene.input.photos.enumerated() {
            guard let path = photo.path, !samples.contains(Array(path.utf8)) else { continue }
            var paths = [path]
            if roots.contains(where: { ConfinedPath.isInside(path, folder: $0) }) {
                // A folder stands for its images: a link among them must lead inside too.
                paths = PhotoPaths.expand([path]).filter { !$0.utf8.elementsEqual(path.utf8) }
            }
            for candidate in paths where !roots.contains(where: { ConfinedPath.isInside(candidate, folder: $0) }) {
                throw SceneError.field(
                    field.appending(index: index),
                    problem:
                        "\"\(candidate)\" is outside the folders photos are read from (\(rootsDescription)); not read",
                    file: file)
            }
        }
    }

    /// The checks of `file` that the filter and the selection take: the scene's own (a still named `default` at its
    /// position if it has none), less those they leave out. The shard is not applied: it needs every file.
    package func checks(of file: SceneFile) -> [(index: Int, check: SceneCheck)] {
        let all = file.scene.output.checks.isEmpty ? [SceneCheck(name: "default")] : file.scene.output.checks
        // Identities made once per scene, not once per check.
        let selected = selectedChecks.map { Set($0.compactMap { CheckSelector(parsing: $0)?.identity }) }
        return all.enumerated().filter { _, check in
            (filter.map { check.name.contains($0) || file.path.contains($0) } ?? true)
                && (selected.map { $0.contains(CheckSelector(scene: file.path, check: check.name).identity) } ?? true)
        }.map { ($0.offset, $0.element) }
    }

    /// The checks this run takes of each of `files` (in their order): `checks(of:)`, then, with a shard, its part
    /// of them all. The checks are ordered by scene file path made absolute and standard (so `snapshots`,
    /// `./snapshots/` and `/work/app/snapshots` order a suite alike, and any checkout folder orders it as the
    /// paths inside the suite do), then by check name, both as UTF-8 bytes; the shard takes a contiguous part.
    package func selection(_ files: [SceneFile]) -> [[(index: Int, check: SceneCheck)]] {
        let unsharded = files.map(checks(of:))
        guard let shard else { return unsharded }
        struct Entry {
            var file: Int
            var position: Int
            var key: String
            var name: String
        }
        var entries: [Entry] = []
        for (fileIndex, file) in files.enumerated() {
            let key = SuiteRunner.standardPath(file.path)
            for (position, entry) in unsharded[fileIndex].enumerated() {
                entries.append(Entry(file: fileIndex, position: position, key: key, name: entry.check.name))
            }
        }
        entries.sort { a, b in
            a.key != b.key
                ? a.key.utf8.lexicographicallyPrecedes(b.key.utf8) : a.name.utf8.lexicographicallyPrecedes(b.name.utf8)
        }
        let part: Range<Int>
        if let shardDurations {
            let known = entries.compactMap { shardDurations[SuiteRunner.durationKey(scene: $0.key, check: $0.name)] }
            // A check the earlier run did not have costs what an average one did.
            let mean = known.isEmpty ? 1 : known.reduce(0, +) / Double(known.count)
            let costs = entries.map { shardDurations[SuiteRunner.durationKey(scene: $0.key, check: $0.name)] ?? mean }
            part = shard.range(ofCosts: costs)
        } else {
            part = shard.range(ofTotal: entries.count)
        }
        var taken = files.map { _ in [Bool]() }
        for (fileIndex, checks) in unsharded.enumerated() {
            taken[fileIndex] = Array(repeating: false, count: checks.count)
        }
        for entry in entries[part] { taken[entry.file][entry.position] = true }
        return unsharded.enumerated().map { fileIndex, checks in
            checks.enumerated().filter { taken[fileIndex][$0.offset] }.map(\.element)
        }
    }

    /// `path` made absolute (against the current folder) and standard: `./a/../b.json` and `b.json` are one.
    static func standardPath(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// The key of a check in `shardDurations`: its scene file's path made absolute and standard, `#`, its name.
    public static func durationKey(scene: String, check: String) -> String {
        standardPath(scene) + "#" + check
    }

    /// The seconds each check of `results` took, keyed for `shardDurations`; scene paths in a results file are as the
    /// run that wrote it was given them, so they are read against the current folder.
    public static func durations(of results: SuiteResult) -> [String: Double] {
        var durations: [String: Double] = [:]
        for scene in results.scenes {
            for check in scene.checks {
                if let duration = check.duration, duration.isFinite, duration >= 0 {
                    durations[durationKey(scene: scene.path, check: check.name)] = duration
                }
            }
        }
        return durations
    }

    /// The scene files that `selectedChecks` name (`scenes/a.json#start` names `scenes/a.json`), in order, once
    /// each: what a run with selected checks and no paths loads.
    public static func sceneFiles(named selectors: [String]) -> [String] {
        var seen = Set<[UInt8]>()
        return selectors.compactMap { text in
            guard let selector = CheckSelector(parsing: text) else { return nil }
            return seen.insert(selector.identity.scene).inserted ? selector.scene : nil
        }
    }

    /// The selected checks that name no check of `files`: each is a mistake to report, not a check to skip.
    public func unmatchedSelections(_ files: [SceneFile]) -> [String] {
        let counts = selectionCounts(files)
        return (selectedChecks ?? []).filter { counts[$0, default: 0] == 0 }
    }

    /// The selected checks that name more than one check of `files` (the same scene file given twice, as `a.json`
    /// and `./a.json`), with how many: an accept command must re-record exactly the check it names.
    public func selectionsOfMoreThanOneCheck(_ files: [SceneFile]) -> [(selector: String, checks: Int)] {
        let counts = selectionCounts(files)
        return (selectedChecks ?? []).compactMap { selector in
            counts[selector].flatMap { $0 > 1 ? (selector, $0) : nil }
        }
    }

    /// How many checks of `files` each selected check names.
    private func selectionCounts(_ files: [SceneFile]) -> [String: Int] {
        var checks: [CheckSelector.Identity: Int] = [:]
        for file in files {
            for check in file.scene.output.checks.isEmpty ? [SceneCheck(name: "default")] : file.scene.output.checks {
                checks[CheckSelector(scene: file.path, check: check.name).identity, default: 0] += 1
            }
        }
        var counts: [String: Int] = [:]
        for text in selectedChecks ?? [] {
            counts[text] = CheckSelector(parsing: text).map { checks[$0.identity, default: 0] } ?? 0
        }
        return counts
    }

    /// Why this run would check nothing, or nil when it checks something: no scene file in `paths`, or a filter or
    /// shard that selects none of the checks. A suite that checks nothing is not a passing one: a misspelt path in
    /// a CI job would otherwise stay green forever.
    public func emptySelection(_ files: [SceneFile], searched paths: [String]) -> String? {
        guard selection(files).allSatisfy(\.isEmpty) else { return nil }
        if files.isEmpty {
            return "no scene files found in \(paths.map { "\"\($0)\"" }.joined(separator: ", "))"
        }
        let total = files.reduce(0) { $0 + max(1, $1.scene.output.checks.count) }
        let among = "\(total) check\(total == 1 ? "" : "s") in \(files.count) scene file\(files.count == 1 ? "" : "s")"
        var unsharded = self
        unsharded.shard = nil
        let filtered = files.reduce(0) { $0 + unsharded.checks(of: $1).count }
        guard let filter else { return "shard \(shard.map(\.description) ?? "") holds none of the \(among)" }
        guard filtered > 0 else { return "the filter \"\(filter)\" selects none of the \(among)" }
        return
            "shard \(shard.map(\.description) ?? "") holds none of the \(filtered) check\(filtered == 1 ? "" : "s") the filter \"\(filter)\" selects"
    }

    /// The artifacts folder when none is given, refused when it is a link out of the current folder: a pull request
    /// can commit one, and failures would then be written wherever it points. Not a hidden folder: CI upload steps
    /// leave hidden files out by default (actions/upload-artifact since v4.4).
    public static func defaultArtifactsFolder() throws -> String {
        let folder = "filmstrip-artifacts"
        try confine([folder], to: ".")
        return folder
    }

    /// Runs every check of `files`; `progress` is called once per finished check, from any thread.
    public func run(_ files: [SceneFile], command: [String], progress: @escaping @Sendable () -> Void = {})
        -> SuiteResult
    {
        let cache = ThumbnailCache()
        let resampled = ResampleCache(capacityBytes: 256 << 20)
        let cores = max(1, threads ?? AvailableCores.count)
        // Fewer scenes than cores (a suite of one scene with a long fling): each scene's decoding and frames get
        // the cores no other scene uses.
        let perScene = max(1, cores / max(1, min(cores, files.count)))
        let selected = selection(files)
        let results = Array(zip(files, selected)).parallelMap(threads: cores) { file, checks in
            SceneResult(
                path: file.path, name: file.name,
                checks: runChecks(
                    checks, of: file, threads: perScene, cache: cache, resampled: resampled, progress: progress))
        }
        return SuiteResult(
            command: command, scenes: results.filter { !$0.checks.isEmpty }, deleted: deletedReferences(files),
            shard: shard)
    }

    /// The references beside `files` that no check uses: files and sequence folders in `__snapshots__/<scene>/`
    /// that no check of the scene names, and `__snapshots__/<name>/` folders with no `<name>.json` beside them.
    /// Only a run of every check looks (no filter or selection; of shards, the first), so a partial run never
    /// calls a reference unused and shards do not list one several times.
    public func deletedReferences(_ files: [SceneFile]) -> [DeletedReference] {
        guard filter == nil, selectedChecks == nil, shard.map({ $0.index == 1 }) ?? true else { return [] }
        let manager = FileManager.default
        var deleted: [DeletedReference] = []
        var foldersSeen = Set<String>()
        for file in files {
            let references = file.referenceFolder
            let used = Set(
                (file.scene.output.checks.isEmpty ? [SceneCheck(name: "default")] : file.scene.output.checks).map {
                    check in
                    if case .sequence = check.kind { return check.name }
                    return check.name + ".png"
                })
            for entry in ((try? manager.contentsOfDirectory(atPath: references)) ?? []).sorted()
            where !entry.hasPrefix(".") && !used.contains(entry) {
                deleted.append(DeletedReference(scene: file.path, reference: "\(references)/\(entry)"))
            }
            let snapshots = LocalPath(references).parent
            guard foldersSeen.insert(snapshots).inserted else { continue }
            let sceneFolder = LocalPath(snapshots).parent
            for name in ((try? manager.contentsOfDirectory(atPath: snapshots)) ?? []).sorted()
            where !name.hasPrefix(".") {
                let scene = (sceneFolder.isEmpty ? "" : sceneFolder + "/") + name + ".json"
                if !manager.fileExists(atPath: scene) {
                    deleted.append(DeletedReference(scene: scene, reference: "\(snapshots)/\(name)"))
                }
            }
        }
        return deleted.sorted { $0.reference.utf8.lexicographicallyPrecedes($1.reference.utf8) }
    }

    private func runChecks(
        _ selected: [(index: Int, check: SceneCheck)], of file: SceneFile, threads: Int, cache: ThumbnailCache,
        resampled: ResampleCache, progress: @Sendable () -> Void
    ) -> [CheckResult] {
        guard !selected.isEmpty else { return [] }
        if file.scene.input.photoSizes == nil, file.scene.style.showsPhotos,
            Photo.expand(file.scene.input.photos).isEmpty
        {
            // As `render` refuses it: an empty folder must not record an all-white reference.
            return selected.map { index, check in
                progress()
                return result(
                    check, index: index, file: file, status: .error,
                    message: "\(file.path): field \"photos\": names no image (an empty folder, or none that exists)")
            }
        }
        let prepared: PreparedScene
        do {
            // Scenes already run in parallel: their share of the cores keeps them busy without oversubscribing.
            prepared = try CrashContext.during("preparing the scene \(file.path)") {
                try PreparedScene(
                    scene: file.scene, decodeOptions: decodeOptions, threads: threads, cache: cache,
                    resampleCache: resampled)
            }
        } catch {
            errorCauses?.record(error)
            return selected.map { index, check in
                progress()
                return result(check, index: index, file: file, status: .error, message: SuiteRunner.describe(error))
            }
        }
        return selected.map { index, check in
            defer { progress() }
            let started = DispatchTime.now().uptimeNanoseconds
            var outcome: CheckResult
            do {
                outcome = try CrashContext.during("drawing \(file.path), check \"\(check.name)\"") {
                    switch check.kind {
                    case .still: return try runStill(check, index: index, file: file, prepared: prepared)
                    case .sequence(let gesture, let fps):
                        return try runSequence(
                            check, index: index, file: file, prepared: prepared, gesture: gesture, fps: fps,
                            threads: threads)
                    }
                }
            } catch {
                errorCauses?.record(error)
                outcome = result(check, index: index, file: file, status: .error, message: SuiteRunner.describe(error))
            }
            outcome.duration = Double((DispatchTime.now().uptimeNanoseconds - started) / 1_000_000) / 1000
            return outcome
        }
    }

    private func runStill(_ check: SceneCheck, index: Int, file: SceneFile, prepared: PreparedScene) throws
        -> CheckResult
    {
        let offset = try startOffset(of: check, index: index, in: file, prepared: prepared)
        let image = try prepared.render(atOffset: offset)
        let reference = "\(file.referenceFolder)/\(check.name).png"
        let artifacts =
            artifactsFolder.map { folder -> [String: String] in
                let base = "\(folder)/\(file.artifactsKey)/\(check.name)"
                return ["actual": "\(base).actual.png", "diff": "\(base).diff.png"]
            } ?? [:]
        try SuiteRunner.confine([reference], to: file.folder)
        if let artifactsFolder { try SuiteRunner.confine(Array(artifacts.values), to: artifactsFolder) }
        let outcome = SnapshotVerifier(record: record, artifactsFolder: nil)
            .check(image, as: .image(tolerance: check.tolerance), referencePath: reference, artifactPaths: artifacts)
        var checked = result(
            check, index: index, file: file, status: outcome.status.checkStatus,
            message: outcome.status.resultMessage(reference: reference, detail: outcome.message))
        checked.expected = FileManager.default.fileExists(atPath: reference) ? reference : nil
        checked.actual = outcome.actualPath
        checked.diff = outcome.diffPath
        if let diff = outcome.diff {
            checked.diffPixels = diff.diffPixels
            checked.aaPixels = diff.aaPixels
            checked.ratio = diff.ratio
            checked.sizeMismatch = diff.sizeMismatch ? diff.message : nil
        }
        return checked
    }

    private func runSequence(
        _ check: SceneCheck, index: Int, file: SceneFile, prepared: PreparedScene,
        gesture: ScrollGesture, fps: Double, threads: Int
    ) throws -> CheckResult {
        let start = try startOffset(of: check, index: index, in: file, prepared: prepared)
        let sequence = try FrameSequence(
            prepared: prepared, startOffset: start, gesture: gesture, framesPerSecond: fps, maximumFrames: maximumFrames
        )
        let folder = "\(file.referenceFolder)/\(check.name)"
        let artifactFolder = artifactsFolder.map { "\($0)/\(file.artifactsKey)/\(check.name)" }
        try SuiteRunner.confine([folder] + SuiteRunner.entries(of: folder), to: file.folder)
        if let artifactsFolder, let artifactFolder {
            try SuiteRunner.confine([artifactFolder] + SuiteRunner.entries(of: artifactFolder), to: artifactsFolder)
        }
        let verification = SequenceVerification(
            sequence: sequence, referenceFolder: folder, record: record,
            tolerance: check.tolerance,
            artifactsFolder: artifactFolder)
        if let damage = verification.damagedManifest { throw damage }
        // The reference's samples as they were before this run (a recording replaces them).
        let expectedSamples = verification.storedManifest?.frames.map(ManifestSample.init) ?? []
        if verification.needsFrames {
            // Frames are compared (or recorded) in the batches that render them, across the scene's cores, and
            // never PNG-encoded unless one fails: a passing check writes nothing.
            let check = verification.frameCheck
            try SequenceRenderer(prepared: prepared, sequence: sequence, threads: threads)
                .forEachFrame(
                    encoding: false, checking: { try check($0) }, { _, result in verification.collect(result) })
        }
        let outcome = try verification.finish()
        var checked = result(
            check, index: index, file: file, status: outcome.status.checkStatus,
            message: outcome.status.resultMessage(reference: folder, detail: outcome.message))
        checked.diffPixels = outcome.frames.reduce(0) { $0 + ($1.diffPixels ?? 0) }
        checked.aaPixels = outcome.frames.reduce(0) { $0 + ($1.aaPixels ?? 0) }
        checked.sequence = SequenceResult(
            fps: fps, frames: outcome.frames, expectedSamples: expectedSamples,
            actualSamples: sequence.manifest.frames.map(ManifestSample.init),
            frameCountMismatch: outcome.expectedFrames != outcome.actualFrames && outcome.status == .mismatched
                ? outcome.message : nil)
        return checked
    }

    /// Where a check starts; an index out of range names the scene file and the field that gave it.
    private func startOffset(of check: SceneCheck, index: Int, in file: SceneFile, prepared: PreparedScene) throws
        -> Double
    {
        do {
            return try (check.position ?? file.scene.motion.position).offset(in: prepared.layout)
        } catch SceneError.badValue(let reason) {
            let field = SceneFieldPath(SceneDescription.CodingKeys.index)
            let path =
                check.position == nil
                ? field : SceneFieldPath(SceneDescription.CodingKeys.checks).appending(index: index).appending(field)
            throw SceneError.field(path, problem: reason, file: file.path)
        }
    }

    private func result(_ check: SceneCheck, index: Int, file: SceneFile, status: CheckStatus, message: String?)
        -> CheckResult
    {
        let kind: CheckKind
        if case .sequence = check.kind { kind = .sequence } else { kind = .still }
        return CheckResult(
            name: check.name, kind: kind, status: status, message: message, index: index, tolerance: check.tolerance)
    }

    static func describe(_ error: any Error) -> String {
        ErrorMessage.line(error)
    }

    /// Throws for the first of `paths` that resolves outside `folder`: a link in a suite (which a pull request
    /// controls) must not make a run read or write files elsewhere.
    static func confine(_ paths: [String], to folder: String) throws {
        for path in paths where !ConfinedPath.isInside(path, folder: folder) {
            throw SuitePathError(path: path, folder: folder)
        }
    }

    /// The paths of the files in `folder` (none when it does not exist): each frame of a sequence reference.
    static func entries(of folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted().map { "\(folder)/\($0)" }
    }
}
