import Foundation

/// An effect a `UIVisualEffectView` shows; `UIBlurEffect` is the one Filmstrip draws.
open class UIVisualEffect: NSObject, @unchecked Sendable {}
