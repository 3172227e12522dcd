/// The screen a layout asks about: `UIScreen.main.bounds` and `scale` are the scene's view size and pixel scale
/// (or its `--device`'s), set by Filmstrip before it calls a layout.
open class UIScreen: NSObject {
    open internal(set) var bounds: CGRect
    open internal(set) var scale: CGFloat
    open var nativeScale: CGFloat { scale }
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
    }

    /// Only read and written under `UIKitRuntime`'s lock, one layout call at a time.
    nonisolated(unsafe) public static let main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 2)
}

/// The direction of the user interface's language; layouts that mirror themselves read it.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight
    case rightToLeft
}

/// The application, for its `userInterfaceLayoutDirection`: left to right unless the scene says otherwise.
open class UIApplication: NSObject {
    open internal(set) var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection = .leftToRight

    /// Only read and written under `UIKitRuntime`'s lock.
    nonisolated(unsafe) public static let shared = UIApplication()
}
