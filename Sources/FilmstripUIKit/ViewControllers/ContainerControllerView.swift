/// The root view of a navigation or tab bar controller: after its own layout it asks its controller to place the
/// shown child's view and the bar, as UIKit's containers do in their views' layout.
final class ContainerControllerView: UIView {
    /// Places the child's view and the bar; set by the controller that made the view.
    var layOutContents: (() -> Void)?

    override func layoutSubviews() {
        super.layoutSubviews()
        layOutContents?()
    }
}
