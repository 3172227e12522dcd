/// The event that made a control send its actions. No touch reaches a view in a rendering, so an event has no
/// touches and the type `.touches` (UIKit choice `controlsGetNoTouches`).
open class UIEvent: NSObject {
    /// Always `.touches`.
    open var type: EventType { .touches }
    /// When the event happened: zero, since none did.
    open var timestamp: TimeInterval { 0 }
}
