/// The screen a layout asks about: `UIScreen.main.bounds` and `scale` are the scene's view size and pixel scale
/// (or its `--device`'s), set by Filmstrip before it calls a layout.
open class UIScreen: NSObject {
    /// The scene's view in points, from the origin (`UIKitAssumptions.screenIsTheSceneView`).
    open internal(set) var bounds: CGRect
    /// The scene's pixels per point (`--scale`, or its device's).
    open internal(set) var scale: CGFloat
    /// The same as `scale`.
    open var nativeScale: CGFloat { scale }
    /// `bounds` in pixels.
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
    /// Left to right: what Filmstrip always sets.
    case leftToRight
    /// Right to left: not set by Filmstrip today.
    case rightToLeft
}

/// The application, for its `userInterfaceLayoutDirection`: left to right unless the scene says otherwise.
open class UIApplication: NSObject {
    /// Left to right while Filmstrip calls a layout.
    open internal(set) var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection = .leftToRight

    /// Only read and written under `UIKitRuntime`'s lock.
    nonisolated(unsafe) public static let shared = UIApplication()
}
