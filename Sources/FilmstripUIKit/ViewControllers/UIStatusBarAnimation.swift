/// How the status bar changes when a view controller's status bar preferences change. Filmstrip draws no status
/// bar, so the animation is never seen; the type exists for the controllers that override
/// `preferredStatusBarUpdateAnimation`.
public enum UIStatusBarAnimation: Int, Sendable {
    /// The status bar changes at once.
    case none = 0
    /// The status bar fades in or out: UIKit's default.
    case fade = 1
    /// The status bar slides in or out.
    case slide = 2
}
