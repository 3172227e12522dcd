import ExpandingCollection
import LinuxUIKit

/// The demo's city cards, as its storyboard shows them: the controller the storyboard makes, with its page label.
/// Its cells are registered from their nib by the demo's own code, as on iOS.
final class CityCardsScreen: DemoViewController {
    override func loadView() {
        view = UIView()
        view.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 0, y: 760, width: 390, height: 30))
        label.textAlignment = .center
        view.addSubview(label)
        pageLabel = label
    }
}

public let realScreenStyle = UIKitViewControllerStyle(name: "expanding-collection-demo", height: 844) { _ in
    CityCardsScreen()
}
