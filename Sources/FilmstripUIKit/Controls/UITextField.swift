/// A text field, kept for the code that sets one up (an alert's, a search row's): its text, placeholder, font and
/// colour. It is not drawn, which is said once on standard error (UIKit choice `alertsAreNotDrawn`).
open class UITextField: UIControl {
    /// The text.
    open var text: String? = ""
    /// The text shown while `text` is empty.
    open var placeholder: String?
    /// The font; nil is the body font.
    open var font: UIFont?
    /// The text's colour; nil is the label colour.
    open var textColor: UIColor?
    /// The text's alignment.
    open var textAlignment = NSTextAlignment.natural
    /// True hides the characters.
    open var isSecureTextEntry = false

    override func applyDefaultsOfItsClass() {
        super.applyDefaultsOfItsClass()
        UIKitNotRunLog.once("UITextField", "it is not drawn: its text and placeholder are kept, nothing shows them")
    }
}
