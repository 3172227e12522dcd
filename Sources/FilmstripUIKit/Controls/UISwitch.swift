import FilmstripImage

/// A switch drawn as iOS 17 draws one in its default style: a 51 × 31 pt capsule track, `onTintColor` (system
/// green) when on and `systemFill` when off, and a 27 pt knob (`thumbTintColor`, white) 2 pt inside the track's
/// left end when off and its right end when on. Its size is always 51 × 31, whatever frame it is given, as on iOS.
/// The knob's shadow is drawn as a 0.5 pt ring of black at 10 %, and a disabled switch is drawn at half opacity
/// (UIKit choice `switchGeometry`).
open class UISwitch: UIControl {
    /// The switch's size on iOS 17: 51 × 31 points.
    public static let size = CGSize(width: 51, height: 31)
    /// The knob's diameter.
    static let knobDiameter: CGFloat = 27
    /// The gap between the knob and the track's edge.
    static let knobInset: CGFloat = 2

    /// Whether the switch is on.
    open var isOn = false
    /// The track's colour when on; nil is system green.
    open var onTintColor: UIColor?
    /// The knob's colour; nil is white.
    open var thumbTintColor: UIColor?
    /// The style; iOS shows `.checkbox` only on the Mac.
    open var preferredStyle: Style = .automatic
    /// The style shown: `.sliding`.
    open var style: Style { .sliding }

    /// A switch of iOS's size at `frame`'s origin.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
    }

    /// A switch of iOS's size; there is no archive to read on Linux.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        bounds.size = Self.size
    }

    /// Keeps iOS's size: a frame of another size keeps its origin and takes 51 × 31.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Self.size) }
    }

    /// Keeps iOS's size.
    open override var bounds: CGRect {
        get { super.bounds }
        set { super.bounds = CGRect(origin: newValue.origin, size: Self.size) }
    }

    /// Sets `isOn`; the change shows at once.
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    open override var intrinsicContentSize: CGSize { Self.size }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    /// The track and the knob, in the view's coordinates, in their colours for the current appearance.
    var shapes: [ControlShape] {
        let rgba = shapeColor(for:)
        let track = CGRect(origin: .zero, size: Self.size)
        let knobX = isOn ? Self.size.width - Self.knobInset - Self.knobDiameter : Self.knobInset
        let knob = CGRect(x: knobX, y: Self.knobInset, width: Self.knobDiameter, height: Self.knobDiameter)
        return [
            ControlShape(
                rect: track, cornerRadius: Self.size.height / 2,
                color: rgba(isOn ? (onTintColor ?? .systemGreen) : .systemFill)),
            ControlShape(
                rect: knob.insetBy(dx: -0.5, dy: -0.5), cornerRadius: Self.knobDiameter / 2 + 0.5,
                color: rgba(UIColor(white: 0, alpha: 0.1))),
            ControlShape(rect: knob, cornerRadius: Self.knobDiameter / 2, color: rgba(thumbTintColor ?? .white)),
        ]
    }
}
