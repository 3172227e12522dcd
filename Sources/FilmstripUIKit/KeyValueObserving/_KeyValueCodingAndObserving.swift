// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// Swift key-path observation as Foundation offers it on Apple's platforms (`observe(_:options:changeHandler:)`),
/// which Foundation on Linux lacks. FilmstripUIKit's `NSObject` subclasses adopt it; the properties that report
/// changes are FilmstripUIKit's own observable ones (UIKit choice `keyValueObservingCoversUIKitsOwnProperties`).
public protocol _KeyValueCodingAndObserving: AnyObject {}

extension _KeyValueCodingAndObserving {
    /// Observes the value at `keyPath`: `changeHandler` hears each change (with the old and new values as
    /// `options` ask; at once too with `.initial`, and before each change with `.prior`) until the returned
    /// observation is invalidated or released.
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        let observation = KeyValueObservers.shared.add(
            to: self, read: { ($0 as! Self)[keyPath: keyPath] },
            report: { object, old, new, isPrior in
                guard let object = object as? Self, !isPrior || options.contains(.prior) else { return }
                let change = NSKeyValueObservedChange<Value>(
                    kind: .setting, newValue: options.contains(.new) && !isPrior ? new as? Value : nil,
                    oldValue: options.contains(.old) ? old as? Value : nil, indexes: nil, isPrior: isPrior)
                changeHandler(object, change)
            })
        if options.contains(.initial) {
            let value = self[keyPath: keyPath]
            changeHandler(
                self,
                NSKeyValueObservedChange(
                    kind: .setting, newValue: options.contains(.new) ? value : nil, oldValue: nil, indexes: nil,
                    isPrior: false))
        }
        return observation
    }
}

/// Every object observes as on Apple's platforms; FilmstripUIKit's own properties report their changes.
extension NSObject: _KeyValueCodingAndObserving {}
