// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// The values `objc_setAssociatedObject` attached to objects, by object and key. An object's values go when it does:
/// each entry keeps the object weakly, and an entry whose object has gone is never answered and is dropped at the
/// next set (the runtime drops them as the object is deallocated; the difference cannot be seen from Swift).
final class AssociatedObjects: @unchecked Sendable {
    static let shared = AssociatedObjects()

    private struct Key: Hashable {
        let object: ObjectIdentifier
        let key: UnsafeRawPointer
    }

    private struct Entry {
        weak var owner: AnyObject?
        var strongValue: Any?
        weak var weakValue: AnyObject?
        var value: Any? { strongValue ?? weakValue }
    }

    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]

    func value(of object: AnyObject, for key: UnsafeRawPointer) -> Any? {
        lock.withLock {
            guard let entry = entries[Key(object: ObjectIdentifier(object), key: key)], entry.owner === object
            else { return nil }
            return entry.value
        }
    }

    func set(_ value: Any?, of object: AnyObject, for key: UnsafeRawPointer, policy: objc_AssociationPolicy) {
        lock.withLock {
            entries = entries.filter { $0.value.owner != nil }
            let mapKey = Key(object: ObjectIdentifier(object), key: key)
            guard let value else {
                entries[mapKey] = nil
                return
            }
            var entry = Entry(owner: object)
            if policy == .OBJC_ASSOCIATION_ASSIGN, Mirror(reflecting: value).displayStyle == .class {
                entry.weakValue = value as AnyObject
            } else {
                entry.strongValue = value
            }
            entries[mapKey] = entry
        }
    }

    func removeAll(of object: AnyObject) {
        lock.withLock {
            entries = entries.filter { $0.key.object != ObjectIdentifier(object) && $0.value.owner != nil }
        }
    }
}

/// The value associated with `object` under `key`, as the Objective-C runtime's function (SnapKit keeps a view's
/// constraints this way); nil when there is none.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociatedObjects.shared.value(of: object as AnyObject, for: key)
}

/// Associates `value` with `object` under `key` (nil removes it), held as `policy` says.
public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
    AssociatedObjects.shared.set(value, of: object as AnyObject, for: key, policy: policy)
}

/// Removes every value associated with `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
    AssociatedObjects.shared.removeAll(of: object as AnyObject)
}
