extension SuiteResult {
    /// Shard results combined as one run would have produced them: scenes sorted by path, the checks a scene's
    /// shards split up back in scene-file order (`CheckResult.index`, then shard order), so that the counts and the
    /// exit status are those of the full run. The shards' paths must be relative to the same folder (see
    /// `rebased(from:to:)`). Accept commands are kept as the shards give them: a front end that does not trust the
    /// shards rebuilds them (`filmstrip merge-reports` does).
    /// What stops the merge from being the full run (a check twice, a shard missing or repeated) is returned
    /// beside it, each named; the merged results keep the first copy of a repeated check.
    public static func merging(_ shards: [(file: String, results: SuiteResult)], command: [String]) -> (
        suite: SuiteResult, problems: [ResultsMergeError]
    ) {
        var problems = shardProblems(shards)
        var byPath: [String: SceneResult] = [:]
        var firstFile: [[String]: String] = [:]
        for (file, shard) in shards {
            for scene in shard.scenes {
                var kept = scene
                kept.checks = []
                for check in scene.checks {
                    let key = [scene.path, check.name]
                    if let first = firstFile[key] {
                        problems.append(
                            .duplicateCheck(scene: scene.path, check: check.name, firstFile: first, secondFile: file))
                        continue
                    }
                    firstFile[key] = file
                    kept.checks.append(check)
                }
                if var existing = byPath[scene.path] {
                    existing.checks += kept.checks
                    byPath[scene.path] = existing
                } else {
                    byPath[scene.path] = kept
                }
            }
        }
        let scenes = byPath.keys.sorted().map { path -> SceneResult in
            var scene = byPath[path]!
            // A stable sort: checks without an index keep the order the shards gave them.
            scene.checks = scene.checks.enumerated().sorted { a, b in
                let (ia, ib) = (a.element.index ?? Int.max, b.element.index ?? Int.max)
                return ia != ib ? ia < ib : a.offset < b.offset
            }.map(\.element)
            return scene
        }
        let deleted = Set(shards.flatMap(\.results.deleted)).sorted { $0.reference < $1.reference }
        return (SuiteResult(command: command, scenes: scenes, deleted: deleted), problems)
    }

    /// Shards missing or given twice, when the results say which shard they are.
    private static func shardProblems(_ shards: [(file: String, results: SuiteResult)]) -> [ResultsMergeError] {
        let labelled = shards.compactMap { shard in shard.results.shard.map { (shard.file, $0.index, $0.count) } }
        guard !labelled.isEmpty else { return [] }
        let counts = Set(labelled.map(\.2)).sorted()
        guard counts.count == 1, let count = counts.first else { return [.shardCountsDiffer(counts: counts)] }
        var files: [Int: [String]] = [:]
        for (file, index, _) in labelled { files[index, default: []].append(file) }
        var problems: [ResultsMergeError] = []
        for index in 1...count {
            let holders = files[index] ?? []
            if holders.isEmpty { problems.append(.missingShard(index: index, count: count)) }
            if holders.count > 1 { problems.append(.repeatedShard(index: index, count: count, files: holders)) }
        }
        return problems
    }
}
