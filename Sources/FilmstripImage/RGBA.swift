/// One 8-bit RGBA pixel with straight alpha.
public struct RGBA: Hashable, Sendable {
    /// Red, 0 to 255.
    public var r: UInt8
    /// Green, 0 to 255.
    public var g: UInt8
    /// Blue, 0 to 255.
    public var b: UInt8
    /// Opacity, 0 (transparent) to 255 (opaque).
    public var a: UInt8

    /// A colour from its 8-bit channels, opaque unless `a` says otherwise.
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// Opaque white.
    public static let white = RGBA(r: 255, g: 255, b: 255)
    /// Opaque black.
    public static let black = RGBA(r: 0, g: 0, b: 0)
    /// Fully transparent.
    public static let clear = RGBA(r: 0, g: 0, b: 0, a: 0)
}

extension RGBA {
    /// Parses `#RRGGBB` or `#RRGGBBAA` (the `#` optional, hex digits in either case).
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.count == 6 || digits.count == 8, let value = UInt32(digits, radix: 16) else { return nil }
        let full = digits.count == 6 ? value << 8 | 0xFF : value
        self.init(r: UInt8(full >> 24), g: UInt8(full >> 16 & 0xFF), b: UInt8(full >> 8 & 0xFF), a: UInt8(full & 0xFF))
    }

}
