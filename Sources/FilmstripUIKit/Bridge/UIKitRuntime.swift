import Filmstrip

/// UIKit's globals (`UIScreen.main`, `UIApplication.shared`) are shared by every layout, and layouts are stateful
/// classes: every call into a UIKit layout runs under this one lock, with the globals set for that layout's scene.
/// Calls are cheap geometry, so serialising them costs little, and it makes the order of calls, and so every
/// output, independent of the thread count.
enum UIKitRuntime {
    // Recursive: a query made while answering another (the offset range while paging) takes it again.
    private static let lock = NSRecursiveLock()

    /// Runs `body` with the screen, its scale and the scene's traits (light or dark, Dynamic Type size, layout
    /// direction) as the screen's and the application's, which every view's `traitCollection` starts from. The
    /// traits are put back afterwards, so views made outside a scene (a snapshot test's) never inherit the last
    /// scene's right to left or accessibility size.
    static func run<Result>(
        screen: CGRect, scale: CGFloat, traits: SceneTraits, _ body: () throws -> Result
    ) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        let screenStyle = UIScreen.main.userInterfaceStyle
        let application = UIApplication.shared
        let (direction, category) = (application.userInterfaceLayoutDirection, application.preferredContentSizeCategory)
        defer {
            UIScreen.main.userInterfaceStyle = screenStyle
            application.userInterfaceLayoutDirection = direction
            application.preferredContentSizeCategory = category
        }
        UIScreen.main.bounds = screen
        UIScreen.main.scale = scale
        UIScreen.main.userInterfaceStyle = UIUserInterfaceStyle(traits.appearance)
        application.userInterfaceLayoutDirection = UIUserInterfaceLayoutDirection(traits.layoutDirection)
        application.preferredContentSizeCategory = UIContentSizeCategory(traits.contentSize)
        return try body()
    }
}
