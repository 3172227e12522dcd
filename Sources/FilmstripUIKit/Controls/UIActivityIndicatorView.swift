/// A spinner, 20 pt (`.medium`) or 37 pt (`.large`) square. Stopped with `hidesWhenStopped` (the default), it is
/// hidden, as on iOS; spinning, its spokes are not drawn, which is said once on standard error
/// (UIKit choice `spinnerSpokesAreNotDrawn`).
open class UIActivityIndicatorView: UIView {
    /// The spinner's style.
    open var style: Style = .medium {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The spokes' colour; `secondaryLabel`-like grey unless set.
    open var color: UIColor! = .secondaryLabel
    /// Whether a stopped spinner is hidden; true by default.
    open var hidesWhenStopped = true {
        didSet { if !isAnimating, hidesWhenStopped { isHidden = true } }
    }
    /// Whether the spinner is spinning.
    open private(set) var isAnimating = false

    /// A spinner of `style`, stopped (and so hidden).
    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
        bounds.size = intrinsicContentSize
    }

    override func applyDefaultsOfItsClass() {
        super.applyDefaultsOfItsClass()
        isHidden = true
    }

    /// Starts spinning: shown, its spokes not drawn.
    open func startAnimating() {
        isAnimating = true
        isHidden = false
        UIKitNotRunLog.once(
            "UIActivityIndicatorView.startAnimating()", "its spokes are not drawn: the spinner shows as an empty area")
    }

    /// Stops spinning, hiding the spinner when `hidesWhenStopped`.
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    open override var intrinsicContentSize: CGSize {
        let side: CGFloat = style == .large || style == .whiteLarge ? 37 : 20
        return CGSize(width: side, height: side)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}
