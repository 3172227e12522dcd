/// A finger on the screen. None arrives in a rendering; the type exists so that delegate methods and overrides
/// that take touches compile.
open class UITouch: NSObject {
    /// The view the touch began in.
    open internal(set) weak var view: UIView?
    /// How many taps the touch is part of.
    open var tapCount: Int { 1 }

    /// The touch's point in `view`'s coordinates: the centre of its own view.
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return .zero }
        let centre = CGPoint(x: own.bounds.midX, y: own.bounds.midY)
        return view === own ? centre : own.convert(centre, to: view)
    }

    /// The previous point: the same as `location(in:)`.
    open func previousLocation(in view: UIView?) -> CGPoint { location(in: view) }
}
