/// How much room a view has along one axis, as UIKit's size classes.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// Not known.
    case unspecified
    /// Little room: an iPhone's width in portrait.
    case compact
    /// Plenty of room: an iPhone's height in portrait, an iPad's width.
    case regular
}
