import FilmstripUIKit

/// The window a snapshot is drawn in, as swift-snapshot-testing's own window subclass on iOS: shown, with the
/// configuration's safe area, and the display scale the image is drawn at, so that Auto Layout snaps frames to the
/// pixels of that scale.
final class SnapshotWindow: UIWindow {
    private let safeArea: UIEdgeInsets
    /// The pixels per point the snapshot is drawn at.
    var displayScale: CGFloat

    init(size: CGSize, safeArea: UIEdgeInsets, displayScale: CGFloat) {
        self.safeArea = safeArea
        self.displayScale = displayScale
        super.init(frame: CGRect(origin: .zero, size: size))
        isHidden = false
    }

    required init?(coder: NSCoder) { nil }

    override var safeAreaInsets: UIEdgeInsets { safeArea }

    override var traitCollection: UITraitCollection {
        UITraitCollection(traitsFrom: [super.traitCollection, UITraitCollection(displayScale: displayScale)])
    }
}
