/// How a presented view controller is shown, with UIKit's raw values. Filmstrip shows every style over the whole
/// window (UIKit choice `presentedControllersFillTheWindow`).
public enum UIModalPresentationStyle: Int, Sendable {
    /// The whole screen.
    case fullScreen = 0
    /// A sheet, on iOS 13 and later a card over the presenting view.
    case pageSheet
    /// A form sheet.
    case formSheet
    /// The presenting controller's context.
    case currentContext
    /// As the presented controller's transitioning delegate says.
    case custom
    /// The whole screen, the presenting view left below.
    case overFullScreen
    /// Over the presenting controller's context.
    case overCurrentContext
    /// A popover.
    case popover
    /// None.
    case none = -1
    /// The system's choice: a page sheet on iOS 13 and later.
    case automatic = -2
}
