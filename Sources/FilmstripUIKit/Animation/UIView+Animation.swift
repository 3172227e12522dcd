extension UIView {
    /// Whether `animate` calls would animate; kept for code that reads it.
    public nonisolated(unsafe) static var areAnimationsEnabled = true

    /// Turns animations on or off; a rendering applies every change at once either way.
    public class func setAnimationsEnabled(_ enabled: Bool) { areAnimationsEnabled = enabled }

    /// Runs `animations` at once, so the views stand in their final state, then `completion` with true, before
    /// returning: a still shows what the animation ends in (UIKit choice `animationsApplyTheirFinalStateAtOnce`).
    /// Said once on standard error, since the motion itself is not drawn.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        applyAtOnce("UIView.animate(withDuration:...)", animations, completion)
    }

    /// As `animate(withDuration:delay:options:animations:completion:)` with no delay.
    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        applyAtOnce("UIView.animate(withDuration:...)", animations, completion)
    }

    /// As `animate(withDuration:animations:completion:)` with no completion.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        applyAtOnce("UIView.animate(withDuration:...)", animations, nil)
    }

    /// A spring animation: its final state at once, as the others.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        applyAtOnce("UIView.animate(withDuration:...)", animations, completion)
    }

    /// A transition of `view`'s content: its final state at once.
    public class func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        applyAtOnce("UIView.transition(with:...)", animations ?? {}, completion)
    }

    /// Keyframes: every keyframe's changes at once, in the order they were added.
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        applyAtOnce("UIView.animateKeyframes(withDuration:...)", animations, completion)
    }

    /// One keyframe of `animateKeyframes`: its changes at once.
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        animations()
    }

    /// Runs `actionsWithoutAnimation` at once, as it would run on iOS.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { actionsWithoutAnimation() }

    private class func applyAtOnce(_ api: String, _ animations: () -> Void, _ completion: ((Bool) -> Void)?) {
        UIKitNotRunLog.once(api, "is not animated: its changes apply at once and its completion runs at once")
        animations()
        completion?(true)
    }
}
