/// A colour as UIKit has it: fixed sRGB components, or a dynamic colour that picks one by the traits it is resolved
/// with (light or dark). The named colours are UIKit's fixed ones; the system colours are iOS's light and dark pairs
/// (`UIColor+System.swift`).
open class UIColor: NSObject {
    /// Fixed red, green, blue and alpha (0 to 1, extended sRGB); nil for a dynamic colour.
    private let fixed: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)?
    /// What a dynamic colour resolves to for given traits.
    private let provider: ((UITraitCollection) -> UIColor)?

    /// A colour from its sRGB components, each 0 to 1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        fixed = (red, green, blue, alpha)
        provider = nil
        super.init()
    }

    /// A grey: `white` for each of red, green and blue (0 black, 1 white).
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness (each 0 to 1; hue 0 and 1 are red), as UIKit converts HSB to
    /// RGB: the hue's sector of six picks which component is the brightness and which are interpolated.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (red, green, blue) = UIColor.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour of `cgColor`.
    public convenience init(cgColor: CGColor) {
        let parts = cgColor.components ?? [0, 0, 0, 0]
        self.init(red: parts[0], green: parts[1], blue: parts[2], alpha: cgColor.alpha)
    }

    /// A colour that `dynamicProvider` picks for the traits it is resolved with (`resolvedColor(with:)`); drawn, it
    /// is resolved with the view's `traitCollection`.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        fixed = nil
        provider = dynamicProvider
        super.init()
    }

    /// The fixed colour for `traitCollection`: a dynamic colour's pick (resolved again if it is itself dynamic), or
    /// this colour.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let provider else { return self }
        return provider(traitCollection).resolvedColor(with: traitCollection)
    }

    /// The same colour with `alpha` as its opacity; a dynamic colour stays dynamic.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        guard let fixed else {
            return UIColor { [self] traits in self.resolvedColor(with: traits).withAlphaComponent(alpha) }
        }
        return UIColor(red: fixed.red, green: fixed.green, blue: fixed.blue, alpha: alpha)
    }

    /// The colour as Core Graphics' (a dynamic colour resolved with `UITraitCollection.current`, as UIKit does).
    open var cgColor: CGColor {
        let components = self.components
        return CGColor(red: components.red, green: components.green, blue: components.blue, alpha: components.alpha)
    }

    /// Writes the sRGB components (a dynamic colour resolved with `UITraitCollection.current`); true, as every
    /// colour here is RGB.
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let components = self.components
        red?.pointee = components.red
        green?.pointee = components.green
        blue?.pointee = components.blue
        alpha?.pointee = components.alpha
        return true
    }

    /// Equal fixed components; a dynamic colour equals only itself.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if other === self { return true }
        guard let fixed, let theirs = other.fixed else { return false }
        return fixed == theirs
    }

    /// Hashes the fixed components (a dynamic colour hashes by identity).
    open override var hash: Int {
        guard let fixed else { return ObjectIdentifier(self).hashValue }
        var hasher = Hasher()
        for part in [fixed.red, fixed.green, fixed.blue, fixed.alpha] { hasher.combine(part) }
        return hasher.finalize()
    }

    /// The components, for test failures.
    open override var description: String {
        let c = components
        return "UIColor(red: \(c.red), green: \(c.green), blue: \(c.blue), alpha: \(c.alpha))"
    }

    /// The fixed components, a dynamic colour resolved with the current traits.
    private var components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        if let fixed { return fixed }
        return resolvedColor(with: .current).components
    }

    /// HSB to RGB: the hue's sector of six decides which component is the brightness, which is the least
    /// (`brightness * (1 - saturation)`) and which moves between them.
    static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let wrapped = hue - hue.rounded(.down)
        let sector = wrapped * 6
        let index = Int(sector.rounded(.down)) % 6
        let fraction = sector - sector.rounded(.down)
        let least = brightness * (1 - saturation)
        let falling = brightness * (1 - saturation * fraction)
        let rising = brightness * (1 - saturation * (1 - fraction))
        switch index {
        case 0: return (brightness, rising, least)
        case 1: return (falling, brightness, least)
        case 2: return (least, brightness, rising)
        case 3: return (least, falling, brightness)
        case 4: return (rising, least, brightness)
        default: return (brightness, least, falling)
        }
    }
}
