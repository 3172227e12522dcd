/// A transition from one view controller to another that a storyboard declares. Storyboards are not read on Linux,
/// so FilmstripUIKit never makes one itself; a test or harness may make one and hand it to
/// `prepare(for:sender:)`, as UIKit does just before the transition.
open class UIStoryboardSegue: NSObject {
    /// The name the storyboard gives the segue.
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: UIViewController
    /// The controller the segue shows.
    public let destination: UIViewController

    /// A segue named `identifier` from `source` to `destination`.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        super.init()
    }

    /// Shows the destination: presented from the source (a subclass performs its own transition).
    open func perform() {
        source.present(destination, animated: false)
    }
}
