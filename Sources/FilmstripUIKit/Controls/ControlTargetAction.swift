/// One target-action pair of a control and the events it answers. The target is held weakly, as UIKit holds it.
struct ControlTargetAction {
    /// The target; nil for the responder chain, or once a target has gone.
    weak var target: AnyObject?
    /// Whether the pair was added with a nil target, which stands for the responder chain.
    let isResponderChain: Bool
    var action: Selector
    var events: UIControl.Event

    init(target: AnyObject?, action: Selector, events: UIControl.Event) {
        self.target = target
        isResponderChain = target == nil
        self.action = action
        self.events = events
    }

    /// Whether the pair had a target that has been released: it sends nothing.
    var targetIsGone: Bool { !isResponderChain && target == nil }
}
