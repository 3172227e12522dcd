/// A stretch of an attributed string's UTF-16 units that share one set of attributes.
struct AttributeRun {
    /// UTF-16 units in the stretch.
    var length: Int
    /// The attributes, by UIKit's keys.
    var attributes: [NSAttributedString.Key: Any]
}
