/// Whether the device has 3D Touch, as UIKit's trait: kept so that trait collections written for iOS compile.
public enum UIForceTouchCapability: Int, Sendable {
    /// Not specified.
    case unknown = 0
    /// No 3D Touch.
    case unavailable = 1
    /// 3D Touch.
    case available = 2
}
