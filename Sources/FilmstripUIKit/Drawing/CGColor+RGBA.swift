import FilmstripImage

extension CGColor {
    /// The colour as 8-bit straight-alpha RGBA, each component rounded from 0...1 (clamped).
    var rgba: RGBA {
        let parts = components ?? [0, 0, 0, 0]
        func byte(_ value: CGFloat) -> UInt8 { UInt8((min(max(Double(value), 0), 1) * 255).rounded()) }
        return RGBA(r: byte(parts[0]), g: byte(parts[1]), b: byte(parts[2]), a: byte(alpha))
    }
}
