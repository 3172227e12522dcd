/// UIKit's path object, for the shapes a layer's `shadowPath` is made from: a rectangle, a rounded rectangle (with
/// UIKit's continuous corners) or an oval.
open class UIBezierPath: NSObject {
    /// The path as Core Graphics'.
    public let cgPath: CGPath

    /// The rectangle `rect`.
    public init(rect: CGRect) {
        cgPath = CGPath(outline: .roundedRect(rect, radius: 0, continuous: false))
        super.init()
    }

    /// `rect` with corners of `cornerRadius`, drawn as continuous curves as UIKit draws them since iOS 7.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        cgPath = CGPath(outline: .roundedRect(rect, radius: cornerRadius, continuous: true))
        super.init()
    }

    /// The oval inscribed in `rect`.
    public init(ovalIn rect: CGRect) {
        cgPath = CGPath(outline: .ellipse(rect))
        super.init()
    }

    /// The smallest rectangle holding the path.
    open var bounds: CGRect { cgPath.boundingBox }
}
