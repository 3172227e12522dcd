/// A view that shows an effect (a blur) over what lies behind it, with its own subviews in `contentView` on top,
/// as UIKit's. The blur is drawn as its style's flat tint (UIKit choice `blurIsDrawnAsAFlatTint`).
open class UIVisualEffectView: UIView {
    /// The effect shown; nil shows nothing but the content.
    open var effect: UIVisualEffect?
    /// The view to add subviews to: it fills the effect view and is drawn over the effect.
    public let contentView: UIView

    /// An effect view showing `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// An effect view of `frame` without an effect.
    public convenience override init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
        contentView.frame = bounds
    }

    /// An effect view without an effect; there is no archive to read on Linux.
    public required init?(coder: NSCoder) {
        effect = nil
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Keeps the content view filling the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }
}
