extension UIImage {
    /// An SF Symbol, which Filmstrip does not have: a blank image of the symbol's box (1.2 times the configured point
    /// size, 17 points by default, square) stands in for every name, so code that unwraps it runs and nothing is
    /// drawn; said once on standard error (UIKit choice `systemImagesAreBlank`).
    public convenience init?(systemName name: String) { self.init(systemName: name, withConfiguration: nil) }

    /// An SF Symbol drawn with `configuration`: a blank stand-in sized by its point size.
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        UIKitNotRunLog.once(
            "UIImage(systemName:)", "SF Symbols are not drawn: a blank image of the symbol's size stands in")
        let pointSize = (configuration as? SymbolConfiguration)?.pointSize ?? 17
        let side = (pointSize * 1.2).rounded()
        self.init(size: CGSize(width: side, height: side))
    }

    /// The image drawn with `configuration`: this image, as only SF Symbols use one.
    public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage { self }

    /// The image in `renderingMode`: this image, drawn in its own colours.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }

    /// The image tinted `color`: this image, drawn in its own colours.
    public func withTintColor(_ color: UIColor) -> UIImage { self }
}
