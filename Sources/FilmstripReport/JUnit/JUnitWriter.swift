import FilmstripSuite
import Foundation

/// JUnit XML as GitHub, GitLab, Jenkins and Buildkite read it: one `testsuite` per scene file, one `testcase` per
/// check. A failed check carries `<failure>` and a recorded one `<failure type="recorded">` (a recording run must
/// not look green); a check that could not run carries `<error>`. The failure text and `<system-out>` name the
/// actual and diff images (as `[[ATTACHMENT|path]]` lines too, which Jenkins and GitLab turn into links).
///
/// Image paths are written as the suite holds them: make them relative to the JUnit file's folder first
/// (`SuiteResult.rebased(from:to:)`). The output is deterministic; `time` is 0 unless the checks carry durations.
public enum JUnitWriter {
    /// `suite` as a JUnit XML document whose root is named `name`.
    public static func xml(_ suite: SuiteResult, name: String = "filmstrip") -> String {
        let counts = suite.counts
        var out = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        out +=
            "<testsuites name=\"\(MarkupEscaping.attribute(name))\" tests=\"\(counts.total)\" "
            + "failures=\"\(counts.failed + counts.recorded)\" errors=\"\(counts.errors)\" "
            + "time=\"\(seconds(suite.checks))\">\n"
        for scene in suite.scenes {
            let sceneCounts = SuiteCounts(scene.checks)
            out +=
                "  <testsuite name=\"\(MarkupEscaping.attribute(scene.path))\" tests=\"\(sceneCounts.total)\" "
                + "failures=\"\(sceneCounts.failed + sceneCounts.recorded)\" errors=\"\(sceneCounts.errors)\" "
                + "skipped=\"0\" time=\"\(seconds(scene.checks))\">\n"
            for check in scene.checks {
                out += testcase(check, scene: scene)
            }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }

    /// Writes the XML atomically.
    public static func write(_ suite: SuiteResult, to url: URL, name: String = "filmstrip") throws {
        try Data(xml(suite, name: name).utf8).write(to: url, options: .atomic)
    }

    private static func testcase(_ check: CheckResult, scene: SceneResult) -> String {
        let open =
            "    <testcase name=\"\(MarkupEscaping.attribute(check.name))\" "
            + "classname=\"\(MarkupEscaping.attribute(className(scene.path)))\" time=\"\(seconds([check]))\""
        let attachments = [check.actual, check.diff].compactMap { $0 }
        let element: String
        switch check.status {
        case .passed: return open + "/>\n"
        case .failed: element = "failure"
        case .recorded: element = "failure"
        case .error: element = "error"
        }
        let message = check.message ?? check.status.rawValue
        var body = [message]
        if let actual = check.actual { body.append("actual: \(actual)") }
        if let diff = check.diff { body.append("diff: \(diff)") }
        if let accept = check.accept, check.status != .error { body.append("accept: \(accept)") }
        var out = open + ">\n"
        out +=
            "      <\(element) message=\"\(MarkupEscaping.attribute(message))\" type=\"\(check.status.rawValue)\">"
            + MarkupEscaping.text(body.joined(separator: "\n")) + "</\(element)>\n"
        if !attachments.isEmpty {
            let lines = attachments.map { "[[ATTACHMENT|\($0)]]" }.joined(separator: "\n")
            out += "      <system-out>\(MarkupEscaping.text(lines))</system-out>\n"
        }
        out += "    </testcase>\n"
        return out
    }

    /// The scene path without `.json`: CI viewers split class names at dots.
    private static func className(_ path: String) -> String {
        path.hasSuffix(".json") ? String(path.dropLast(5)) : path
    }

    private static func seconds(_ checks: [CheckResult]) -> String {
        let total = checks.reduce(0) { $0 + ($1.duration ?? 0) }
        return total == 0 ? "0" : String(format: "%.3f", total)
    }
}
