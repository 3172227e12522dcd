/// UIKit's globals (`UIScreen.main`, `UIApplication.shared`) are shared by every layout, and layouts are stateful
/// classes: every call into a UIKit layout runs under this one lock, with the globals set for that layout's scene.
/// Calls are cheap geometry, so serialising them costs little, and it makes the order of calls, and so every
/// output, independent of the thread count.
enum UIKitRuntime {
    // Recursive: a query made while answering another (the offset range while paging) takes it again.
    private static let lock = NSRecursiveLock()

    static func run<Result>(
        screen: CGRect, scale: CGFloat, direction: UIUserInterfaceLayoutDirection,
        style: UIUserInterfaceStyle, _ body: () throws -> Result
    ) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        UIScreen.main.bounds = screen
        UIScreen.main.scale = scale
        UIScreen.main.userInterfaceStyle = style
        UIApplication.shared.userInterfaceLayoutDirection = direction
        return try body()
    }
}
