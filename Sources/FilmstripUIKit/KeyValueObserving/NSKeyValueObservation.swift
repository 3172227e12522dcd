/// A running Swift key-path observation, as Foundation's: it lasts until `invalidate()` or until it is released.
public final class NSKeyValueObservation: NSObject {
    /// Tells the observed object's registry to forget this observation.
    private let stop: () -> Void
    private var isValid = true

    init(stop: @escaping () -> Void) {
        self.stop = stop
        super.init()
    }

    /// Stops the observation: its handler is not called again.
    public func invalidate() {
        guard isValid else { return }
        isValid = false
        stop()
    }

    deinit { invalidate() }
}
