/// The kind of device the interface is for.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Not known.
    case unspecified = -1
    /// An iPhone: what Filmstrip renders for (UIKit choice `traitsAreAnIPhoneInPortrait`).
    case phone = 0
    /// An iPad.
    case pad = 1
}
