import FilmstripSuite

/// The command a reviewer runs to accept a check's new output as its reference, as the report, JUnit and the
/// terminal show it. The results model carries it as data; only the command line words it.
enum AcceptCommand {
    /// `filmstrip test --check '<scene>#<check>' --update`: re-records exactly this check (never another whose name
    /// merely contains it, nor one whose scene path or name holds `#`: `CheckSelector` escapes it), quoted for a
    /// POSIX shell when it needs it.
    static func line(scene: String, check: String) -> String {
        ["filmstrip", "test", "--check", CheckSelector(scene: scene, check: check).text, "--update"].map(
            ShellQuoting.quote
        ).joined(separator: " ")
    }

    /// `suite` with every check's accept command built from its scene file and name: for a run's own results, and
    /// for shard results, whose commands are never taken as given (a pull request controls the jobs that wrote them).
    static func filled(in suite: SuiteResult) -> SuiteResult {
        var filled = suite
        for s in filled.scenes.indices {
            let scene = filled.scenes[s].path
            for c in filled.scenes[s].checks.indices {
                filled.scenes[s].checks[c].accept = line(scene: scene, check: filled.scenes[s].checks[c].name)
            }
        }
        return filled
    }
}
