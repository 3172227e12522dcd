import Foundation

extension SuiteResult {
    /// The same results with every image path, relative to `base`, made relative to `target`: what a merge or a
    /// report written into another folder needs. Absolute paths are kept.
    public func rebased(from base: URL, to target: URL) -> SuiteResult {
        mapPaths { RelativePath.rebase($0, from: base, to: target) }
    }

    /// The same results with the images of passing checks left out (the checks stay, named with their status):
    /// what `--json` copies beside the results file, so a large passing suite costs no second copy of its
    /// references. A failed, recorded or errored check keeps its images, for review.
    public var keepingImagesOfChecksToReview: SuiteResult {
        var copy = self
        for s in copy.scenes.indices {
            for c in copy.scenes[s].checks.indices where copy.scenes[s].checks[c].status == .passed {
                copy.scenes[s].checks[c].expected = nil
                copy.scenes[s].checks[c].actual = nil
                copy.scenes[s].checks[c].diff = nil
                if var sequence = copy.scenes[s].checks[c].sequence {
                    for f in sequence.frames.indices {
                        sequence.frames[f].expected = nil
                        sequence.frames[f].actual = nil
                        sequence.frames[f].diff = nil
                    }
                    copy.scenes[s].checks[c].sequence = sequence
                }
            }
        }
        return copy
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
        mapPathFields { _, path in transform(path) }
    }

    /// The same results with `transform` applied to every image path with its field (`scenes[0].checks[2].diff`,
    /// `scenes[0].checks[1].sequence.frames[3].actual`), so a refusal can name where the path came from; nil
    /// leaves the image out.
    public func mapPathFields(_ transform: (_ field: String, _ path: String) -> String?) -> SuiteResult {
        var copy = self
        for s in copy.scenes.indices {
            for c in copy.scenes[s].checks.indices {
                var check = copy.scenes[s].checks[c]
                let field = "scenes[\(s)].checks[\(c)]"
                check.expected = check.expected.flatMap { transform("\(field).expected", $0) }
                check.actual = check.actual.flatMap { transform("\(field).actual", $0) }
                check.diff = check.diff.flatMap { transform("\(field).diff", $0) }
                if var sequence = check.sequence {
                    for f in sequence.frames.indices {
                        let frame = "\(field).sequence.frames[\(f)]"
                        var result = sequence.frames[f]
                        result.expected = result.expected.flatMap { transform("\(frame).expected", $0) }
                        result.actual = result.actual.flatMap { transform("\(frame).actual", $0) }
                        result.diff = result.diff.flatMap { transform("\(frame).diff", $0) }
                        sequence.frames[f] = result
                    }
                    check.sequence = sequence
                }
                copy.scenes[s].checks[c] = check
            }
        }
        return copy
    }
}
