import FilmstripImage

extension UIControl {
    /// `colour` as a control draws it: resolved for the control's traits, at half its alpha while the control is
    /// disabled, as iOS dims a disabled control.
    func shapeColor(for color: UIColor) -> RGBA {
        let resolved = color.resolvedColor(with: traitCollection)
        return resolved.withAlphaComponent(resolved.cgColor.alpha * (isEnabled ? 1 : 0.5)).cgColor.rgba
    }
}
