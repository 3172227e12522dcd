import CFilmstripCrashContext

/// What the process is running, for the line a crash leaves on stderr. A team's own code runs inside Filmstrip (its
/// layouts, cells and view controllers), and a force unwrap or `fatalError` there ends the process: the Swift
/// runtime prints the message and where, and the handler installed here adds which scene and check were being
/// drawn, so a red CI run says which scene file to look at.
package enum CrashContext {
    /// Installs the handler once, its line starting with `program`. The command line does, at start.
    package static func install(program: String) {
        _ = fs_crash_context_install(program)
    }

    /// Runs `body` with `description` ("drawing scenes/slider.json, check \"fling\"") recorded as in flight. Costs two
    /// atomic operations and a copy of at most 511 bytes.
    package static func during<Result>(_ description: String, _ body: () throws -> Result) rethrows -> Result {
        let slot = fs_crash_context_enter(description)
        defer { fs_crash_context_leave(slot) }
        return try body()
    }
}
