/// Core Animation's transactions: `begin` and `commit` bracket changes, which Filmstrip applies at once (there are
/// no implicit animations to disable), and a transaction's completion block runs when it is committed
/// (UIKit choice `transactionsApplyAtOnce`). Nested transactions are counted; the outermost commit flushes.
public final class CATransaction: NSObject {
    /// An open transaction's settings.
    private struct Open {
        var disableActions = false
        var animationDuration = 0.25
        var completion: (() -> Void)?
    }

    /// The open transactions, innermost last. Touched by the team's code only, which runs under
    /// `UIKitRuntime`'s lock, as the rest of its views are.
    nonisolated(unsafe) private static var stack: [Open] = []

    /// Opens a transaction.
    public class func begin() { stack.append(Open()) }

    /// Closes the innermost transaction and runs its completion block.
    public class func commit() {
        stack.popLast()?.completion?()
    }

    /// Kept for source compatibility: changes are applied at once.
    public class func flush() {}

    /// Whether implicit animations are off in the innermost transaction (they never run here).
    public class func disableActions() -> Bool { stack.last?.disableActions ?? false }

    /// Sets whether implicit animations are off.
    public class func setDisableActions(_ flag: Bool) {
        if !stack.isEmpty { stack[stack.count - 1].disableActions = flag }
    }

    /// The innermost transaction's animation duration (0.25 s by default); nothing is animated here.
    public class func animationDuration() -> TimeInterval {
        stack.last?.animationDuration ?? 0.25
    }

    /// Sets the animation duration; nothing is animated here.
    public class func setAnimationDuration(_ duration: TimeInterval) {
        if !stack.isEmpty { stack[stack.count - 1].animationDuration = duration }
    }

    /// Sets the block run when the innermost transaction commits (at once when none is open).
    public class func setCompletionBlock(_ block: (() -> Void)?) {
        guard !stack.isEmpty else { return block?() ?? () }
        stack[stack.count - 1].completion = block
    }
}
