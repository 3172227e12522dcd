/// Something in a team's UIKit code that UIKit would stop on, remembered where it happened (a compositional layout's
/// `prepare()`, a diffable snapshot) because UIKit's method cannot throw; Filmstrip's bridge throws it.
protocol UIKitReportedProblem: AnyObject {
    /// The first problem met, naming the class and the item; nil when there is none.
    var reportedProblem: UIKitLayoutError? { get }
}

extension UICollectionViewCompositionalLayout: UIKitReportedProblem {}

extension UICollectionView {
    /// The first problem its layout or data source reported, or that it met dequeueing views, if any.
    var reportedProblem: UIKitLayoutError? {
        (collectionViewLayout as? any UIKitReportedProblem)?.reportedProblem
            ?? (dataSource as? any UIKitReportedProblem)?.reportedProblem ?? dequeueProblem
    }
}
