import Foundation

extension SuiteResult {
    /// The same results with every image path, relative to `base`, made relative to `target`: what a merge or a
    /// report written into another folder needs. Absolute paths are kept.
    public func rebased(from base: URL, to target: URL) -> SuiteResult {
        mapPaths { RelativePath.rebase($0, from: base, to: target) }
    }

    /// Every image path the results name (expected, actual, diff and the frames'), in order, without repeats.
    public var imagePaths: [String] {
        var seen = Set<String>()
        var paths: [String] = []
        _ = mapPaths { path in
            if seen.insert(path).inserted { paths.append(path) }
            return path
        }
        return paths
    }

    /// The same results with `transform` applied to every image path.
    public func mapPaths(_ transform: (String) -> String) -> SuiteResult {
        var copy = self
        for s in copy.scenes.indices {
            for c in copy.scenes[s].checks.indices {
                var check = copy.scenes[s].checks[c]
                check.expected = check.expected.map(transform)
                check.actual = check.actual.map(transform)
                check.diff = check.diff.map(transform)
                if var sequence = check.sequence {
                    for f in sequence.frames.indices {
                        sequence.frames[f].expected = sequence.frames[f].expected.map(transform)
                        sequence.frames[f].actual = sequence.frames[f].actual.map(transform)
                        sequence.frames[f].diff = sequence.frames[f].diff.map(transform)
                    }
                    check.sequence = sequence
                }
                copy.scenes[s].checks[c] = check
            }
        }
        return copy
    }
}
