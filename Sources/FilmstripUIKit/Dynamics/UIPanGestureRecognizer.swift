/// The collection view's pan gesture, which springy layouts read for the touch location. Filmstrip's gestures have
/// no touch point: the finger is taken to be at the centre of the visible bounds
/// (`UIKitAssumptions.panTouchIsAtTheCentreOfTheView`), and moves at the content's speed.
open class UIPanGestureRecognizer: NSObject {
    /// The scroll view the gesture belongs to.
    open internal(set) weak var view: UIView?

    init(view: UIView) {
        self.view = view
        super.init()
    }

    /// The touch in `view`'s coordinates (nil: the window's): the centre of the scroll view's visible bounds.
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return .zero }
        let centre = CGPoint(x: own.bounds.midX, y: own.bounds.midY)
        return view === own ? centre : own.convert(centre, to: view)
    }

    /// How far the finger moved since the gesture began: not tracked, zero.
    open func translation(in view: UIView?) -> CGPoint { .zero }

    /// The finger's speed in points per second: not tracked, zero.
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}
