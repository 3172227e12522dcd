import Foundation

/// Selector observers, which Foundation on Linux lacks, made from its block observers.
extension NotificationCenter {
    /// Calls `aSelector`'s method on `observer` with each notification posted under `aName` (every name when nil)
    /// by `anObject` (anyone when nil), as iOS does; the observer is held weakly, so a released one is no longer
    /// called, as on iOS 9 and later. `removeObserver(observer)` does not remove it: Foundation on Linux removes
    /// only the tokens its block observers return (UIKit choice `selectorObserversStayUntilReleased`).
    public func addObserver(
        _ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?
    ) {
        nonisolated(unsafe) weak var target = observer as AnyObject
        _ = addObserver(forName: aName, object: anObject, queue: nil) { notification in
            guard let target else { return }
            _ = aSelector.send(to: target, with: [notification])
        }
    }
}
