/// A drag, and the collection view's own pan gesture, which springy layouts read for the touch location. Filmstrip's
/// gestures have no touch point: the finger is taken to be at the centre of the view's visible bounds
/// (UIKit choice `panTouchIsAtTheCentreOfTheView`), and moves at the content's speed.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers that pan; 1 by default.
    open var minimumNumberOfTouches = 1
    /// The most fingers that pan; unlimited by default.
    open var maximumNumberOfTouches = Int.max
    private var translations: [ObjectIdentifier?: CGPoint] = [:]

    /// A scroll view's own pan gesture.
    init(view: UIView) {
        super.init(target: nil, action: nil)
        self.view = view
    }

    /// A pan that calls `action` on `target` when it changes.
    public override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
    }

    /// How far the finger moved since the gesture began: zero, or what code set with `setTranslation(_:in:)`.
    open func translation(in view: UIView?) -> CGPoint { translations[view.map(ObjectIdentifier.init)] ?? .zero }

    /// Sets the translation `translation(in:)` answers for `view`, as apps reset it to zero while dragging.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        translations[view.map(ObjectIdentifier.init)] = translation
    }

    /// The finger's speed in points per second: not tracked, zero.
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}
