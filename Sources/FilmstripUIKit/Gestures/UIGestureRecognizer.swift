/// A gesture recognizer as a team's code makes and configures one. No touch reaches a view in a rendering, so a
/// recognizer stays `.possible` and never calls its actions by itself; said once on standard error when one is
/// added to a view (UIKit choice `gesturesAreNeverRecognized`). Code that sets `state` (a subclass, a test)
/// sends the actions as UIKit does when a recognizer begins, changes, ends or is cancelled.
open class UIGestureRecognizer: NSObject {
    /// The view the recognizer was added to.
    open internal(set) weak var view: UIView?
    /// Asked whether the recognizer may begin and how it shares touches.
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// Whether the recognizer takes touches.
    open var isEnabled = true
    /// Whether recognizing cancels the view's touches; kept, as no touch arrives.
    open var cancelsTouchesInView = true
    /// Whether touches wait for the recognizer to fail; kept.
    open var delaysTouchesBegan = false
    /// Whether touch endings wait for the recognizer; kept.
    open var delaysTouchesEnded = true
    /// Whether the recognizer takes touches of one type at a time; kept.
    open var requiresExclusiveTouchType = true
    /// A name for debugging.
    open var name: String?
    /// The recognizers that must fail before this one begins, in the order `require(toFail:)` named them.
    open private(set) var failureRequirements: [UIGestureRecognizer] = []
    private var targetActions: [GestureTargetAction] = []

    /// Where the gesture is: `.possible` until code sets it. Setting `.began`, `.changed`, `.ended` or
    /// `.cancelled` calls each target's action with the recognizer, as UIKit does.
    open var state: State = .possible {
        didSet {
            switch state {
            case .began, .changed, .ended, .cancelled: sendActions()
            case .possible, .failed: break
            }
        }
    }

    /// A recognizer that calls `action` on `target` when it recognizes its gesture.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    /// A recognizer with no target yet.
    public override convenience init() { self.init(target: nil, action: nil) }

    /// Adds a target-action pair; the target is held weakly, as UIKit holds it.
    open func addTarget(_ target: Any, action: Selector) {
        targetActions.append(GestureTargetAction(target: target as AnyObject, action: action))
    }

    /// Removes the pairs with `target` (any when nil) and `action` (any when nil).
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        targetActions.removeAll { pair in
            (object == nil || pair.target === object) && (action == nil || pair.action == action)
        }
    }

    /// Makes this recognizer wait for `otherGestureRecognizer` to fail.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.append(otherGestureRecognizer)
    }

    /// Where the touch is in `view`'s coordinates: the centre of the recognizer's view, since there is no touch.
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return .zero }
        let centre = CGPoint(x: own.bounds.midX, y: own.bounds.midY)
        return view === own ? centre : own.convert(centre, to: view)
    }

    /// The touch at `touchIndex`: the same point as `location(in:)`.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { location(in: view) }

    /// How many touches are down: none.
    open var numberOfTouches: Int { 0 }

    /// Puts the recognizer back to `.possible`; subclasses override to clear their own state.
    open func reset() {}

    /// Calls each pair's action with the recognizer as the sender.
    private func sendActions() {
        targetActions.removeAll { $0.target == nil }
        for pair in targetActions {
            guard let target = pair.target else { continue }
            _ = pair.action.send(to: target, with: [self])
        }
    }
}
