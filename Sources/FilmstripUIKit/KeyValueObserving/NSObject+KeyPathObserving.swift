import Foundation

/// String-keyed key-value observing (`addObserver(_:forKeyPath:options:context:)` and its partners), as published
/// screens written before key-path observation still call it.
extension NSObject {
    /// Observes the property named `keyPath` of this object, as Foundation's string-keyed KVO does: `observer` hears
    /// each change through its `observeValue(forKeyPath:of:change:context:)` with the change's kind and the values
    /// `options` ask for (at once too with `.initial`, before each change with `.prior`), until
    /// `removeObserver(_:forKeyPath:context:)`. The observer is not retained. The names are those of
    /// FilmstripUIKit's observable properties, and a label's `font` and `text`
    /// (UIKit choice `stringKeyedObservationsAreTheKeyPathOnes`); an observer that is not a view or a view
    /// controller, or another name, is never told, which is said once on standard error.
    public func addObserver(
        _ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
        context: UnsafeMutableRawPointer?
    ) {
        guard let read = Self.observableReader(of: self, keyPath: keyPath) else {
            UIKitNotRunLog.once(
                "addObserver(_:forKeyPath: \"\(keyPath)\") on \(type(of: self))",
                "reports nothing: FilmstripUIKit observes its own views' geometry and a label's font and text by name")
            return
        }
        weak var weakObserver = observer
        let tell = { (object: NSObject, change: [NSKeyValueChangeKey: Any]) in
            guard let observer = weakObserver else { return }
            Self.deliver(to: observer, keyPath: keyPath, object: object, change: change, context: context)
        }
        let observation = KeyValueObservers.shared.add(
            to: self, read: read,
            report: { object, old, new, isPrior in
                guard let object = object as? NSObject, !isPrior || options.contains(.prior) else { return }
                var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
                if options.contains(.old) { change[.oldKey] = old }
                if options.contains(.new), !isPrior { change[.newKey] = new }
                if isPrior { change[.notificationIsPriorKey] = true }
                tell(object, change)
            })
        KeyPathObservations.add(
            KeyPathObservations.Entry(
                object: ObjectIdentifier(self), observer: observer, keyPath: keyPath, context: context,
                observation: observation))
        if options.contains(.initial) {
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if options.contains(.new) { change[.newKey] = read(self) }
            tell(self, change)
        }
    }

    /// Stops the newest observation of `keyPath` by `observer` registered with `context`.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        KeyPathObservations.remove(object: self, observer: observer, keyPath: keyPath, context: .some(context))?
            .invalidate()
    }

    /// Stops the newest observation of `keyPath` by `observer`, whatever its context.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        KeyPathObservations.remove(object: self, observer: observer, keyPath: keyPath, context: nil)?.invalidate()
    }

    /// Calls the observer's `observeValue(forKeyPath:of:change:context:)`, which views and view controllers declare
    /// (Swift without the Objective-C runtime cannot let every `NSObject` override it).
    private static func deliver(
        to observer: AnyObject, keyPath: String, object: NSObject, change: [NSKeyValueChangeKey: Any],
        context: UnsafeMutableRawPointer?
    ) {
        if let view = observer as? UIView {
            view.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
        } else if let controller = observer as? UIViewController {
            controller.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
        } else {
            UIKitNotRunLog.once(
                "observeValue(forKeyPath:of:change:context:) of \(type(of: observer))",
                "is never called: only views and view controllers hear string-keyed observations")
        }
    }

    /// How to read the property `keyPath` names of `object`, when it is one FilmstripUIKit reports changes of.
    private static func observableReader(of object: NSObject, keyPath: String) -> ((AnyObject) -> Any)? {
        if object is UIScrollView {
            switch keyPath {
            case "contentOffset": return { ($0 as! UIScrollView).contentOffset }
            case "contentSize": return { ($0 as! UIScrollView).contentSize }
            case "contentInset": return { ($0 as! UIScrollView).contentInset }
            default: break
            }
        }
        if object is UILabel {
            switch keyPath {
            case "font": return { ($0 as! UILabel).font as Any }
            case "text": return { ($0 as! UILabel).text as Any }
            default: break
            }
        }
        guard object is UIView else { return nil }
        switch keyPath {
        case "frame": return { ($0 as! UIView).frame }
        case "bounds": return { ($0 as! UIView).bounds }
        case "center": return { ($0 as! UIView).center }
        case "transform": return { ($0 as! UIView).transform }
        case "alpha": return { ($0 as! UIView).alpha }
        case "hidden", "isHidden": return { ($0 as! UIView).isHidden }
        default: return nil
        }
    }
}
