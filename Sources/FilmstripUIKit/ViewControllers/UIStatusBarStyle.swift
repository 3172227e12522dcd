/// The look of the status bar's content. Filmstrip draws no status bar; the type exists for the controllers that
/// override `preferredStatusBarStyle`.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark content in light mode and light content in dark mode.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}
