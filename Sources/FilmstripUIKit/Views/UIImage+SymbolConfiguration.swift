extension UIImage {
    /// How an SF Symbol is drawn: its point size, weight and scale, as UIKit's. Kept; it sets the blank stand-in's
    /// size (UIKit choice `systemImagesAreBlank`).
    open class SymbolConfiguration: UIImage.Configuration {
        /// The point size; 17 (the body size) when not given.
        public let pointSize: CGFloat
        /// The weight.
        public let weight: SymbolWeight
        /// The scale.
        public let scale: SymbolScale

        /// A configuration of `pointSize`, `weight` and `scale`.
        public init(pointSize: CGFloat, weight: SymbolWeight = .unspecified, scale: SymbolScale = .default) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
        }

        /// A configuration of `weight` at the body size.
        public convenience init(weight: SymbolWeight) { self.init(pointSize: 17, weight: weight) }

        /// A configuration of `scale` at the body size.
        public convenience init(scale: SymbolScale) { self.init(pointSize: 17, scale: scale) }

        /// A configuration at `textStyle`'s size.
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(pointSize: UIFont.preferredFont(forTextStyle: textStyle).pointSize)
        }

        /// A configuration at `font`'s size.
        public convenience init(font: UIFont) { self.init(pointSize: font.pointSize) }
    }
}
