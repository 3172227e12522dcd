import Foundation

/// The attribute names UIKit adds to Foundation's: what a label reads from attributed text.
extension NSAttributedString.Key {
    /// A `UIFont`: the characters' font (the label's when absent).
    public static let font = NSAttributedString.Key("NSFont")
    /// A `UIColor`: the characters' colour (the label's `textColor` when absent).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A number: points added after each character's advance.
    public static let kern = NSAttributedString.Key("NSKern")
    /// An `NSParagraphStyle`: the paragraph's alignment, line spacing and line break mode.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}
