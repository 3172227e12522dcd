import CardSlider
import LinuxUIKit

/// The demo's movies, held here: the card slider keeps its data source weakly, as the demo's own controller is kept
/// by the window.
let movies = ViewController()

/// The card slider the demo presents when its controller appears, made as the demo makes it (from the library's
/// storyboard, which connects the slider's private outlets).
public let realScreenStyle = UIKitViewControllerStyle(name: "card-slider-demo", height: 844) { _ in
    CardSliderViewController.with(dataSource: movies)
}
