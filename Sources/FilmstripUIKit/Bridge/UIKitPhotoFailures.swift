import Synchronization

/// The first scene photo that a team's view drew but that could not be decoded. `UIImage.pixels` cannot throw (it
/// is UIKit's shape), so the failure is kept here and thrown by the layout once the frame's tree is snapshotted.
final class UIKitPhotoFailures: Sendable {
    private let kept = Mutex<(any Error)?>(nil)

    /// The first failure, if any.
    var first: (any Error)? { kept.withLock { $0 } }

    /// Keeps `error` unless one is kept already.
    func keep(_ error: any Error) {
        kept.withLock { $0 = $0 ?? error }
    }
}
