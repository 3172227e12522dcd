import Foundation
import Synchronization

/// What a team's code asked for that compiles but that Filmstrip does not draw or run (a delayed `perform`, a timer
/// waiting on a run loop, a gesture's touches): said once per API on standard error, as the Auto Layout warnings are,
/// and kept in `messages` so that tests and tools can read them. Each such API is listed in the UIKit choices.
public enum UIKitNotRunLog {
    private static let state = Mutex<(said: [String], keys: Set<String>)>(([], []))

    /// Every message given so far in this process, in order, each once.
    public static var messages: [String] { state.withLock { $0.said } }

    /// Says on standard error, the first time `api` is used in this process, that it compiles but `what` happens
    /// instead of what iOS does.
    static func once(_ api: String, _ what: String) {
        state.withLock { state in
            guard state.keys.insert(api).inserted else { return }
            let message = "FilmstripUIKit: \(api) compiles but \(what)"
            state.said.append(message)
            FileHandle.standardError.write(Data((message + "\n").utf8))
        }
    }
}
