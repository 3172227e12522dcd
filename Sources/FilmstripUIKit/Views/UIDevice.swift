import Foundation

/// The device the app runs on, as UIKit describes it: in a rendering, an iPhone held upright
/// (UIKit choice `traitsAreAnIPhoneInPortrait`), or an iPad when the scene's traits say so. Nothing rotates it,
/// so `orientationDidChangeNotification` is never posted.
open class UIDevice: NSObject, @unchecked Sendable {
    /// The one device.
    public static let current = UIDevice()

    /// Upright: a scene's view is a portrait screen.
    open var orientation: UIDeviceOrientation { .portrait }
    /// The idiom of the current traits (`.pad` for a scene at least 744 points wide, `.phone` otherwise).
    open var userInterfaceIdiom: UIUserInterfaceIdiom {
        let idiom = UITraitCollection.current.userInterfaceIdiom
        return idiom == .unspecified ? .phone : idiom
    }
    /// "iPhone" or "iPad", by the idiom.
    open var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    /// The model name, as a device that has none of its own says.
    open var name: String { model }
    /// "iOS".
    open var systemName: String { "iOS" }
    /// The iOS version Filmstrip draws as: 17.0.
    open var systemVersion: String { "17.0" }
    /// Whether orientation notifications are being generated: they are never posted here.
    open private(set) var isGeneratingDeviceOrientationNotifications = false

    /// Asks for orientation notifications; none is ever posted in a rendering.
    open func beginGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = true }
    /// Stops asking for orientation notifications.
    open func endGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = false }

    /// Posted by UIKit when the device rotates; never posted in a rendering.
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
}
