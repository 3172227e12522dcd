import Foundation
import Synchronization

/// Warnings about delegate methods Swift cannot reach. When a class adopts `UICollectionViewDelegateFlowLayout`
/// without implementing, say, `collectionView(_:layout:sizeForItemAt:)`, Swift binds the protocol's default to the
/// adoption, once; a subclass's own method of that name is then never called (on iOS the Objective-C runtime finds
/// it). Swift on Linux cannot list a class's methods, so Filmstrip cannot call it either: instead, the first time a
/// default answers for a delegate whose class inherited the adoption, it says so on standard error, naming the
/// class, the method and the fix, and keeps the message here.
public enum UIKitDelegateWarnings {
    /// The warnings given, and the class and method pairs already checked.
    private static let state = Mutex<(said: [String], checked: Set<String>)>(([], []))

    /// Every warning given so far in this process, in order, each once.
    public static var messages: [String] { state.withLock { $0.said } }

    /// Called by a protocol default answering `method` for `delegate`: warns once per class and method when the
    /// class inherits its adoption of `protocolName` (`adopts` says which classes conform) from a superclass.
    static func defaultAnswered(
        _ method: String, of protocolName: String, for delegate: AnyObject, adopts: (AnyClass) -> Bool
    ) {
        let own: AnyClass = type(of: delegate)
        let key = "\(ObjectIdentifier(own).hashValue) \(method)"
        state.withLock { state in
            guard state.checked.insert(key).inserted else { return }
            var adopter: AnyClass = own
            while let parent = _getSuperclass(adopter), adopts(parent) { adopter = parent }
            guard ObjectIdentifier(adopter) != ObjectIdentifier(own) else { return }
            let message =
                "warning: \(own) inherits \(protocolName) from \(adopter), which does not implement \(method), so "
                + "Swift answers it with the protocol's default and a \(method) written in \(own) is never called; "
                + "implement it in \(adopter) and override it in \(own)"
            state.said.append(message)
            FileHandle.standardError.write(Data((message + "\n").utf8))
        }
    }
}
