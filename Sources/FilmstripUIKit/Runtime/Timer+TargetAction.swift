import Foundation

/// Foundation's target-action timers, which Foundation on Linux lacks, made from its block timers.
extension Timer {
    /// A timer that calls `aSelector`'s method on `aTarget` with itself each time it fires, as iOS's does. The
    /// target is held weakly (iOS holds it until the timer is invalidated): held strongly, a target stayed alive
    /// after its timer was invalidated and released, since Foundation on Linux keeps the timer's block. A
    /// rendering runs no run loop, so a scheduled timer fires only when the code calls `fire()`
    /// (UIKit choice `timersFireOnlyWhenFired`).
    /// `userInfo` is not kept: Foundation on Linux gives a block timer none.
    public convenience init(
        timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?,
        repeats yesOrNo: Bool
    ) {
        nonisolated(unsafe) weak let target = aTarget as AnyObject
        self.init(timeInterval: ti, repeats: yesOrNo) { timer in
            guard let target else { return }
            _ = aSelector.send(to: target, with: [timer])
        }
    }

    /// A timer as `init(timeInterval:target:selector:userInfo:repeats:)` makes, added to the current run loop,
    /// which a rendering never runs: said once on standard error.
    public class func scheduledTimer(
        timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?,
        repeats yesOrNo: Bool
    ) -> Timer {
        let timer = Timer(
            timeInterval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
        UIKitNotRunLog.once(
            "Timer.scheduledTimer", "never fires by itself: a rendering runs no run loop; fire() calls its method")
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }
}
