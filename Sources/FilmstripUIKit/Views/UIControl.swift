/// A control's state, as far as drawing goes: enabled, selected, highlighted. There are no touches or targets here.
open class UIControl: UIView {
    /// Kept for source compatibility; nothing is drawn differently when disabled.
    open var isEnabled = true
    /// Kept for source compatibility; nothing is drawn differently when selected.
    open var isSelected = false
    /// Kept for source compatibility; nothing is drawn differently when highlighted.
    open var isHighlighted = false
}
