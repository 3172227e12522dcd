extension UIImage {
    /// Traits an image is drawn with, as UIKit's base configuration class.
    open class Configuration: NSObject {}
}
