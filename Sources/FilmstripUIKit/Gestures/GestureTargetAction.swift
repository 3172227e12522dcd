/// One target-action pair of a gesture recognizer; the target is held weakly, as UIKit holds it.
struct GestureTargetAction {
    weak var target: AnyObject?
    let action: Selector
}
