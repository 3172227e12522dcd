import Foundation

/// `perform(_:)` and `responds(to:)` for selectors made from a method, which is all Swift on Linux can call.
extension NSObject {
    /// Whether `aSelector` reaches a method of this object: whether the object is of the type of the method the
    /// selector was made from (a selector made from a name alone reaches nothing).
    public func responds(to aSelector: Selector!) -> Bool { aSelector.map { $0.isCallable(on: self) } ?? false }

    /// Calls the selector's method on this object, as `perform(_:)` does, returning what it returned when that is
    /// an object. A selector this object does not respond to is said once on standard error and does nothing
    /// (iOS raises "unrecognized selector").
    @discardableResult
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! { performSelector(aSelector, []) }

    /// Calls the selector's method with one argument.
    @discardableResult
    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
        performSelector(aSelector, [object])
    }

    /// Calls the selector's method with two arguments.
    @discardableResult
    public func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!) -> Unmanaged<AnyObject>! {
        performSelector(aSelector, [object1, object2])
    }

    /// Compiles, and calls nothing: a delayed perform waits for a run loop, which a rendering never runs. Said once
    /// on standard error (UIKit choice `delayedPerformIsNeverRun`).
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        UIKitNotRunLog.once(
            "perform(_:with:afterDelay:)",
            "is never run: a rendering runs no run loop, so \(aSelector.name) is not called")
    }

    private func performSelector(_ selector: Selector?, _ arguments: [Any?]) -> Unmanaged<AnyObject>? {
        guard let selector else { return nil }
        let outcome = selector.send(to: self, with: arguments)
        guard outcome.reached else {
            UIKitNotRunLog.once(
                "perform(\(selector.name))",
                "reaches no method of \(type(of: self)): the selector was not made from one of its methods by #selector"
            )
            return nil
        }
        guard let result = outcome.result, let object = unwrapObject(result) else { return nil }
        return Unmanaged.passUnretained(object)
    }

    /// The object a method returned, looking through an optional; nil for a value that is not a class instance
    /// (on Linux `as AnyObject` would box it, and the box would be gone once this returns).
    private func unwrapObject(_ value: Any) -> AnyObject? {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional { return mirror.children.first.flatMap { unwrapObject($0.value) } }
        return mirror.displayStyle == .class ? value as AnyObject : nil
    }
}
