import Foundation
import Synchronization

/// A nib by name. Interface Builder archives cannot be loaded on Linux, so a nib stands for the view class it
/// holds: the code that sets up a view controller (a test, a style) says which class that is with
/// `UINib.register(_:forNibNamed:)`, and a collection view registered with the nib makes that class
/// (UIKit choice `nibsAreTheClassesTheHarnessNames`). A nib whose class was never named fails the rendering when
/// a view is first dequeued, with a message that says what to call.
open class UINib: NSObject {
    /// The nib's name, as given.
    public let nibName: String

    /// The nib `name`; `bundleOrNil` is ignored.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        nibName = name
    }

    /// The reusable view class the nib `name` holds (Filmstrip's, not UIKit's: what Interface Builder would have
    /// loaded). Call it before the app's code registers the nib.
    public static func register(_ viewClass: UICollectionReusableView.Type, forNibNamed name: String) {
        classes.withLock { $0[name] = viewClass }
    }

    /// The class named for nib `name`, if any.
    static func viewClass(forNibNamed name: String) -> UICollectionReusableView.Type? {
        classes.withLock { $0[name] }
    }

    private static let classes = Mutex<[String: UICollectionReusableView.Type]>([:])
}
