import FilmstripImage

/// A slider drawn as iOS 17 draws one in its default style: a 4 pt track with round ends across the bounds'
/// middle, `minimumTrackTintColor` (the tint) left of the thumb's centre and `maximumTrackTintColor`
/// (`systemFill`) right of it, and a 28 pt white thumb kept inside the bounds, its centre moving from 14 pt to the
/// width less 14 pt as `value` goes from `minimumValue` to `maximumValue`. Its height is 31 pt. The thumb's
/// shadow is drawn as a 0.5 pt ring of black at 10 %; a disabled slider is drawn at half opacity (UIKit choice `sliderGeometry`).
open class UISlider: UIControl {
    /// The track's thickness.
    static let trackHeight: CGFloat = 4
    /// The thumb's diameter.
    static let thumbDiameter: CGFloat = 28
    /// The slider's height on iOS 17.
    static let height: CGFloat = 31

    /// The value, kept between `minimumValue` and `maximumValue`.
    open var value: Float {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), maximumValue) }
    }
    private var storedValue: Float = 0
    /// The value at the left end; 0 by default.
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = storedValue
        }
    }
    /// The value at the right end; 1 by default.
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = storedValue
        }
    }
    /// Whether dragging sends `.valueChanged` continuously; kept.
    open var isContinuous = true
    /// The track's colour left of the thumb; nil is the tint.
    open var minimumTrackTintColor: UIColor?
    /// The track's colour right of the thumb; nil is `systemFill`.
    open var maximumTrackTintColor: UIColor?
    /// The thumb's colour; nil is white.
    open var thumbTintColor: UIColor?
    /// An image left of the track; kept, not drawn (said once on standard error).
    open var minimumValueImage: UIImage? {
        didSet { if minimumValueImage != nil { Self.sayValueImagesAreNotDrawn() } }
    }
    /// An image right of the track; kept, not drawn (said once on standard error).
    open var maximumValueImage: UIImage? {
        didSet { if maximumValueImage != nil { Self.sayValueImagesAreNotDrawn() } }
    }

    private static func sayValueImagesAreNotDrawn() {
        UIKitNotRunLog.once("UISlider value images", "they are not drawn: the track spans the slider's bounds")
    }

    /// Sets `value`; the change shows at once.
    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.height) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: bounds.width, height: Self.height) }

    /// The track's rectangle in `bounds`: 4 pt high across the middle, end to end.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - Self.trackHeight / 2, width: bounds.width, height: Self.trackHeight)
    }

    /// The thumb's rectangle for `value`: its centre moves from 14 pt inside the left end to 14 pt inside the right.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat((value - minimumValue) / span) : 0
        let travel = max(rect.width - Self.thumbDiameter, 0)
        return CGRect(
            x: rect.minX + travel * fraction, y: bounds.midY - Self.thumbDiameter / 2, width: Self.thumbDiameter,
            height: Self.thumbDiameter)
    }

    /// The two parts of the track and the thumb, in their colours for the current appearance.
    var shapes: [ControlShape] {
        let rgba = shapeColor(for:)
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: value)
        let split = thumb.midX
        let radius = Self.trackHeight / 2
        return [
            ControlShape(
                rect: CGRect(x: split, y: track.minY, width: track.maxX - split, height: track.height),
                cornerRadius: radius, color: rgba(maximumTrackTintColor ?? .systemFill)),
            ControlShape(
                rect: CGRect(x: track.minX, y: track.minY, width: split - track.minX, height: track.height),
                cornerRadius: radius, color: rgba(minimumTrackTintColor ?? tintColor)),
            ControlShape(
                rect: thumb.insetBy(dx: -0.5, dy: -0.5), cornerRadius: Self.thumbDiameter / 2 + 0.5,
                color: rgba(UIColor(white: 0, alpha: 0.1))),
            ControlShape(rect: thumb, cornerRadius: Self.thumbDiameter / 2, color: rgba(thumbTintColor ?? .white)),
        ]
    }
}
