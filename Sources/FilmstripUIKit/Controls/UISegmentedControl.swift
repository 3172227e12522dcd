import FilmstripImage

/// A segmented control drawn as iOS 17 draws one in its default style: a `tertiarySystemFill` rounded rectangle
/// (corner radius 9 pt, 32 pt high by default), equal segments, the selected one a rounded rectangle 2 pt inside
/// its segment (radius 7 pt) in `selectedSegmentTintColor` (white; `systemGray` in dark appearance), 1 pt
/// separators 16 pt high between unselected neighbours (`separator`-coloured), and each title centred in its
/// segment in the 13 pt system font, `label`-coloured, semibold when selected. The selected segment's shadow is
/// not drawn (UIKit choice `segmentedControlGeometry`). Titles are labels among the control's subviews.
open class UISegmentedControl: UIControl {
    /// No segment selected.
    public static let noSegment = -1
    /// The control's height on iOS 17.
    static let height: CGFloat = 32
    /// The padding each side of the widest title in `intrinsicContentSize`.
    static let titlePadding: CGFloat = 14

    private var segments: [SegmentedControlSegment] = []
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// The selected segment, `noSegment` when none. Setting it sends no event, as on iOS.
    open var selectedSegmentIndex = UISegmentedControl.noSegment {
        didSet { setNeedsLayout() }
    }
    /// The selected segment's colour; nil is white (`systemGray` in dark appearance).
    open var selectedSegmentTintColor: UIColor? {
        didSet { setNeedsLayout() }
    }
    /// Whether a tapped segment springs back; kept.
    open var isMomentary = false
    /// Whether segments take widths in proportion to their titles; kept (segments are equal).
    open var apportionsSegmentWidthsByContent = false

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// A control with a segment for each title (`String`) or image (`UIImage`) of `items`.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            if let title = item as? String {
                insertSegment(withTitle: title, at: numberOfSegments, animated: false)
            } else if let image = item as? UIImage {
                insertSegment(with: image, at: numberOfSegments, animated: false)
            }
        }
        bounds.size = intrinsicContentSize
    }

    /// A control with a segment for each action, titled by it.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for action in actions { insertSegment(withTitle: action.title, at: numberOfSegments, animated: false) }
    }

    /// Inserts a segment titled `title` at `segment` (clamped to the segments).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(SegmentedControlSegment(title: title), at: segment)
    }

    /// Inserts a segment showing `image` at `segment`; the image is kept, not drawn.
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(SegmentedControlSegment(image: image), at: segment)
        Self.sayImagesAreNotDrawn()
    }

    /// Says once that segment images are kept, not drawn.
    private static func sayImagesAreNotDrawn() {
        UIKitNotRunLog.once("UISegmentedControl segment images", "they are not drawn: a segment shows its title only")
    }

    /// Removes the segment at `segment`.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment).label.removeFromSuperview()
        if selectedSegmentIndex == segment { selectedSegmentIndex = Self.noSegment }
        if selectedSegmentIndex > segment { selectedSegmentIndex -= 1 }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Removes every segment.
    open func removeAllSegments() {
        for segment in segments { segment.label.removeFromSuperview() }
        segments = []
        selectedSegmentIndex = Self.noSegment
        invalidateIntrinsicContentSize()
    }

    /// Sets the title of the segment at `segment`.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The title of the segment at `segment`.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets the image of the segment at `segment`; kept, not drawn.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        if image != nil { Self.sayImagesAreNotDrawn() }
    }

    /// The image of the segment at `segment`.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Enables or disables the segment at `segment`.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        setNeedsLayout()
    }

    /// Whether the segment at `segment` is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// Sets a segment's width; kept (segments are equal).
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {}

    /// The titles' attributes for `state` (`.font`, `.foregroundColor`), over the defaults.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        setNeedsLayout()
    }

    /// The attributes set for `state`.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    open override var intrinsicContentSize: CGSize {
        let widest = segments.map { label(for: $0, selected: true).intrinsicContentSize.width }.max() ?? 0
        return CGSize(width: CGFloat(segments.count) * (widest + 2 * Self.titlePadding), height: Self.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The segments' rectangles: equal widths across the bounds.
    var segmentRects: [CGRect] {
        guard !segments.isEmpty else { return [] }
        let width = bounds.width / CGFloat(segments.count)
        return segments.indices.map { CGRect(x: CGFloat($0) * width, y: 0, width: width, height: bounds.height) }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        for (index, (segment, rect)) in zip(segments, segmentRects).enumerated() {
            let label = label(for: segment, selected: index == selectedSegmentIndex)
            let size = label.intrinsicContentSize
            let width = min(size.width, rect.width - 2 * 4)
            label.frame = CGRect(
                x: rect.midX - width / 2, y: rect.midY - size.height / 2, width: width, height: size.height)
        }
    }

    /// The segment's label, styled for whether it is selected.
    private func label(for segment: SegmentedControlSegment, selected: Bool) -> UILabel {
        let label = segment.label
        if label.superview !== self { addSubview(label) }
        var attributes = titleAttributes[UIControl.State.normal.rawValue] ?? [:]
        if selected { attributes.merge(titleAttributes[UIControl.State.selected.rawValue] ?? [:]) { $1 } }
        label.font =
            attributes[.font] as? UIFont ?? .systemFont(ofSize: 13, weight: selected ? .semibold : .regular)
        var color = attributes[.foregroundColor] as? UIColor ?? .label
        if !isEnabled || !segment.isEnabled { color = color.withAlphaComponent(0.3) }
        label.textColor = color
        label.textAlignment = .center
        label.text = segment.title
        return label
    }

    private func insert(_ segment: SegmentedControlSegment, at index: Int) {
        let position = min(max(index, 0), segments.count)
        segments.insert(segment, at: position)
        addSubview(segment.label)
        if selectedSegmentIndex >= position { selectedSegmentIndex += 1 }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The background, the separators and the selected segment, in their colours for the current appearance.
    var shapes: [ControlShape] {
        let rgba = shapeColor(for:)
        var shapes = [ControlShape(rect: bounds, cornerRadius: 9, color: rgba(.tertiarySystemFill))]
        let rects = segmentRects
        for index in rects.indices.dropFirst()
        where index != selectedSegmentIndex && index - 1 != selectedSegmentIndex {
            let x = rects[index].minX - 0.5
            shapes.append(
                ControlShape(
                    rect: CGRect(x: x, y: bounds.midY - 8, width: 1, height: 16), cornerRadius: 0,
                    color: rgba(.separator)))
        }
        if rects.indices.contains(selectedSegmentIndex) {
            let selected =
                selectedSegmentTintColor
                ?? UIColor { $0.userInterfaceStyle == .dark ? .systemGray : .white }
            shapes.append(
                ControlShape(
                    rect: rects[selectedSegmentIndex].insetBy(dx: 2, dy: 2), cornerRadius: 7,
                    color: rgba(selected)))
        }
        return shapes
    }
}
