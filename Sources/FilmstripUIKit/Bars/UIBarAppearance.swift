import Foundation

/// How a bar's background is drawn, as UIKit's (iOS 13): a blur effect, a colour over it, an image, and the shadow
/// line's colour. The three `configureWith...` methods reset it to the system's looks.
open class UIBarAppearance: NSObject, NSCopying {
    /// The blur under the bar's content; nil for none.
    open var backgroundEffect: UIBlurEffect?
    /// A colour over the blur.
    open var backgroundColor: UIColor?
    /// An image over the colour, stretched to the bar.
    open var backgroundImage: UIImage?
    /// The colour of the one-pixel line along the bar's content edge; nil or clear draws none.
    open var shadowColor: UIColor?
    /// An image drawn as the shadow; kept, not drawn.
    open var shadowImage: UIImage?

    /// The default look: the chrome material and the shadow line.
    public override init() {
        super.init()
        configureWithDefaultBackground()
    }

    /// The default look; the idiom changes nothing here.
    public convenience init(idiom: UIUserInterfaceIdiom) { self.init() }

    /// A copy of `barAppearance`'s background and shadow.
    public required init(barAppearance: UIBarAppearance) {
        backgroundEffect = barAppearance.backgroundEffect
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
        super.init()
    }

    /// The chrome material with the shadow line, as bars are drawn while content is under them.
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = UIColor(white: 0, alpha: 0.3)
    }

    /// The system background, opaque, with the shadow line.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = UIColor(white: 0, alpha: 0.3)
    }

    /// No background and no shadow, as bars are drawn at the scroll edge.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = nil
    }

    /// A copy of the appearance, of its own class (`copy()` calls it).
    open func copy(with zone: NSZone? = nil) -> Any { type(of: self).init(barAppearance: self) }

    /// The views that draw this background in `bounds` (which reach above or below the bar as the caller makes
    /// them) and the shadow line at `shadowY`, `hairline` high, in order.
    func backgroundViews(in bounds: CGRect, shadowY: CGFloat, hairline: CGFloat) -> [UIView] {
        var views: [UIView] = []
        if let backgroundEffect {
            let effect = UIVisualEffectView(effect: backgroundEffect)
            effect.frame = bounds
            views.append(effect)
        }
        if let backgroundColor {
            let fill = UIView(frame: bounds)
            fill.backgroundColor = backgroundColor
            views.append(fill)
        }
        if let backgroundImage {
            let image = UIImageView(image: backgroundImage)
            image.frame = bounds
            views.append(image)
        }
        if let shadowColor {
            let shadow = UIView(frame: CGRect(x: bounds.minX, y: shadowY, width: bounds.width, height: hairline))
            shadow.backgroundColor = shadowColor
            views.append(shadow)
        }
        return views
    }

    /// The look a bar draws its background and shadow with: the standard one (its background `barTintColor` when
    /// set) while content is under the bar, else the scroll-edge one; nil, nothing, at the scroll edge without one.
    static func background(
        standard: UIBarAppearance, scrollEdge: UIBarAppearance?, barTintColor: UIColor?, showsStandard: Bool
    ) -> UIBarAppearance? {
        guard showsStandard else { return scrollEdge }
        let appearance = UIBarAppearance(barAppearance: standard)
        if let barTintColor {
            appearance.backgroundEffect = nil
            appearance.backgroundColor = barTintColor
        }
        return appearance
    }
}
