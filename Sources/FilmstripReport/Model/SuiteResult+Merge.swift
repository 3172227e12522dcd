extension SuiteResult {
    /// Shard results combined as one run would have produced them: scenes sorted by path, the checks a scene's
    /// shards split up back in scene-file order (`CheckResult.index`, then shard order), so that the counts and the
    /// exit status are those of the full run. The shards' paths must be relative to the same folder (see
    /// `rebased(from:to:)`). Throws when a check appears in two shards, which means the shards overlap.
    public static func merged(_ shards: [SuiteResult], command: [String]) throws -> SuiteResult {
        var byPath: [String: SceneResult] = [:]
        var seen = Set<[String]>()
        for shard in shards {
            for scene in shard.scenes {
                for check in scene.checks where !seen.insert([scene.path, check.name]).inserted {
                    throw ResultsMergeError.duplicateCheck(scene: scene.path, check: check.name)
                }
                if var existing = byPath[scene.path] {
                    existing.checks += scene.checks
                    byPath[scene.path] = existing
                } else {
                    byPath[scene.path] = scene
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
        return SuiteResult(command: command, scenes: scenes)
    }
}
