/// A control: its state (enabled, selected, highlighted) and its target-action pairs. No touch reaches a control in
/// a rendering; the app's own code (or a test) sends its events with `sendActions(for:)`, which calls each target's
/// method as UIKit does (UIKit choice `controlsGetNoTouches`).
open class UIControl: UIView {
    /// Whether the control takes touches; a disabled control is drawn dimmed by the controls that draw states.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { controlStateDidChange() } }
    }
    /// Whether the control is selected (a button shows its `.selected` title and image).
    open var isSelected = false {
        didSet { if isSelected != oldValue { controlStateDidChange() } }
    }
    /// Whether a touch is on the control (a button shows its `.highlighted` title and image).
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { controlStateDidChange() } }
    }
    /// How content is placed across the control; `.center` by default.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    /// How content is placed down the control; `.center` by default.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center

    /// The target-action pairs, in the order they were added, each with its events.
    private var targetActions: [ControlTargetAction] = []
    /// The `UIAction`s added with `addAction(_:for:)`.
    private var actionHandlers: [(action: UIAction, events: Event)] = []

    /// The state made of `isEnabled`, `isSelected` and `isHighlighted`.
    open var state: State {
        var state: State = []
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    /// A control whose action handler is `primaryAction`, sent for `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Called when `isEnabled`, `isSelected` or `isHighlighted` changes: the controls that draw states lay out again.
    func controlStateDidChange() { setNeedsLayout() }

    /// Calls `action` on `target` when one of `controlEvents` is sent; a nil target is the first object along the
    /// responder chain (the control, its superviews and their view controllers) that has the action's method. The
    /// same pair added twice is kept once, its events joined.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        if let index = targetActions.firstIndex(where: { $0.target === object && $0.action == action }) {
            targetActions[index].events.formUnion(controlEvents)
        } else {
            targetActions.append(ControlTargetAction(target: object, action: action, events: controlEvents))
            targetActions.removeAll(where: \.targetIsGone)
        }
    }

    /// Stops calling `action` (every action when nil) on `target` (every target when nil) for `controlEvents`.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        for index in targetActions.indices
        where (object == nil || targetActions[index].target === object)
            && (action == nil || targetActions[index].action == action)
        {
            targetActions[index].events.subtract(controlEvents)
        }
        targetActions.removeAll { $0.events.isEmpty }
    }

    /// The targets with at least one action (`NSNull` standing for the responder chain's nil target).
    open var allTargets: Set<AnyHashable> {
        Set(
            targetActions.filter { !$0.targetIsGone }.map { pair in
                pair.target.map { ($0 as? AnyHashable) ?? AnyHashable(ObjectIdentifier($0)) } ?? AnyHashable(NSNull())
            })
    }

    /// The events that have at least one target-action pair or action handler.
    open var allControlEvents: Event {
        (targetActions.map(\.events) + actionHandlers.map(\.events)).reduce([]) { $0.union($1) }
    }

    /// The names of the actions sent to `target` for `controlEvent`, nil when none.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let object = target.map { $0 as AnyObject }
        let names = targetActions.filter { $0.target === object && !$0.events.isDisjoint(with: controlEvent) }
            .map(\.action.name)
        return names.isEmpty ? nil : names
    }

    /// Calls `action`'s handler when one of `controlEvents` is sent.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actionHandlers.append((action, controlEvents))
    }

    /// Stops calling `action`'s handler for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        for index in actionHandlers.indices where actionHandlers[index].action === action {
            actionHandlers[index].events.subtract(controlEvents)
        }
        actionHandlers.removeAll { $0.events.isEmpty }
    }

    /// Sends `controlEvents`: each action handler for them runs, then each target-action pair's method is called
    /// with the control as the sender, in the order they were added, as UIKit does.
    open func sendActions(for controlEvents: Event) {
        for handler in actionHandlers where !handler.events.isDisjoint(with: controlEvents) {
            handler.action.perform(sender: self)
        }
        for pair in targetActions where !pair.events.isDisjoint(with: controlEvents) && !pair.targetIsGone {
            sendAction(pair.action, to: pair.target, for: nil)
        }
    }

    /// Calls `action`'s method on `target` (the responder chain's first object that has it when nil) with the
    /// control as the sender.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        let receiver = target.map { $0 as AnyObject } ?? firstResponder(for: action)
        guard let receiver else {
            UIKitNotRunLog.once(
                "sendAction(\(action.name))", "reaches nothing: no object along the responder chain has its method")
            return
        }
        _ = action.send(to: receiver, with: [self, event ?? UIEvent()])
    }

    /// The control, its superviews and their view controllers, the first that has `action`'s method.
    private func firstResponder(for action: Selector) -> AnyObject? {
        var view: UIView? = self
        while let current = view {
            if action.isCallable(on: current) { return current }
            var controller = current.owningViewController
            while let candidate = controller {
                if action.isCallable(on: candidate) { return candidate }
                controller = candidate.parent
            }
            view = current.superview
        }
        return nil
    }
}
