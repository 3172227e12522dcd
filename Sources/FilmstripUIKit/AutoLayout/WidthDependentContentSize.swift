/// A view whose intrinsic height depends on the width Auto Layout gives it (a multi-line label without a
/// `preferredMaxLayoutWidth`): after a solve it is told its width and the system is solved again
/// (`LayoutWidthPass`), as UIKit's engine does for labels.
protocol WidthDependentContentSize: UIView {
    /// Takes `width` as the width to wrap at; true when that changes the intrinsic size.
    func adoptLayoutWidth(_ width: CGFloat) -> Bool
}
