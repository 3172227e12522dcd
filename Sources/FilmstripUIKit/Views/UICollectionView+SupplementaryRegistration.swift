import Foundation

extension UICollectionView {
    /// A supplementary view class for one element kind with the code that configures it, as UIKit's: dequeue with
    /// `dequeueConfiguredReusableSupplementary(using:for:)`, which registers the class under an identifier of the
    /// registration's own the first time.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a dequeued view of a kind at an index path.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void

        /// The element kind the registration is for.
        public let elementKind: String
        /// The identifier the class is registered under: unique to this registration.
        let reuseIdentifier: String
        let handler: Handler

        /// A registration of `Supplementary` for `elementKind`, made with `init(frame:)`, configured by `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            reuseIdentifier = RegistrationIdentifiers.next(for: "\(Supplementary.self)")
            self.handler = handler
        }
    }

    /// A supplementary view of `registration`'s class and kind for `indexPath`, reused or made as
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)` makes them, and configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        register(
            Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
            withReuseIdentifier: registration.reuseIdentifier)
        let dequeued = dequeueReusableSupplementaryView(
            ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        // Always a `Supplementary`: its class is the one registered under the registration's own identifier.
        let view = dequeued as? Supplementary ?? Supplementary(frame: dequeued.frame)
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
