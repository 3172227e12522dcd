/// Light or dark appearance, as a trait collection carries it and dynamic colours resolve by it.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// No preference: a view with it takes its superview's style; colours resolve it as light.
    case unspecified
    /// The light appearance, the one Filmstrip's screen has (UIKit choice `traitsAreAnIPhoneInPortrait`).
    case light
    /// The dark appearance, which a view gets from `overrideUserInterfaceStyle`.
    case dark
}
