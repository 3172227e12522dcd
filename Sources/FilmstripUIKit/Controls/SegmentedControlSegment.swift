/// One segment of a segmented control: its title or image, whether it is enabled, and the label that draws its
/// title.
struct SegmentedControlSegment {
    var title: String?
    var image: UIImage?
    var isEnabled = true
    let label = UILabel()

    init(title: String?) { self.title = title }

    init(image: UIImage?) { self.image = image }
}
