import Synchronization

/// The screen a layout asks about: `UIScreen.main.bounds` and `scale` are the scene's view size and pixel scale
/// (or its `--device`'s), set by Filmstrip before it calls a layout.
///
/// Read-only to app code; Filmstrip sets them for each render under `UIKitRuntime`'s lock, and keeps them behind a
/// mutex of their own, so reading them from any thread is safe (hence `@unchecked Sendable`: the compiler cannot
/// check an open class).
open class UIScreen: NSObject, @unchecked Sendable {
    /// The bounds, scale and the scene's light or dark mode, set per render.
    private let state: Mutex<(bounds: CGRect, scale: CGFloat, style: UIUserInterfaceStyle)>

    /// The scene's view in points, from the origin (UIKit choice `screenIsTheSceneView`).
    open internal(set) var bounds: CGRect {
        get { state.withLock { $0.bounds } }
        set { state.withLock { $0.bounds = newValue } }
    }
    /// The scene's pixels per point (`--scale`, or its device's).
    open internal(set) var scale: CGFloat {
        get { state.withLock { $0.scale } }
        set { state.withLock { $0.scale = newValue } }
    }
    /// The scene's light or dark mode: the screen's `userInterfaceStyle` trait.
    var userInterfaceStyle: UIUserInterfaceStyle {
        get { state.withLock { $0.style } }
        set { state.withLock { $0.style = newValue } }
    }
    /// The same as `scale`.
    open var nativeScale: CGFloat { scale }
    /// `bounds` in pixels.
    open var nativeBounds: CGRect {
        let (bounds, scale) = state.withLock { ($0.bounds, $0.scale) }
        return CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    init(bounds: CGRect, scale: CGFloat) {
        state = Mutex((bounds, scale, .light))
    }

    /// The screen of the scene being rendered (an iPhone's 390 x 844 points at 2x before the first).
    public static let main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 2)
}

/// The direction of the user interface's language; layouts that mirror themselves read it.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right: the default.
    case leftToRight
    /// Right to left: a scene's `layoutDirection` of `rightToLeft`.
    case rightToLeft
}

/// The application, for its `userInterfaceLayoutDirection` and `preferredContentSizeCategory`: left to right at the
/// Large size unless the scene says otherwise. Read-only to app code and kept behind a mutex, as `UIScreen` is.
open class UIApplication: NSObject, @unchecked Sendable {
    private let state = Mutex(
        (direction: UIUserInterfaceLayoutDirection.leftToRight, category: UIContentSizeCategory.large))

    /// The scene's layout direction (`layoutDirection`), left to right by default, while Filmstrip calls a layout.
    open internal(set) var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        get { state.withLock { $0.direction } }
        set { state.withLock { $0.direction = newValue } }
    }

    /// The scene's Dynamic Type size (`contentSize`), Large by default: the screen's traits have it, so
    /// `UIFont.preferredFont(forTextStyle:)` sizes by it.
    open internal(set) var preferredContentSizeCategory: UIContentSizeCategory {
        get { state.withLock { $0.category } }
        set { state.withLock { $0.category = newValue } }
    }

    /// The application Filmstrip's layouts run in.
    public static let shared = UIApplication()
}
