/// Which way a trait collection lays out leading and trailing, as UIKit's trait of that name.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// Not specified: taken from the environment.
    case unspecified = -1
    /// Leading is left.
    case leftToRight = 0
    /// Leading is right: leading and trailing constraints and margins mirror.
    case rightToLeft = 1
}
